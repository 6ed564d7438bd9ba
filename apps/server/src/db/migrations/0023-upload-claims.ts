import { type Kysely, sql } from 'kysely';

/**
 * Issue #17: an upload no record uses is removed by a periodic sweep a day after it came in.
 * `claimed` says a record uses it. The default is 1, so every row stored before this change (and
 * every seeded file) counts as in use and is never swept; only POST /api/uploadFile stores 0, and
 * a service sets 1 in the transaction that puts the path into a record. A partial index keeps the
 * sweep's look-up small however many claimed files there are.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('upload_file').addColumn('claimed', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  await db.schema.createIndex('upload_file_unclaimed').on('upload_file').column('created_at').where(sql.ref('claimed'), '=', 0).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('upload_file_unclaimed').execute();
  await db.schema.alterTable('upload_file').dropColumn('claimed').execute();
}
