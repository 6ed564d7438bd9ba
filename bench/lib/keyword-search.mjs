// The keyword searches of the news list and the mall on the bench data, timed through their
// repositories (issue #18): the API bench's samples are stored replies after their first answer, so
// the search itself — a very common word like 质量, in 37 % of the articles — is timed here, uncached.
import { API_BUDGETS } from '../budgets.mjs';
import { fixed } from './format.mjs';
import { importTs } from './server-modules.mjs';

export const MALL_KEYWORDS = ['黄芪', '饮片', '片', '甘肃', '黄芪饮片', '统货', '不存在的产品'];
export const NEWS_KEYWORDS = ['质量', '人参', '人参皂苷', '不存在的词'];
/** The budget's keyword: the commonest word of the generated articles. */
const BUDGETED = { search: 'news', keyword: '质量' };

export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** Milliseconds of `runs` calls after 3 unmeasured ones, sorted. */
export async function timed(fn, runs) {
  for (let i = 0; i < 3; i += 1) await fn();
  const ms = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await fn();
    ms.push(performance.now() - started);
  }
  return ms.sort((a, b) => a - b);
}

/**
 * Page 1 and page 11 of every keyword, `runs` times each, on an open database (Kysely).
 * @returns {Promise<Array<{ search: string, keyword: string, total: number, p50: number, p95: number, deepP95: number, budget?: number, verdict?: string }>>}
 */
export async function measureKeywordSearches(db, runs = 30) {
  const { createProductRepository } = await importTs('apps/server/src/modules/products/repository.ts');
  const { createArticleRepository } = await importTs('apps/server/src/modules/content/article-repository.ts');
  const products = createProductRepository(db);
  const articles = createArticleRepository(db);
  const rows = [];
  const add = async (search, keyword, page) => {
    const { total } = await page(0);
    const first = await timed(() => page(0), runs);
    const deep = await timed(() => page(10), runs);
    const row = { search, keyword, total, p50: percentile(first, 50), p95: percentile(first, 95), deepP95: percentile(deep, 95) };
    if (search === BUDGETED.search && keyword === BUDGETED.keyword) {
      row.budget = API_BUDGETS.keywordP95Ms;
      row.verdict = row.p95 <= API_BUDGETS.keywordP95Ms ? '✔' : '✘';
    }
    rows.push(row);
  };
  for (const keyword of MALL_KEYWORDS) await add('mall', keyword, (skip) => products.page({ goodsStatus: 2, keyword }, 'listed', 12, skip * 12));
  for (const keyword of NEWS_KEYWORDS) await add('news', keyword, (skip) => articles.page({ keyword }, { pageNum: skip + 1, pageSize: 10 }));
  return rows;
}

/** Opens the bench server's database beside it (SQLite in WAL mode, or PostgreSQL) and times the searches. */
export async function measureServerKeywordSearches(server, runs = 30) {
  const { openDatabase } = await importTs('apps/server/src/db/database.ts');
  const { db } = openDatabase({ dataDir: server.dataDir, databaseUrl: server.databaseUrl });
  try {
    return await measureKeywordSearches(db, runs);
  } finally {
    await db.destroy();
  }
}

export const KEYWORD_HEADERS = ['engine', 'search', 'keyword', 'total', 'p50 ms', 'p95 ms', 'page 11 p95 ms', 'check'];

export function keywordTableRows(results) {
  return results.flatMap(({ engine, searches = [] }) =>
    searches.map((r) => [engine, r.search, r.keyword, r.total.toLocaleString('en-US'), fixed(r.p50, 2), fixed(r.p95, 2), fixed(r.deepP95, 2), r.verdict ? `${r.verdict} p95 ≤ ${r.budget} ms` : '']),
  );
}

/** The budget's verdict per engine, for "where we stand". */
export function keywordSummary(results) {
  return results.flatMap(({ engine, searches = [] }) =>
    searches.filter((r) => r.verdict).map((r) => `${r.verdict} ${r.search} search 「${r.keyword}」 on ${engine} (${r.total.toLocaleString('en-US')} hits): p95 ${fixed(r.p95, 1)} ms (budget ${r.budget} ms), page 11 p95 ${fixed(r.deepP95, 1)} ms`),
  );
}
