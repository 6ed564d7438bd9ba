import type { Kysely } from 'kysely';

/**
 * Issue #19: migrations never run application code again. The search index (lookup_token) records
 * which version of the tokenizer and indexers wrote it; the server rebuilds the index at start when
 * the code's version is newer (modules/search/rebuild.ts, or `npm run reindex` by hand). No row: a
 * database indexed before this table existed, rebuilt once at its next start.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('search_index_version')
    .addColumn('name', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('built_at', 'varchar(40)', (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('search_index_version').execute();
}
