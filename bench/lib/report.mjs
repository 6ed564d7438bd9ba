// The combined table run-all prints, the "where we stand" summary, and docs/benchmarks.md.
import { API_HEADERS, apiTable, apiTableRows } from '../api.mjs';
import { API_BUDGETS, BUDGETS } from '../budgets.mjs';
import { breakdownTable } from '../js-breakdown.mjs';
import { PAGE_HEADERS, chunkTable, firstLoadBudget, entryLine, pageTableRows, pagesCaption, pagesTable, problemLines } from '../pages.mjs';
import { fixed, kB, markdownTable, thousands } from './format.mjs';
import { KEYWORD_HEADERS, keywordSummary, keywordTableRows } from './keyword-search.mjs';

/** One table for both: a row per route, then a row per call; cells that do not apply stay empty. */
export function combinedTable(pages, api) {
  const pageCols = PAGE_HEADERS.length - 1;
  const apiCols = API_HEADERS.length - 2; // engine goes into the target cell
  const headers = ['kind', 'target', ...PAGE_HEADERS.slice(1), ...API_HEADERS.slice(2)];
  const empty = (n) => Array.from({ length: n }, () => '');
  const rows = [
    ...(pages ? pageTableRows(pages).map(([route, ...cells]) => ['page', route, ...cells, ...empty(apiCols)]) : []),
    ...apiTableRows(api).map(([engine, call, ...cells]) => ['api', `${call} (${engine})`, ...empty(pageCols), ...cells]),
  ];
  const right = headers.map((h, i) => i > 1 && h !== 'check');
  return markdownTable(headers, rows, { right });
}

const ANTD_FAMILY = /^(antd|@rc-component\/|rc-|@ant-design\/|stylis$|@emotion\/)/;

function scoreMisses(pages, key, label, budget) {
  const measured = pages.rows.filter((r) => typeof r[key] === 'number');
  const misses = measured.filter((r) => r[key] < budget).sort((a, b) => a[key] - b[key]);
  if (!measured.length) return `- **${label} ≥ ${budget}**: not measured.`;
  const failed = pages.rows.length - measured.length;
  const unmeasured = failed ? ` ${failed} route(s) could not be measured (see the problems under Pages).` : '';
  if (!misses.length) return `- **${label} ≥ ${budget}**: met on all ${measured.length} routes (lowest ${Math.min(...measured.map((r) => r[key]))}).${unmeasured}`;
  const list = misses.map((r) => `${r.route} ${r[key]} (−${budget - r[key]})`).join(', ');
  return `- **${label} ≥ ${budget}**: missed on ${misses.length} of ${measured.length} routes: ${list}.${unmeasured}`;
}

/** A figure with an upper bound (LCP, CLS, scripts before paint): the routes over it. */
function maxMisses(pages, key, label, budget, digits = 0) {
  const measured = pages.rows.filter((r) => typeof r[key] === 'number' && r.performance !== undefined);
  if (!measured.length) return `- **${label} ≤ ${budget}**: not measured.`;
  const misses = measured.filter((r) => r[key] > budget).sort((a, b) => b[key] - a[key]);
  if (!misses.length) return `- **${label} ≤ ${budget}**: met on all ${measured.length} routes (highest ${Math.max(...measured.map((r) => r[key])).toFixed(digits)}).`;
  const list = misses.map((r) => `${r.route}${r.area ? ` (${r.area})` : ''} ${r[key].toFixed(digits)}`).join(', ');
  return `- **${label} ≤ ${budget}**: missed on ${misses.length} of ${measured.length} routes: ${list}.`;
}

function jsMisses(pages, breakdown) {
  const measured = pages.rows.filter((r) => typeof r.firstLoadJs === 'number' && r.performance !== undefined);
  const misses = measured.filter((r) => r.firstLoadJs > firstLoadBudget(r));
  const entryTotal = pages.entry.reduce((s, e) => s + e.gzip, 0);
  const lines = [];
  if (!misses.length) {
    lines.push(`- **first-load JavaScript ≤ ${kB(BUDGETS.firstLoadJs)} kB (signed-in pages ≤ ${kB(BUDGETS.firstLoadJsSignedIn)} kB)**: met on all ${measured.length} routes.`);
  } else {
    const sizes = misses.map((r) => r.firstLoadJs);
    const lo = Math.min(...sizes);
    const hi = Math.max(...sizes);
    const over = (b) => `+${kB(b - BUDGETS.firstLoadJs)}`; // against the public budget; signed-in rows name theirs below
    const pct = (b) => `+${Math.round(((b - BUDGETS.firstLoadJs) / BUDGETS.firstLoadJs) * 100)} %`;
    const range =
      lo === hi ? `${kB(lo)} kB (${over(lo)} kB, ${pct(lo)})` : `${kB(lo)}–${kB(hi)} kB (${over(lo)} to ${over(hi)} kB, ${pct(lo)} to ${pct(hi)})`;
    lines.push(
      `- **first-load JavaScript ≤ ${kB(BUDGETS.firstLoadJs)} kB gzip**: missed on ${misses.length} of ${measured.length} routes, ${range}. ` +
        `The scripts index.html loads before any route are ${kB(entryTotal)} kB of that on every route` +
        (entryTotal > BUDGETS.firstLoadJs ? `, alone ${kB(entryTotal - BUDGETS.firstLoadJs)} kB over the budget.` : '.'),
    );
  }
  if (breakdown) {
    const family = breakdown.packages.filter((p) => ANTD_FAMILY.test(p.name)).reduce((s, p) => s + p.gzip, 0);
    const top = breakdown.packages
      .filter((p) => !ANTD_FAMILY.test(p.name))
      .slice(0, 5)
      .map((p) => `${p.name} ${kB(p.gzip)} kB`);
    lines.push(
      `  What the entry scripts are made of (≈ gzip, from a source-map build): Ant Design with its @rc-component/* and @ant-design/* ` +
        `dependencies ${kB(family)} kB, ${top.join(', ')}.` +
        (Math.abs(breakdown.totalGzip - entryTotal) > entryTotal * 0.01
          ? ` (The web sources changed after the measured build: this breakdown is of the newer one, ${kB(breakdown.totalGzip)} kB.)`
          : ''),
    );
  }
  return lines.join('\n');
}

function chunkMisses(pages) {
  const misses = pages.chunks.filter((c) => c.gzip > BUDGETS.lazyChunk);
  if (!pages.chunks.length) return `- **each lazy chunk ≤ ${kB(BUDGETS.lazyChunk)} kB**: the build has no lazy chunks.`;
  if (!misses.length) {
    const top = pages.chunks[0];
    return `- **each lazy chunk ≤ ${kB(BUDGETS.lazyChunk)} kB gzip**: met by all ${pages.chunks.length} chunks (largest ${top.file.replace(/^.*\//, '')} ${kB(top.gzip)} kB).`;
  }
  const list = misses.map((c) => `${c.file.replace(/^.*\//, '')} ${kB(c.gzip)} kB (+${kB(c.gzip - BUDGETS.lazyChunk)})`).join(', ');
  return `- **each lazy chunk ≤ ${kB(BUDGETS.lazyChunk)} kB gzip**: missed by ${misses.length} of ${pages.chunks.length}: ${list}.`;
}

/**
 * What no call can beat on this machine: /healthz (one `select 1`) alone and in the mixed run.
 * With a fixed number of connections each waiting for its reply, the mean latency is connections ÷
 * throughput (Little's law), so a p99 budget below /healthz's own p99 is out of reach of any call.
 */
function floorSentence(floor, reads, connections) {
  const mean = (connections / floor.rps) * 1000;
  const alone = reads.filter((r) => r.p99 <= floor.p99).length;
  const parts = [`the floor at ${connections} connections: /healthz's mean latency ${fixed(mean, 1)} ms (connections ÷ req/s), p99 ${floor.p99} ms alone`];
  let atFloor = `${alone} of ${reads.length} public reads have a p99 no higher than /healthz's alone`;
  if (floor.mixedP99 !== undefined) {
    parts.push(`${floor.mixedP99} ms in the mixed run`);
    const mixed = reads.filter((r) => r.mixedP99 !== undefined && r.mixedP99 <= floor.mixedP99).length;
    atFloor += `, ${mixed} of ${reads.length} in the mixed run`;
  }
  return `${parts.join(', ')} (${atFloor})`;
}

function apiSummary(api) {
  return api.map(({ engine, rows, warnings = [], connections = 100 }) => {
    if (rows.length === 0) return `- **API on ${engine}**: ✘ not measured: ${warnings.join('; ') || 'no rows'}.`;
    const floor = rows[0];
    const reads = rows.slice(1).filter((r) => !r.noSample && !r.skip && r.ratio !== undefined);
    const writes = rows.filter((r) => r.ratio === undefined && !r.noSample && !r.skip && r !== floor);
    const noSample = rows.filter((r) => r.noSample).map((r) => r.call);
    const failing = rows.slice(1).filter((r) => r.non2xx || r.errors || r.problems?.length).map((r) => r.call);
    const slowest = [...reads].sort((a, b) => a.rps - b.rps)[0];
    const parts = [`/healthz ${thousands(floor.rps)} req/s (p99 ${floor.p99} ms)`, floorSentence(floor, reads, connections)];
    const over = reads.filter((r) => r.verdict && r.verdict !== '✔');
    parts.push(over.length ? `✘ ${over.length} of ${reads.length} public reads miss a budget (${over.map((r) => `${r.call}: ${r.verdict.replace(/^✘ /, '')}`).join('; ')})` : `✔ all ${reads.length} public reads within budget`);
    if (slowest) parts.push(`slowest call ${slowest.call} ${thousands(slowest.rps)} req/s = ${slowest.ratio.toFixed(2)}× /healthz, p99 ${slowest.p99} ms`);
    for (const w of writes) parts.push(`${w.call} ${thousands(w.rps)} req/s, p99 ${w.p99} ms${w.verdict ? ` ${w.verdict} ${w.budget}` : ''}${w.note ? ` (${w.note})` : ''}`);
    if (failing.length) parts.push(`✘ errors, non-2xx or failing samples on ${failing.join(', ')}`);
    if (noSample.length) parts.push(`✘ no sample for ${noSample.join(', ')}`);
    const skipped = rows.filter((r) => r.skip).map((r) => r.call);
    if (skipped.length) parts.push(`not load-tested on purpose: ${skipped.join(', ')}`);
    return `- **API on ${engine}**: ${parts.join('; ')}.`;
  });
}

export function whereWeStand(pages, api, breakdown, machine = null) {
  const lines = [];
  if (machine?.load && machine.load[0] >= machine.cores / 2) {
    lines.push(
      `- **Caveat**: the machine was busy with other work when the run started (load ${machine.load[0].toFixed(1)} on ${machine.cores} cores), ` +
        `so Lighthouse performance scores and req/s are lower and noisier than an idle machine's; before acting on one route's score, ` +
        `rerun on a quiet machine, e.g. \`BENCH_RUNS=3 npm run bench\` (median of 3).`,
    );
  }
  if (pages) {
    lines.push(scoreMisses(pages, 'performance', 'Lighthouse performance', BUDGETS.performance));
    lines.push(scoreMisses(pages, 'accessibility', 'Lighthouse accessibility', BUDGETS.accessibility));
    lines.push(maxMisses(pages, 'lcp', 'LCP (ms, desktop simulation)', BUDGETS.lcp));
    lines.push(maxMisses(pages, 'cls', 'CLS', BUDGETS.cls, 3));
    lines.push(maxMisses(pages, 'scriptsBeforePaint', 'script requests before the first paint', BUDGETS.scriptsBeforePaint));
    lines.push(jsMisses(pages, breakdown));
    lines.push(chunkMisses(pages));
  }
  lines.push(...apiSummary(api));
  lines.push(...keywordSummary(api).map((line) => `- **Keyword search**: ${line}.`));
  return lines.join('\n');
}

function loadLine(machine) {
  if (!machine.load) return '—';
  const [before, after] = machine.load;
  const busy = before >= machine.cores / 2;
  return `${before.toFixed(2)} before the run, ${after.toFixed(2)} after it${busy ? ` — other work was using the ${machine.cores} cores when the run started, so these figures are lower and noisier than an idle machine's` : ''}`;
}

const percent = (x) => `${(x * 100).toFixed(1)} %`;
function cpuLine(machine) {
  const part = (label, c) => (c ? `${label}: steal ${percent(c.steal)}, busy ${percent(c.busy)}` : null);
  const parts = [part('seeding and pages', machine.cpu?.pages), part('API (both engines, seeding included)', machine.cpu?.api)].filter(Boolean);
  return parts.length ? `${parts.join('; ')} — steal is time the hypervisor gave other guests: two runs compare only at similar steal` : '—';
}

/** docs/benchmarks.md */
export function renderDoc({ date, machine, settings, pages, api, breakdown, tables }) {
  const engines = api.map((a) => a.engineVersion).join(', ');
  const data = tables.map((t) => `${t.table} ${thousands(t.rows)} rows`).join(', ');
  const problems = pages ? problemLines(pages) : [];
  return `# Benchmarks

Latest run: **${date}**, \`npm run bench\` (\`bench/run-all.mjs\`), which rewrites this file. Benchmarks are not part of \`npm test\`.

## Machine

| | |
|---|---|
| CPU | ${machine.cores} × ${machine.cpuModel} |
| Memory | ${machine.memoryGiB.toFixed(1)} GiB |
| OS | ${machine.os} |
| Node.js | ${machine.node} |
| Database engines | ${engines} |
| Browser | Chromium ${pages?.chromium ?? '—'}, Lighthouse ${pages?.lighthouseVersion ?? machine.lighthouse} |
| Load generator | autocannon ${machine.autocannon}, on the same machine as the server (they share the ${machine.cores} cores) |
| Load average (1 min) | ${loadLine(machine)} |
| CPU time (/proc/stat) | ${cpuLine(machine)} |
| Data set | ${data} (bench-data scale ${settings.scale}) plus the demo seed |

## Budgets

| figure | budget |
|---|---|
| Lighthouse performance (desktop preset) | ≥ ${BUDGETS.performance} |
| Lighthouse accessibility | ≥ ${BUDGETS.accessibility} |
| JavaScript a route loads on a first visit | ≤ ${kB(BUDGETS.firstLoadJs)} kB gzip |
| each lazy script chunk | ≤ ${kB(BUDGETS.lazyChunk)} kB gzip |

kB = 1,000 bytes, as Vite prints them. ✔ = within budget, ✘ = missed.

## Where we stand

${whereWeStand(pages, api, breakdown, machine)}

${pages ? `## Pages

${pagesCaption(pages)}. Every route of the web app's route table (\`apps/web/src/app/routes/route-table.tsx\`) that is a page of its own and does not require a login, then the main pages of the personal centre (qiye01), the institution workbench (jigou01) and the operator console (yunying01), each signed in as that demo account with an empty cache (\`bench/lib/signed-in.mjs\`). Best practices (BP), SEO and TBT have no budget. "scripts before paint" counts the script requests that started before the first paint Lighthouse observed. "first-load JS" is every script the visit requested (Lighthouse's network records) plus those index.html names, at their gzip size in the build; "lazy JS" is the part of it index.html does not load.

${pagesTable(pages)}

Not measured: ${pages.notMeasured.join(', ') || 'none'}.
${problems.length ? `\nProblems during the run:\n\n${problems.map((p) => `- ${p}`).join('\n')}\n` : ''}
### Script chunks

${entryLine(pages)}

${chunkTable(pages, 15)}
` : ''}
${breakdown ? `### What the entry scripts are made of

Bytes of the scripts index.html loads, attributed by source map to the package they come from (\`node bench/js-breakdown.mjs\`; gzip shares are estimates that add up to the real ${kB(breakdown.totalGzip)} kB).

${breakdownTable(breakdown, 15)}
` : ''}
## API

autocannon, ${settings.connections} connections, ${settings.seconds} s per call after a ${settings.warmup} s warm-up, one call after the other against the real server (demo mode: \`NODE_ENV=development\`, \`LOG_LEVEL=warn\`) on the large data set. \`/healthz\` (one \`select 1\`) is the floor of this machine and stack; "× /healthz" is a call's throughput as a share of it. "samples" is how many different requests each connection cycles through (\`bench/api-samples.mjs\`); "check" says whether every sample answered 2xx with \`retcode 1\` before the load (\`retcode 0\` for a sample that is a refusal on purpose, such as a report code nobody issued). Requests carry a browser's \`Accept-Encoding\`, so stored public replies go out gzipped as they would to a visitor.

${apiTable(api)}
${keywordTableRows(api).length ? `
### Keyword searches, uncached

The API's samples are stored replies after their first answer, so the searches themselves are timed through their repositories on the same data (\`bench/lib/keyword-search.mjs\`, 30 runs per query after 3 unmeasured; page 1 and page 11). Budget: the news search with its commonest word (质量) p95 ≤ ${API_BUDGETS.keywordP95Ms} ms.

${markdownTable(KEYWORD_HEADERS, keywordTableRows(api))}
` : ''}
## Running and extending

- \`npm run bench\` (everything, rewrites this file), \`npm run bench:pages\`, \`npm run bench:api\`; \`node bench/seed-large.mjs\` writes the data set into a scratch \`DATA_DIR\` (or \`DATABASE_URL\`); \`node bench/js-breakdown.mjs\` lists what the entry scripts are made of.
- Knobs: \`BENCH_SECONDS\` (10), \`BENCH_WARMUP\` (2), \`BENCH_CONNECTIONS\` (100), \`BENCH_SCALE\` (1 = the full data set), \`BENCH_DB\` (\`sqlite\`, \`postgres\` or \`both\`; default both when PostgreSQL's binaries are installed), \`BENCH_RUNS\` (Lighthouse runs per route, median reported; 3), \`BENCH_ROUTES\` (\`/home,/news\`), \`BENCH_CALLS\` (\`verifyReport,getDatas\`: only these API reads, no keyword searches), \`BENCH_MIXED=0\`, \`BENCH_WRITES=0\`, \`BENCH_BREAKDOWN=0\`.
- A new table: a module in \`bench/generator/\` (see \`dictionary.ts\`), registered in \`BENCH_TABLES\` of its \`index.ts\` after the tables it refers to.
- A new public list call: a row in \`bench/api-samples.mjs\`, keyed by \`METHOD url\` as the route is registered; until it has one, the table shows "no sample".
- A page that needs a query (a search word, an id): a row in \`bench/page-samples.mjs\`.
`;
}
