import type { Kysely } from 'kysely';
import { engineOf, idColumn } from '../dialect';

/** One-time nonces the parent site issues for silent login (§4, §7 third/silenceLogin). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sso_nonce')
    .addColumn('id', 'integer', idColumn(engineOf(db)))
    .addColumn('nonce_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('sys_member.id'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(32)')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sso_nonce').execute();
}
