import type { Kysely } from 'kysely';
import { engineOf, idColumn } from '../dialect';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sys_dict_data')
    .addColumn('id', 'integer', idColumn(engineOf(db)))
    .addColumn('dict_type', 'varchar(64)', (c) => c.notNull())
    .addColumn('dict_code', 'varchar(64)', (c) => c.notNull())
    .addColumn('dict_label', 'varchar(200)', (c) => c.notNull())
    .addColumn('dict_value', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('sys_dict_data_type_code_uq', ['dict_type', 'dict_code'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sys_dict_data').execute();
}
