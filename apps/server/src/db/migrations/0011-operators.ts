import type { Kysely } from 'kysely';
import { engineOf, idColumn } from '../dialect';

/** Platform operators: ordinary accounts granted the operator console (issues #10, #11). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('platform_operator')
    .addColumn('id', 'integer', idColumn(engineOf(db)))
    .addColumn('member_id', 'integer', (c) => c.notNull().unique().references('sys_member.id'))
    .addColumn('role', 'varchar(20)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('platform_operator').execute();
}
