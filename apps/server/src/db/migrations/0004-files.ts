import type { Kysely } from 'kysely';
import { engineOf, idColumn } from '../dialect';

/** Every stored upload: its random name, detected type, size and who sent it (null: anonymous settlement). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('upload_file')
    .addColumn('id', 'integer', idColumn(engineOf(db)))
    .addColumn('file_key', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('mime', 'varchar(64)', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('original_name', 'varchar(255)')
    .addColumn('member_id', 'integer', (c) => c.references('sys_member.id'))
    .addColumn('scene', 'varchar(20)', (c) => c.notNull())
    .addColumn('watermarked', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('upload_file').execute();
}
