// `npm run bench:pages`: Lighthouse (desktop preset) on every public route of the web app's route
// table, with the gzip size of the JavaScript each route loads on a first visit. The scripts a
// route loads are taken from Lighthouse's own network records of that visit; their gzip sizes from
// the build (bench/lib/js-sizes.mjs). BENCH_ROUTES=/home,/news limits the routes.
import fs from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CLOSED_NETWORK_FLAGS, ensureChromium } from '../scripts/lib/chromium.mjs';
import { ensureWebBuild } from '../scripts/lib/web-build.mjs';
import { BUDGETS } from './budgets.mjs';
import { PAGE_SAMPLES } from './page-samples.mjs';
import { startBenchServer } from './lib/bench-server.mjs';
import { fixed, kB, mark, markdownTable } from './lib/format.mjs';
import { WEB_DIST, allScripts, entryScripts, gzipBytes } from './lib/js-sizes.mjs';
import { snapshotWebBuild } from '../scripts/lib/web-snapshot.mjs';
import { isMain } from './lib/server-modules.mjs';
import { settings } from './lib/settings.mjs';
import { SIGNED_IN_PAGES, prepareSignedInVisit, signInDemo } from './lib/signed-in.mjs';
import { publicPageRoutes, readWebRoutes } from './lib/web-routes.mjs';


const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const score = (lhr, id) => {
  const s = lhr.categories[id]?.score;
  return s === null || s === undefined ? null : Math.round(s * 100);
};
const numeric = (lhr, id) => lhr.audits[id]?.numericValue ?? null;

const requestsOf = (lhr) => lhr.audits['network-requests']?.details?.items ?? [];

/** Same-origin scripts the visit requested, as URL paths. */
function scriptsOf(lhr, origin) {
  const paths = requestsOf(lhr)
    .filter((i) => i.resourceType === 'Script' && typeof i.url === 'string' && i.url.startsWith(origin))
    .map((i) => new URL(i.url).pathname);
  return [...new Set(paths)];
}

/** Anything the page asked of another host: in the closed intranet that would fail. */
function foreignRequests(lhr, origin) {
  return requestsOf(lhr)
    .map((i) => String(i.url ?? ''))
    .filter((u) => /^(https?|wss?):/.test(u) && !u.startsWith(origin));
}

/**
 * BENCH_RUNS visits; the one with the median performance score (scores vary from run to run), and
 * all of them (each timing figure is reported as its own median across the runs, see `medianOf`).
 * A visit Lighthouse could not record (NO_NAVSTART, NO_FCP on a busy machine) is tried once more.
 */
async function medianRun(url, port, beforeRun = null) {
  const flags = { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, disableFullPageScreenshot: true, disableStorageReset: beforeRun !== null };
  const runs = [];
  let failed = null;
  let retries = 1;
  while (runs.length < settings.runs) {
    if (beforeRun) await beforeRun();
    const lhr = (await lighthouse(url, flags, desktopConfig))?.lhr;
    if (lhr && !lhr.runtimeError) runs.push(lhr);
    else if (retries-- > 0) failed = lhr ?? failed;
    else return lhr ?? failed;
  }
  runs.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
  return Object.assign(runs[Math.floor((runs.length - 1) / 2)], { allRuns: runs });
}

/**
 * A figure's median across the runs: with three runs all scoring 100, the median-score run is an
 * arbitrary pick, and its scripts-before-paint count was one run's outlier (14 against 10, 10).
 */
function medianOf(lhr, figure) {
  const values = (lhr.allRuns ?? [lhr]).map(figure).filter((v) => typeof v === 'number').sort((a, b) => a - b);
  return values.length ? values[Math.floor((values.length - 1) / 2)] : null;
}

/** Audits of a category that did not pass: what to fix first. */
function failedAudits(lhr, category) {
  return (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((a) => a && typeof a.score === 'number' && a.score < 1)
    .map((a) => a.id);
}

/**
 * Script requests that started before the first paint Lighthouse observed (not the simulated one):
 * what a first visit has to fetch before the visitor sees anything.
 */
function scriptsBeforePaint(lhr) {
  const fcp = lhr.audits.metrics?.details?.items?.[0]?.observedFirstContentfulPaint;
  if (typeof fcp !== 'number') return null;
  return requestsOf(lhr).filter((i) => i.resourceType === 'Script' && typeof i.networkRequestTime === 'number' && i.networkRequestTime < fcp).length;
}

async function auditRoute(route, { baseUrl, port, entry, dist, signedIn = null }) {
  const url = baseUrl + (PAGE_SAMPLES[route.path] ?? route.path);
  const lhr = await medianRun(url, port, signedIn ? () => prepareSignedInVisit(port, baseUrl, signedIn.grant) : null);
  if (!lhr) return { route: route.path, url, error: 'Lighthouse returned no result' };
  const scripts = scriptsOf(lhr, baseUrl);
  const loaded = [...new Set([...entry, ...scripts])];
  const size = (file) => gzipBytes(file, dist);
  const lazy = scripts.filter((s) => !entry.includes(s)).map((file) => ({ file, gzip: size(file) ?? 0 }));
  const missing = loaded.filter((s) => size(s) === null);
  const error = lhr.runtimeError?.message ?? null;
  const landed = lhr.finalDisplayedUrl ?? lhr.finalUrl ?? url;
  if (signedIn && new URL(landed).pathname !== new URL(url).pathname) {
    return { route: route.path, url, error: `the signed-in visit of ${signedIn.account} ended at ${landed}, not on the page` };
  }
  return {
    route: route.path,
    area: signedIn?.area ?? null,
    url,
    error,
    warnings: [
      ...(lhr.runWarnings ?? []).filter((w) => w !== error),
      ...missing.map((m) => `${m} is not in the build (did it change during the run?)`),
      ...foreignRequests(lhr, baseUrl).map((u) => `the page requested ${u}, outside the intranet`),
    ],
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    lcp: medianOf(lhr, (run) => numeric(run, 'largest-contentful-paint')),
    tbt: medianOf(lhr, (run) => numeric(run, 'total-blocking-time')),
    cls: medianOf(lhr, (run) => numeric(run, 'cumulative-layout-shift')),
    scriptsBeforePaint: medianOf(lhr, scriptsBeforePaint),
    firstLoadJs: loaded.reduce((sum, s) => sum + (size(s) ?? 0), 0),
    lazy,
    a11yFailures: failedAudits(lhr, 'accessibility'),
    sawNetwork: scripts.length > 0,
    lighthouseVersion: lhr.lighthouseVersion,
    userAgent: lhr.environment?.hostUserAgent ?? '',
  };
}

/**
 * @param {{ baseUrl: string, webDist?: string }} server  webDist: the build the server serves
 */
export async function runPagesBench(server, log = console.log) {
  const dist = server.webDist ?? WEB_DIST;
  const allRoutes = readWebRoutes();
  let routes = publicPageRoutes(allRoutes);
  if (settings.routes.length) routes = routes.filter((r) => settings.routes.includes(r.path));
  // Signed-in pages are measured as their demo account (bench/lib/signed-in.mjs).
  const signedInGroups = SIGNED_IN_PAGES.map((g) => ({ ...g, routes: g.routes.filter((p) => !settings.routes.length || settings.routes.includes(p)) })).filter(
    (g) => g.routes.length > 0,
  );
  const signedInPaths = new Set(signedInGroups.flatMap((g) => g.routes));
  const notMeasured = allRoutes
    .filter((r) => !routes.includes(r) && !signedInPaths.has(r.path) && (r.redirectTo || r.requireAuth))
    .map((r) => `${r.path} (${r.redirectTo ? `redirect → ${r.redirectTo}` : 'requireAuth'})`);
  const skipped = publicPageRoutes(allRoutes).length - routes.length;
  if (skipped > 0) notMeasured.push(`${skipped} public routes left out by BENCH_ROUTES`);
  const entry = entryScripts(dist);
  const chrome = await chromeLauncher.launch({ chromePath: ensureChromium(), chromeFlags: CLOSED_NETWORK_FLAGS, logLevel: 'silent' });
  const rows = [];
  try {
    for (const [i, route] of routes.entries()) {
      log(`[pages] ${i + 1}/${routes.length} ${route.path}`);
      try {
        rows.push(await auditRoute(route, { baseUrl: server.baseUrl, port: chrome.port, entry, dist }));
      } catch (error) {
        rows.push({ route: route.path, error: String(error?.message ?? error) });
      }
    }
    for (const group of signedInGroups) {
      let grant;
      try {
        grant = await signInDemo(server.baseUrl, group.account);
      } catch (error) {
        // One account that cannot sign in costs its own rows, not the whole run's.
        for (const path of group.routes) rows.push({ route: path, area: group.area, error: String(error?.message ?? error) });
        continue;
      }
      for (const path of group.routes) {
        log(`[pages] ${group.area} (${group.account}) ${path}`);
        const signedIn = { ...group, grant };
        try {
          rows.push(await auditRoute({ path }, { baseUrl: server.baseUrl, port: chrome.port, entry, dist, signedIn }));
        } catch (error) {
          rows.push({ route: path, area: group.area, error: String(error?.message ?? error) });
        }
      }
    }
  } finally {
    chrome.kill();
  }
  const loadedBy = new Map();
  for (const r of rows) for (const { file } of r.lazy ?? []) loadedBy.set(file, [...(loadedBy.get(file) ?? []), r.route]);
  const chunks = allScripts(dist)
    .filter((file) => !entry.includes(file))
    .map((file) => ({ file, gzip: gzipBytes(file, dist) ?? 0, loadedBy: loadedBy.get(file) ?? [] }))
    .sort((a, b) => b.gzip - a.gzip);
  const first = rows.find((r) => r.lighthouseVersion);
  return {
    rows,
    entry: entry.map((file) => ({ file, gzip: gzipBytes(file, dist) ?? 0 })),
    chunks,
    notMeasured,
    lighthouseVersion: first?.lighthouseVersion ?? '?',
    chromium: first?.userAgent.match(/(?:Headless)?Chrome\/([\d.]+)/)?.[1] ?? '?',
  };
}

const scoreCell = (value, budget) => (value === null || value === undefined ? '—' : budget ? `${value} ${mark(value >= budget)}` : String(value));

export const PAGE_HEADERS = [
  'route',
  `perf ≥${BUDGETS.performance}`,
  `a11y ≥${BUDGETS.accessibility}`,
  'BP',
  'SEO',
  `LCP ms ≤${BUDGETS.lcp}`,
  'TBT ms',
  `CLS ≤${BUDGETS.cls}`,
  `scripts before paint ≤${BUDGETS.scriptsBeforePaint}`,
  `first-load JS kB ≤${BUDGETS.firstLoadJs / 1000} (signed in ≤${BUDGETS.firstLoadJsSignedIn / 1000})`,
  `lazy JS kB (each ≤${BUDGETS.lazyChunk / 1000})`,
];

/** The first-load budget of a row: a signed-in area's tables and forms get more (issue #18). */
export const firstLoadBudget = (row) => (row.area ? BUDGETS.firstLoadJsSignedIn : BUDGETS.firstLoadJs);

const budgetCell = (value, ok, digits = 0) => (value === null || value === undefined ? '—' : `${fixed(value, digits)} ${mark(ok)}`);

export function pageTableRows(pages) {
  return pages.rows.map((r) => {
    const route = r.area ? `${r.route} (${r.area})` : r.route;
    if (r.performance === undefined) return [`${route} ✘ (see below)`, ...PAGE_HEADERS.slice(1).map(() => '—')];
    const lazySum = r.lazy.reduce((s, c) => s + c.gzip, 0);
    const lazyOk = r.lazy.every((c) => c.gzip <= BUDGETS.lazyChunk);
    return [
      route + (r.error ? ' ✘ (see below)' : ''),
      scoreCell(r.performance, BUDGETS.performance),
      scoreCell(r.accessibility, BUDGETS.accessibility),
      scoreCell(r.bestPractices),
      scoreCell(r.seo),
      budgetCell(r.lcp, r.lcp <= BUDGETS.lcp),
      fixed(r.tbt),
      budgetCell(r.cls, r.cls <= BUDGETS.cls, 3),
      budgetCell(r.scriptsBeforePaint, r.scriptsBeforePaint <= BUDGETS.scriptsBeforePaint),
      `${kB(r.firstLoadJs)} ${mark(r.firstLoadJs <= firstLoadBudget(r))}`,
      r.sawNetwork ? `${kB(lazySum)}${r.lazy.length > 1 ? ` (${r.lazy.length} files)` : ''} ${mark(lazyOk)}` : '? no network record',
    ];
  });
}

export function pagesTable(pages) {
  return markdownTable(PAGE_HEADERS, pageTableRows(pages), { right: [false, ...PAGE_HEADERS.slice(1).map(() => true)] });
}

/** Every script chunk index.html does not load itself, largest first; `limit` shortens the list. */
export function chunkTable(pages, limit = Infinity) {
  const shown = pages.chunks.slice(0, limit);
  const by = (routes) =>
    routes.length === 0 ? '— (no measured route loaded it)' : routes.length <= 4 ? routes.join(', ') : `${routes.length} routes (${routes.slice(0, 3).join(', ')}, …)`;
  const rows = shown.map((c) => [c.file.replace(/^\/assets\/js\//, ''), `${kB(c.gzip)} ${mark(c.gzip <= BUDGETS.lazyChunk)}`, by(c.loadedBy)]);
  const rest = pages.chunks.slice(shown.length);
  if (rest.length) {
    const max = Math.max(...rest.map((c) => c.gzip));
    rows.push([`… ${rest.length} smaller chunks`, `≤ ${kB(max)} ${mark(max <= BUDGETS.lazyChunk)}`, '']);
  }
  return markdownTable(['lazy chunk', `gzip kB ≤${BUDGETS.lazyChunk / 1000}`, 'loaded by'], rows, { right: [false, true, false] });
}

export function pagesCaption(pages) {
  const runs = settings.runs > 1 ? `median of ${settings.runs} runs per route` : 'one run per route';
  return `Pages: Lighthouse ${pages.lighthouseVersion}, desktop preset (simulated throttling), Chromium ${pages.chromium}, ${runs}`;
}

export function entryLine(pages) {
  const total = pages.entry.reduce((s, e) => s + e.gzip, 0);
  return `index.html loads ${pages.entry.length} script(s) before any route: ${pages.entry
    .map((e) => `${e.file.replace(/^\/assets\/js\//, '')} ${kB(e.gzip)} kB`)
    .join(', ')} — ${kB(total)} kB gzip in all.`;
}

/** Errors and warnings of the runs, one line each. */
export function problemLines(pages) {
  return pages.rows.flatMap((r) => [
    ...(r.error ? [`✘ ${r.route}: ${r.error}`] : []),
    ...(r.a11yFailures?.length ? [`accessibility ${r.route}: failed audits ${r.a11yFailures.join(', ')}`] : []),
    ...(r.warnings ?? []).map((w) => `warning ${r.route}: ${w}`),
  ]);
}

/**
 * The pages half of `npm run bench`, in a process of its own (bench/lib/pages-child.mjs): Lighthouse
 * and Chromium leave nothing behind in the process that then measures the API.
 */
if (isMain(import.meta) && process.env.BENCH_PAGES_SERVER) {
  const server = JSON.parse(process.env.BENCH_PAGES_SERVER);
  const pages = await runPagesBench(server);
  fs.writeFileSync(server.out, JSON.stringify(pages));
} else if (isMain(import.meta)) {
  ensureChromium();
  ensureWebBuild();
  const web = snapshotWebBuild();
  let pages;
  try {
    const server = await startBenchServer({ engine: 'sqlite', scale: settings.scale, webDist: web.dir });
    try {
      pages = await runPagesBench(server);
    } finally {
      await server.stop();
    }
  } finally {
    web.remove();
  }
  console.log(`\n${pagesCaption(pages)}\n`);
  console.log(pagesTable(pages));
  console.log(`\n${entryLine(pages)}\n`);
  console.log(chunkTable(pages));
  console.log(`\nnot measured: ${pages.notMeasured.join(', ')}`);
  console.log(problemLines(pages).join('\n'));
}
