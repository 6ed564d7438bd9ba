import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { DOC_KIND } from './doc-kind';
import { type TokenRow, insertTokenRows, seedTokenRows, tokenRows } from './indexer';
import type { IndexedDoc } from './tokenizer';

/**
 * Articles (news and help Q&A, all article_info rows) in the lookup token index, for the news
 * search (content/article-repository). Every writer of an article's title or summary calls
 * reindexArticle / unindexArticle with the transaction of its write, so a search never sees an
 * article and its tokens disagree.
 */

export interface ArticleText {
  title: string;
  summary: string;
}

/** The news search filters by its own columns (status, category): the tokens carry no facet. */
const FACET = 0;
/** Rows read per page when indexing many articles: bounds the memory, not the transaction. */
const PAGE = 2_000;

const byKey = (a: TokenRow, b: TokenRow): number => (a.token < b.token ? -1 : a.token > b.token ? 1 : Number(a.doc_id) - Number(b.doc_id));

/**
 * The title is the name: its bigrams, its single characters (a one-character query finds titles
 * holding it, as in the lookup search) and its pinyin, which the tokenizer makes for every name.
 * The summary is the body: bigrams and Latin words only.
 */
export const articleDoc = ({ title, summary }: ArticleText): IndexedDoc => ({ name: title, meta: [], body: [summary] });

export const articleTokenRows = (id: number, a: ArticleText): TokenRow[] => tokenRows(DOC_KIND.ARTICLE, id, FACET, articleDoc(a));
/** The same rows, each article's tokens made once per process: the demo seed, written for every API test. */
export const seedArticleTokenRows = (id: number, a: ArticleText): TokenRow[] => seedTokenRows(DOC_KIND.ARTICLE, id, FACET, articleDoc(a));

export async function unindexArticle(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('lookup_token').where('doc_kind', '=', DOC_KIND.ARTICLE).where('doc_id', '=', id).execute();
}

export async function reindexArticle(db: Kysely<Database>, id: number, title: string, summary: string): Promise<void> {
  await unindexArticle(db, id);
  await insertTokenRows(db, articleTokenRows(id, { title, summary }));
}

/**
 * Indexes every article with an id above `afterId`, a page at a time, and returns how many: the
 * migration of existing databases, the demo seed (with the seed's memoised rows) and the bench data.
 * The caller's transaction, if any, holds them all.
 */
export async function indexArticlesAfter(
  db: Kysely<Database>,
  afterId: number,
  rowsOf: (id: number, a: ArticleText) => TokenRow[] = articleTokenRows,
): Promise<number> {
  let last = afterId;
  let count = 0;
  for (;;) {
    const page = await db.selectFrom('article_info').select(['id', 'title', 'summary']).where('id', '>', last).orderBy('id').limit(PAGE).execute();
    if (page.length === 0) return count;
    // In key order (token, kind, id): each batch lands on neighbouring index pages instead of all over
    // the index. The 100,000 bench articles (8 million rows) took 170 s on SQLite unsorted, 70 s sorted.
    const rows = page.flatMap((a) => rowsOf(Number(a.id), a)).sort(byKey);
    await insertTokenRows(db, rows);
    last = Number(page.at(-1)!.id);
    count += page.length;
  }
}
