import type { Kysely } from 'kysely';

/** lookup_token.doc_kind of a mall product, as it was when this migration was written. */
const PRODUCT = 4;

/**
 * Issue #18 gave the products already there their search tokens here, with the indexer of the day.
 * Issue #19: a migration never runs application code, so this one no longer writes tokens (see
 * 0017): the seed indexes what it writes, and the rebuild at start indexes an older database.
 */
export async function up(): Promise<void> {}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against the schema of their day
export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('lookup_token').where('doc_kind', '=', PRODUCT).execute();
}
