import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { DOC_KIND } from './doc-kind';
import { type TokenRow, insertTokenRows } from './indexer';

/**
 * Mall products (publish_product) in the lookup token index, for the mall's keyword search
 * (products/repository, issue #18). The search keeps its meaning: the keyword as typed, found
 * anywhere in the name, origin or specification (case ignored). The tokens only find the
 * candidates, which the repository checks with that same LIKE: every keyword that LIKE finds holds
 * tokens the product has, so the index never loses a match, and a rare token reads only its few
 * products instead of the whole table.
 *
 * Tokens are character n-grams of the text's runs, the same for a product and for a keyword:
 * Chinese runs give every character and bigram, runs of Latin letters and digits every 1- to
 * 3-gram. A keyword's run of up to that length is itself a token; a longer one needs all its
 * bigrams (trigrams): a substring of a product's run has them all. Other characters (punctuation,
 * other scripts) give no token and are left to the LIKE check.
 *
 * Every writer of a product's name, origin or specification calls reindexProduct / unindexProduct
 * in the transaction of its write, so a search never sees a product and its tokens disagree.
 */

export interface ProductText {
  name: string;
  origin: string;
  specification: string;
}

/** Runs of one kind of character and the longest n-gram indexed for them. */
const RUNS: readonly { pattern: RegExp; n: number }[] = [
  { pattern: /\p{Script=Han}+/gu, n: 2 },
  { pattern: /[a-z0-9]+/g, n: 3 },
];
/** Rows read per page when indexing many products: bounds the memory, not the transaction. */
const PAGE = 2_000;

const lower = (s: string): string => s.toLowerCase();

function grams(run: string, n: number): string[] {
  const out: string[] = [];
  for (let size = 1; size <= n; size += 1) for (let i = 0; i + size <= run.length; i += 1) out.push(run.slice(i, i + size));
  return out;
}

/** Every token of a product: the n-grams of each run of its name, origin and specification. */
export function productTokens(p: ProductText): Set<string> {
  const tokens = new Set<string>();
  for (const text of [p.name, p.origin, p.specification]) {
    for (const { pattern, n } of RUNS) for (const m of lower(text).matchAll(pattern)) for (const g of grams(m[0], n)) tokens.add(g);
  }
  return tokens;
}

/** The tokens a product must hold for LIKE '%keyword%' to find it in one of its fields; none: no run to go by. */
export function keywordTokens(keyword: string): string[] {
  const tokens = new Set<string>();
  for (const { pattern, n } of RUNS) {
    for (const m of lower(keyword).matchAll(pattern)) {
      const run = m[0];
      if (run.length <= n) tokens.add(run);
      else for (let i = 0; i + n <= run.length; i += 1) tokens.add(run.slice(i, i + n));
    }
  }
  return [...tokens];
}

const byToken = (a: TokenRow, b: TokenRow): number => (a.token < b.token ? -1 : a.token > b.token ? 1 : Number(a.doc_id) - Number(b.doc_id));

/** The products carry no facet or rank: field, facet and name_len are 0. */
export const productTokenRows = (id: number, p: ProductText): TokenRow[] =>
  [...productTokens(p)].map((token) => ({ token, doc_kind: DOC_KIND.PRODUCT, doc_id: id, field: 0, facet: 0, name_len: 0 }));

export async function unindexProduct(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('lookup_token').where('doc_kind', '=', DOC_KIND.PRODUCT).where('doc_id', '=', id).execute();
}

export async function reindexProduct(db: Kysely<Database>, id: number, p: ProductText): Promise<void> {
  await unindexProduct(db, id);
  await insertTokenRows(db, productTokenRows(id, p));
}

/**
 * Indexes every product with an id above `afterId`, a page at a time, and returns how many: the
 * migration of existing databases, the demo seed and the bench data. The caller's transaction, if
 * any, holds them all.
 */
export async function indexProductsAfter(db: Kysely<Database>, afterId: number): Promise<number> {
  let last = afterId;
  let count = 0;
  for (;;) {
    const page = await db.selectFrom('publish_product').select(['id', 'name', 'origin', 'specification']).where('id', '>', last).orderBy('id').limit(PAGE).execute();
    if (page.length === 0) return count;
    // In key order: each batch lands on neighbouring index pages (see indexArticlesAfter).
    await insertTokenRows(db, page.flatMap((p) => productTokenRows(Number(p.id), p)).sort(byToken));
    last = Number(page.at(-1)!.id);
    count += page.length;
  }
}
