import type { Kysely } from 'kysely';

/** getDatas and findDictData read a type's entries in order; the benchmark showed a full scan and sort. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('sys_dict_data_type_sort_idx').on('sys_dict_data').columns(['dict_type', 'sort', 'id']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('sys_dict_data_type_sort_idx').execute();
}
