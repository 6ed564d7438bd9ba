// 质量分析 on the bench data (issue #21): a member's year of results must answer in ≤ 50 ms p95.
// The call is owner-scoped (a session, no stored reply), so it is timed here over HTTP, one request
// at a time, signed in as the bench's heavy members (every 37th order, ~270 reported orders a year
// each at scale 1): the default answer (the last 12 months), a filter of each kind, a deep page and
// a two-year span.
import { API_BUDGETS } from '../budgets.mjs';
import { fixed } from './format.mjs';
import { percentile, timed } from './keyword-search.mjs';
import { importTs } from './server-modules.mjs';

export const QUALITY_CALL = 'GET /api/orderInfo/getQualityAnalysis';
const MEMBERS_MEASURED = 5;

async function signIn(baseUrl, account, password) {
  const res = await fetch(`${baseUrl}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account, password }) });
  const body = await res.json();
  if (!body.data?.accessToken) throw new Error(`quality bench: ${account} could not sign in (${body.retmsg})`);
  return body.data.accessToken;
}

async function get(baseUrl, token, query) {
  const res = await fetch(`${baseUrl}/api/orderInfo/getQualityAnalysis?${query}`, { headers: { token } });
  const body = await res.json();
  if (body.retcode !== 1) throw new Error(`quality bench: ${query || '(default)'} answered ${body.retcode} ${body.retmsg}`);
  return body.data;
}

/**
 * The budget is about a year of results: the default span and its filters and pages. The two-year
 * span (twice the rows) is timed too and reported beside it, without a verdict.
 * @returns {Promise<{ members: number, rows: number, requests: number, p50: number, p95: number, max: number, twoYearsP95: number, budget: number, verdict: string }>}
 */
export async function measureQualityAnalysis(server, runs = 10) {
  const { BENCH_MEMBER_PASSWORD, benchMemberAccount } = await importTs('bench/generator/members.ts');
  const enc = encodeURIComponent;
  const all = [];
  const twoYearTimes = [];
  let rows = 0;
  for (let k = 0; k < MEMBERS_MEASURED; k += 1) {
    const token = await signIn(server.baseUrl, benchMemberAccount(k), BENCH_MEMBER_PASSWORD);
    const year = await get(server.baseUrl, token, '');
    rows = Math.max(rows, year.rows.total);
    const o = year.options;
    const twoYears = new Date(Date.parse(`${year.to}T00:00:00Z`) - 730 * 86_400_000).toISOString().slice(0, 10);
    const queries = [
      '',
      'pageNum=10&pageSize=20',
      o.items[0] ? `itemName=${enc(o.items[0])}` : '',
      o.suppliers[0] ? `supplier=${enc(o.suppliers[0])}` : '',
      o.varieties[0] ? `variety=${enc(o.varieties[0])}&origin=${enc(o.origins[0] ?? '')}` : '',
    ];
    for (const q of queries) all.push(...(await timed(() => get(server.baseUrl, token, q), runs)));
    twoYearTimes.push(...(await timed(() => get(server.baseUrl, token, `from=${twoYears}&to=${year.to}`), runs)));
  }
  all.sort((a, b) => a - b);
  twoYearTimes.sort((a, b) => a - b);
  const p95 = percentile(all, 95);
  return {
    members: MEMBERS_MEASURED,
    rows,
    requests: all.length,
    p50: percentile(all, 50),
    p95,
    max: all.at(-1),
    twoYearsP95: percentile(twoYearTimes, 95),
    budget: API_BUDGETS.qualityP95Ms,
    verdict: p95 <= API_BUDGETS.qualityP95Ms ? '✔' : '✘',
  };
}

export const QUALITY_HEADERS = ['engine', 'members', 'rows a year (most)', 'requests', 'p50 ms', 'p95 ms', 'max ms', 'check', 'two years p95 ms'];

export function qualityTableRows(results) {
  return results.flatMap(({ engine, quality }) =>
    quality ? [[engine, String(quality.members), quality.rows.toLocaleString('en-US'), String(quality.requests), fixed(quality.p50, 2), fixed(quality.p95, 2), fixed(quality.max, 2), `${quality.verdict} p95 ≤ ${quality.budget} ms`, fixed(quality.twoYearsP95, 2)]] : [],
  );
}
