// `npm run bench`: the pages and the API, one combined table, and docs/benchmarks.md rewritten.
import fs from 'node:fs';
import path from 'node:path';
import { ensureChromium } from '../scripts/lib/chromium.mjs';
import { ensureWebBuild } from '../scripts/lib/web-build.mjs';
import { runApiOnAllEngines } from './api.mjs';
import { startBenchServer } from './lib/bench-server.mjs';
import { breakdownEntryScripts } from './lib/js-breakdown.mjs';
import { runPagesInChild } from './lib/pages-child.mjs';
import { cpuShares, cpuTimes, describeMachine, loadAverage } from './lib/machine.mjs';
import { combinedTable, renderDoc, whereWeStand } from './lib/report.mjs';
import { repoRoot } from './lib/server-modules.mjs';
import { snapshotWebBuild } from '../scripts/lib/web-snapshot.mjs';
import { settings } from './lib/settings.mjs';

const started = Date.now();
const loadBefore = loadAverage();
const cpuAtStart = cpuTimes();
let cpuAfterPages;
ensureChromium();
ensureWebBuild();

// One seeded SQLite server serves Lighthouse first and then the API calls; PostgreSQL gets its own.
const web = snapshotWebBuild();
let pages;
let api;
let tables;
try {
  const sqlite = await startBenchServer({ engine: 'sqlite', scale: settings.scale, webDist: web.dir });
  tables = sqlite.tables;
  try {
    pages = await runPagesInChild(sqlite);
    cpuAfterPages = cpuTimes();
    // Kept at once: a later failure (the API half, the other engine) must not lose a 40-minute measurement.
    const partial = path.join(repoRoot, 'docs/.bench-pages.json');
    fs.writeFileSync(partial, JSON.stringify({ date: new Date().toISOString(), pages }, null, 1));
    console.log(`pages measured; kept in ${path.relative(process.cwd(), partial)} until the run ends`);
    api = await runApiOnAllEngines(console.log, sqlite);
  } finally {
    await sqlite.stop();
  }
} finally {
  web.remove();
}
// Last, so its build does not run beside a measurement.
const breakdown = settings.breakdown ? breakdownEntryScripts() : null;

const now = new Date();
const date = `${now.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
const cpuAtEnd = cpuTimes();
const cpu = { pages: cpuShares(cpuAtStart, cpuAfterPages), api: cpuShares(cpuAfterPages, cpuAtEnd) };
const machine = { ...describeMachine(), load: [loadBefore, loadAverage()], cpu };
const doc = renderDoc({ date, machine, settings, pages, api, breakdown, tables });
const docFile = path.join(repoRoot, 'docs/benchmarks.md');
fs.mkdirSync(path.dirname(docFile), { recursive: true });
fs.writeFileSync(docFile, doc);
fs.rmSync(path.join(repoRoot, 'docs/.bench-pages.json'), { force: true });

console.log(`\n${combinedTable(pages, api)}\n`);
console.log(`Where we stand\n${whereWeStand(pages, api, breakdown, machine)}\n`);
console.log(`${path.relative(process.cwd(), docFile)} rewritten; ${Math.round((Date.now() - started) / 1000)} s in all.`);
