import type { Kysely } from 'kysely';

/** lookup_token.doc_kind of an article, as it was when this migration was written. */
const ARTICLE = 3;

/**
 * Issue #7 gave the articles already there their search tokens here, with the tokenizer of the day.
 * Issue #19: a migration never runs application code, so this one no longer writes tokens. A
 * database that ran it before keeps them; one that runs it now is indexed by the seed as it writes,
 * or by the rebuild at start (modules/search/rebuild.ts), which migration 0029 makes possible.
 */
export async function up(): Promise<void> {}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against the schema of their day
export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('lookup_token').where('doc_kind', '=', ARTICLE).execute();
}
