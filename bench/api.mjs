// `npm run bench:api`: autocannon against /healthz (the floor of this machine and stack) and then
// every public list call of the server's route catalog, one after the other, on the large data set.
// BENCH_DB=sqlite|postgres|both (default: both when PostgreSQL's binaries exist), BENCH_SECONDS=10,
// BENCH_WARMUP=2, BENCH_CONNECTIONS=100, BENCH_SCALE=1.
// Issue #18: each public read against its budget (≥ 0.4 × /healthz, p99 ≤ 25 ms), then a mixed run
// (every public call at once, the connections shared out; no p99 above 50 ms) and the writes
// (placeOrder with every acknowledged order counted, an institution move, an upload, login);
// BENCH_MIXED=0 / BENCH_WRITES=0 leave them out; BENCH_ONLY=writes runs the writes alone.
import autocannon from 'autocannon';
import { API_SAMPLES } from './api-samples.mjs';
import { API_BUDGETS } from './budgets.mjs';
import { runWriteBench } from './lib/api-writes.mjs';
import { startBenchServer } from './lib/bench-server.mjs';
import { autocannonFigures, fixed, markdownTable, thousands } from './lib/format.mjs';
import { KEYWORD_HEADERS, keywordTableRows, measureServerKeywordSearches } from './lib/keyword-search.mjs';
import { QUALITY_CALL, QUALITY_HEADERS, measureQualityAnalysis, qualityTableRows } from './lib/quality-analysis.mjs';
import { isMain } from './lib/server-modules.mjs';
import { settings } from './lib/settings.mjs';

const HEALTHZ = 'GET /healthz';

/** What every browser sends (the server keeps a gzipped copy of each stored public reply). */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/** A sample is a path, or { method, path, body, refused } (refused: the call is meant to answer retcode 0). */
const toRequest = (sample) =>
  typeof sample === 'string'
    ? { method: 'GET', path: sample, headers: BROWSER_HEADERS }
    : {
        method: sample.method ?? 'GET',
        path: sample.path,
        ...(sample.refused ? { refused: true } : {}),
        ...(sample.body === undefined
          ? { headers: BROWSER_HEADERS }
          : { body: JSON.stringify(sample.body), headers: { ...BROWSER_HEADERS, 'content-type': 'application/json' } }),
      };

/**
 * The calls to measure: public GET calls of the gateway (no session, not ownerScoped), plus any
 * other call that has a sample. `samples` is null when the table has no row for a call.
 */
export function listBenchCalls(catalog) {
  const calls = [];
  const seen = new Set();
  for (const route of catalog) {
    const key = `${route.method} ${route.url}`;
    // A call that needs a session is not a public read (the writes below sign in for theirs).
    if (key === HEALTHZ || !route.api || route.ownerScoped || route.signedIn || seen.has(key)) continue;
    const samples = API_SAMPLES[key];
    if (route.method !== 'GET' && !samples) continue;
    seen.add(key);
    if (samples && !Array.isArray(samples)) calls.push({ call: key, requests: null, skip: samples.skip });
    else calls.push({ call: key, requests: samples ? samples.map(toRequest) : null });
  }
  calls.sort((a, b) => a.call.localeCompare(b.call));
  const unknown = Object.keys(API_SAMPLES).filter((k) => !seen.has(k));
  return { calls, unknown };
}

/** How long one sample may take before the load: a server that does not answer is a finding, not a crash of the run. */
const SAMPLE_TIMEOUT_MS = 30_000;

/** Each sample once, before the load: a 200 that says retcode 0 would flatter the figures (unless the sample is a refusal on purpose). */
async function checkSamples(baseUrl, requests) {
  const problems = [];
  for (const r of requests) {
    let res;
    let text;
    try {
      res = await fetch(baseUrl + r.path, { method: r.method, body: r.body, headers: r.headers, signal: AbortSignal.timeout(SAMPLE_TIMEOUT_MS) });
      text = await res.text();
    } catch (error) {
      problems.push(`${r.path}: no answer within ${SAMPLE_TIMEOUT_MS / 1000} s (${error instanceof Error ? error.message : String(error)})`);
      continue;
    }
    if (!res.ok) {
      problems.push(`${r.path}: HTTP ${res.status}`);
      continue;
    }
    try {
      const body = JSON.parse(text);
      const expected = r.refused ? 0 : 1;
      if (body && typeof body === 'object' && 'retcode' in body && body.retcode !== expected) {
        problems.push(`${r.path}: retcode ${body.retcode} ${body.retmsg ?? ''}`.trim());
      }
    } catch {
      problems.push(`${r.path}: not JSON`);
    }
  }
  return problems;
}

async function measure(baseUrl, requests, connections = settings.connections, warmup = settings.warmup) {
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration: settings.seconds,
    requests: requests.map(({ refused: _refused, ...request }) => request),
    ...(warmup > 0 ? { warmup: { connections, duration: warmup } } : {}),
  });
  return autocannonFigures(result);
}

/**
 * @param {{ baseUrl: string, engine: string, engineVersion: string, catalog: object[] }} server
 * @returns {Promise<{ engine: string, engineVersion: string, rows: object[], warnings: string[] }>}
 */
export async function runApiBench(server, log = console.log) {
  const { calls, unknown } = listBenchCalls(server.catalog);
  const warnings = unknown.map((k) => `bench/api-samples.mjs has a sample for ${k}, which the server does not register`);
  const rows = [];
  if (settings.onlyWrites) {
    if (server.dataDir) rows.push(...(await runWriteBench(server, log)));
    return { engine: server.engine, engineVersion: server.engineVersion, rows, warnings };
  }
  const run = async (call, requests) => {
    log(`[${server.engine}] ${call}: ${settings.connections} connections, ${settings.seconds} s …`);
    const problems = await checkSamples(server.baseUrl, requests);
    const figures = await measure(server.baseUrl, requests);
    const row = { call, samples: requests.length, ...figures, problems };
    rows.push(row);
    return row;
  };
  // Warm the whole server (JIT, caches, pools) on every call first, so /healthz, measured first,
  // is not measured cold.
  const everything = [{ method: 'GET', path: '/healthz', headers: BROWSER_HEADERS }, ...calls.flatMap((c) => c.requests ?? [])];
  const serverWarmup = Math.max(5, 2 * settings.warmup);
  log(`[${server.engine}] warming the server up on all calls, ${serverWarmup} s …`);
  await autocannon({ url: server.baseUrl, connections: settings.connections, duration: serverWarmup, requests: everything });
  const floor = await run(HEALTHZ, [{ method: 'GET', path: '/healthz', headers: BROWSER_HEADERS }]);
  floor.ratio = 1;
  for (const { call, requests, skip } of calls) {
    if (settings.calls.length > 0 && !settings.calls.some((part) => call.includes(part))) continue;
    if (!requests) {
      rows.push({ call, samples: 0, noSample: !skip, skip });
      continue;
    }
    const row = await run(call, requests);
    row.ratio = floor.rps > 0 ? row.rps / floor.rps : null;
    row.verdict = readVerdict(row);
  }
  const measured = rows.filter((r) => r.samples > 0 && r.call !== HEALTHZ);
  if (settings.mixed) await mixedRun(server, calls, measured, floor, log);
  // The keyword searches uncached (the samples above are stored replies after their first answer).
  let searches = [];
  if (settings.calls.length === 0 && server.dataDir) {
    log(`[${server.engine}] keyword searches through the repositories, uncached …`);
    searches = await measureServerKeywordSearches(server);
  }
  // 质量分析 (issue #21): owner-scoped, so not among the public reads; timed signed in, uncached.
  let quality = null;
  if (settings.calls.length === 0 || settings.calls.some((part) => QUALITY_CALL.includes(part))) {
    log(`[${server.engine}] quality analysis of the heavy bench members, signed in …`);
    quality = await measureQualityAnalysis(server);
  }
  if (settings.writes && server.dataDir) rows.push(...(await runWriteBench(server, log)));
  return { engine: server.engine, engineVersion: server.engineVersion, rows, searches, quality, warnings, connections: settings.connections };
}

/** A public read alone: ≥ 0.4 × /healthz and p99 ≤ 25 ms. */
function readVerdict(row) {
  const misses = [];
  if (!(row.ratio >= API_BUDGETS.readRatio)) misses.push(`${fixed(row.ratio, 2)}× < ${API_BUDGETS.readRatio}×`);
  if (!(row.p99 <= API_BUDGETS.readP99Ms)) misses.push(`p99 ${row.p99} > ${API_BUDGETS.readP99Ms} ms`);
  return misses.length ? `✘ ${misses.join(', ')}` : '✔';
}

/**
 * Every public call at once: one autocannon per call, the connections shared out (at least one
 * each), so each call keeps its own p99 while the slow ones run beside it. /healthz runs beside
 * them as one more call: its p99 there is the mixed run's floor (the load generator's 45
 * instances share the machine's cores with the server). The same warm-up as each call alone:
 * the replies each call stored during its own run have expired by now, and a cold start of every
 * list at once is not what the budget is about (a slow call stalling the others).
 */
async function mixedRun(server, calls, rows, floor, log) {
  const withSamples = [{ call: HEALTHZ, requests: [{ method: 'GET', path: '/healthz', headers: BROWSER_HEADERS }] }, ...calls.filter((c) => c.requests)];
  const each = Math.max(1, Math.floor(settings.connections / withSamples.length));
  log(`[${server.engine}] mixed run: ${withSamples.length} calls at once (/healthz among them), ${each} connection(s) each, ${settings.warmup} s warm-up, ${settings.seconds} s …`);
  const results = await Promise.all(withSamples.map(({ requests }) => measure(server.baseUrl, requests, each)));
  withSamples.forEach(({ call }, i) => {
    const row = call === HEALTHZ ? floor : rows.find((r) => r.call === call);
    if (!row) return;
    row.mixedP99 = results[i].p99;
    row.mixedRps = results[i].rps;
    if (row !== floor && results[i].p99 > API_BUDGETS.mixedP99Ms) {
      row.verdict = `${row.verdict === '✔' ? '✘' : row.verdict + ';'} mixed p99 ${results[i].p99} > ${API_BUDGETS.mixedP99Ms} ms`;
    }
  });
}

export const API_HEADERS = ['engine', 'call', 'samples', 'req/s', 'p50 ms', 'p99 ms', 'mixed p99 ms', 'non-2xx', 'errors', '× /healthz', 'check'];

/** The check cell: samples that failed before the load, then the budget's verdict and the write's note. */
function checkCell(r) {
  const parts = [];
  if (r.problems.length) parts.push(`✘ ${r.problems.join('; ')}`);
  if (r.verdict) parts.push(r.budget ? `${r.verdict} ${r.budget}` : r.verdict);
  if (r.note) parts.push(r.note);
  if (r.ordersPerSecond !== undefined) parts.push(`${thousands(r.ordersPerSecond)} orders/s`);
  return parts.join('; ') || '✔';
}

export function apiTableRows(results) {
  return results.flatMap(({ engine, rows }) =>
    rows.map((r) =>
      r.noSample || r.skip
        ? [engine, r.call, '0', '—', '—', '—', '—', '—', '—', '—', r.skip ? `skipped: ${r.skip}` : 'no sample: add one to bench/api-samples.mjs']
        : [
            engine,
            r.call,
            String(r.samples),
            thousands(r.rps),
            fixed(r.p50, 1),
            fixed(r.p99, 1),
            r.mixedP99 === undefined ? '—' : fixed(r.mixedP99, 1),
            String(r.non2xx),
            String(r.errors),
            r.ratio === undefined ? '—' : fixed(r.ratio, 2),
            checkCell(r),
          ],
    ),
  );
}

export function apiTable(results) {
  return markdownTable(API_HEADERS, apiTableRows(results), { right: [false, false, true, true, true, true, true, true, true, true] });
}

/** Runs the API benchmark on every engine of BENCH_DB, each on its own freshly seeded server. */
export async function runApiOnAllEngines(log = console.log, reuse = null) {
  const results = [];
  for (const engine of settings.engines) {
    if (reuse && reuse.engine === engine) {
      results.push(await runApiBench(reuse, log));
      continue;
    }
    const server = await startBenchServer({ engine, scale: settings.scale, log });
    try {
      results.push(await runApiBench(server, log));
    } catch (error) {
      // One engine's failure must not lose the other's figures (nor the pages'): reported, with the server's last words.
      const message = error instanceof Error ? error.message : String(error);
      log(`[${engine}] the API run failed: ${message}\n[${engine}] the server's last output:\n${server.output().slice(-4000)}`);
      results.push({ engine, engineVersion: server.engineVersion, rows: [], warnings: [`the ${engine} API run failed: ${message}`] });
    } finally {
      await server.stop();
    }
  }
  return results;
}

if (isMain(import.meta)) {
  const results = await runApiOnAllEngines();
  console.log(`\nAPI: autocannon, ${settings.connections} connections, ${settings.seconds} s per call after ${settings.warmup} s warm-up\n`);
  console.log(`Budgets: every public read ≥ ${API_BUDGETS.readRatio} × /healthz with p99 ≤ ${API_BUDGETS.readP99Ms} ms; mixed run p99 ≤ ${API_BUDGETS.mixedP99Ms} ms; placeOrder ≥ ${API_BUDGETS.placeOrderPerSecond}/s\n`);
  console.log(apiTable(results));
  const searches = keywordTableRows(results);
  if (searches.length) console.log(`\nKeyword searches, uncached (page 1; budget: news 「质量」 p95 ≤ ${API_BUDGETS.keywordP95Ms} ms)\n\n${markdownTable(KEYWORD_HEADERS, searches)}`);
  const quality = qualityTableRows(results);
  if (quality.length) console.log(`\n质量分析, signed in, one request at a time (budget p95 ≤ ${API_BUDGETS.qualityP95Ms} ms)\n\n${markdownTable(QUALITY_HEADERS, quality)}`);
  for (const w of results.flatMap((r) => r.warnings)) console.log(`warning: ${w}`);
}
