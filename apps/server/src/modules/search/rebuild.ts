import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { indexArticlesAfter } from './article-index';
import { type TokenRow, insertTokenRows } from './indexer';
import { monographTokenRows, standardTokenRows } from './lookup-index';
import { indexProductsAfter } from './product-index';

/**
 * The version of the tokenizer and indexers. Bump it with any change that alters the tokens a
 * document gets or a query asks for: every database is then rebuilt at its next start (or by
 * `npm run reindex`), and no migration has to call today's code (issue #19).
 */
export const SEARCH_INDEX_VERSION = 1;

const NAME = 'lookup_token';
/** Documents read per page: bounds the memory on large tables. */
const PAGE = 2_000;

const byKey = (a: TokenRow, b: TokenRow): number => (a.token < b.token ? -1 : a.token > b.token ? 1 : Number(a.doc_id) - Number(b.doc_id));

export async function storedSearchIndexVersion(db: Kysely<Database>): Promise<number | null> {
  const row = await db.selectFrom('search_index_version').select('version').where('name', '=', NAME).executeTakeFirst();
  return row ? Number(row.version) : null;
}

/** Records that the index holds what this code writes (the demo seed and a rebuild call it). */
export async function markSearchIndexCurrent(db: Kysely<Database>, now = new Date().toISOString()): Promise<void> {
  await db
    .insertInto('search_index_version')
    .values({ name: NAME, version: SEARCH_INDEX_VERSION, built_at: now })
    .onConflict((oc) => oc.column('name').doUpdateSet({ version: SEARCH_INDEX_VERSION, built_at: now }))
    .execute();
}

/** Every row a page reader gives, a page at a time, its tokens written in key order; answers how many rows. */
async function indexAll<R extends { id: number }>(db: Kysely<Database>, pageAfter: (id: number) => Promise<R[]>, rowsOf: (row: R) => TokenRow[]): Promise<number> {
  let count = 0;
  for (let last = 0; ; ) {
    const page = await pageAfter(last);
    if (page.length === 0) return count;
    await insertTokenRows(db, page.flatMap(rowsOf).sort(byKey));
    last = page.at(-1)!.id;
    count += page.length;
  }
}

const withNumberId = <R extends { id: number | string }>(rows: R[]) => rows.map((r) => ({ ...r, id: Number(r.id) }));

const indexMonographs = (db: Kysely<Database>) =>
  indexAll(db, async (after) => withNumberId(await db.selectFrom('pharmacopoeia_monograph').selectAll().where('id', '>', after).orderBy('id').limit(PAGE).execute()), monographTokenRows);

const indexStandards = (db: Kysely<Database>) =>
  indexAll(db, async (after) => withNumberId(await db.selectFrom('quality_standard').selectAll().where('id', '>', after).orderBy('id').limit(PAGE).execute()), standardTokenRows);

export interface RebuildCounts {
  monographs: number;
  standards: number;
  articles: number;
  products: number;
}

/**
 * Every document's tokens written afresh by this code, in one transaction (the search answers from
 * the old index until it commits), and the version recorded with them.
 */
export async function rebuildSearchIndex(db: Kysely<Database>): Promise<RebuildCounts> {
  const run = async (trx: Kysely<Database>): Promise<RebuildCounts> => {
    await trx.deleteFrom('lookup_token').execute();
    const counts = { monographs: await indexMonographs(trx), standards: await indexStandards(trx), articles: await indexArticlesAfter(trx, 0), products: await indexProductsAfter(trx, 0) };
    await markSearchIndexCurrent(trx);
    return counts;
  };
  return db.isTransaction ? run(db) : db.transaction().execute(run);
}

/** At start: rebuilds the index when it was written by an older version of the code (or by none recorded). */
export async function ensureSearchIndex(db: Kysely<Database>, log: (message: string) => void): Promise<RebuildCounts | null> {
  const stored = await storedSearchIndexVersion(db);
  if (stored !== null && stored >= SEARCH_INDEX_VERSION) return null;
  log(`search index version ${stored ?? 'none'} → ${SEARCH_INDEX_VERSION}: rebuilding`);
  const counts = await rebuildSearchIndex(db);
  log(`search index rebuilt: ${counts.monographs} monographs, ${counts.standards} standards, ${counts.articles} articles, ${counts.products} products`);
  return counts;
}
