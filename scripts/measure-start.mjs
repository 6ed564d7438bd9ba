// `npm run measure:start` (issue #24): how long the server takes from `node …` to its first /healthz
// 200, and its resident memory once idle — run from the sources through tsx (what `npm start` does)
// and from the build with plain node (what `npm run start:prod` does). Both on the same migrated
// SQLite database in production mode (no demo data), alternating, after one warm-up start each
// (tsx's transform cache is warm then, as on any restart); prints the medians.
// MEASURE_RUNS (default 5) and MEASURE_IDLE_MS (default 3000) change the run count and the idle wait.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './lib/postgres.mjs';

const root = path.resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.MEASURE_RUNS ?? 5);
const IDLE_MS = Number(process.env.MEASURE_IDLE_MS ?? 3000);
const VARIANTS = [
  { name: 'tsx, from the sources (npm start)', args: ['--import', 'tsx', 'apps/server/src/server.ts'] },
  { name: 'node, from the build (npm run start:prod)', args: ['--enable-source-maps', 'apps/server/dist/server.js'] },
];

if (!fs.existsSync(path.join(root, 'apps/server/dist/server.js'))) {
  console.log('no server build yet: building it (npm run build -w @tcm/server) …');
  execFileSync(process.execPath, ['apps/server/scripts/build.mjs'], { cwd: root, stdio: 'inherit' });
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tcm-measure-'));
const env = {
  ...process.env,
  NODE_ENV: 'production',
  PUBLIC_BASE_URL: 'http://127.0.0.1',
  FILE_LINK_SECRET: 'measure-start-file-link-secret-32-bytes',
  KNOWLEDGE_TICKET_SECRET: 'measure-start-knowledge-ticket-secret-32',
  TRUST_PROXY: 'false',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
};
delete env.DATABASE_URL;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Resident set size of a process in MB (Linux /proc), or NaN elsewhere. */
function rssMb(pid) {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/** CPU time (user + system) a process has used so far in ms (Linux /proc; clock ticks of 10 ms), or NaN elsewhere: unlike the wall time it hardly depends on what else the machine runs. */
function cpuMs(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

async function startOnce(args) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, args, { cwd: root, env: { ...env, PORT: String(port), HOST: '127.0.0.1' }, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  const exited = new Promise((r) => child.once('exit', r));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${stderr}`);
    const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then((r) => r.ok, () => false);
    if (ok) break;
    if (performance.now() - started > 60_000) throw new Error(`no /healthz within 60 s:\n${stderr}`);
    await sleep(10);
  }
  const startMs = performance.now() - started;
  const cpu = cpuMs(child.pid);
  await sleep(IDLE_MS);
  const rss = rssMb(child.pid);
  child.kill('SIGTERM');
  await exited;
  return { startMs, cpu, rss };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

try {
  execFileSync(process.execPath, ['scripts/run-build.mjs', 'migrate'], { cwd: root, env, stdio: 'inherit' });
  for (const v of VARIANTS) await startOnce(v.args); // warm-up: the search index of the empty database is written once, tsx fills its cache
  const results = new Map(VARIANTS.map((v) => [v.name, []]));
  for (let i = 0; i < RUNS; i++) for (const v of VARIANTS) results.get(v.name).push(await startOnce(v.args));

  console.log(`\nStart-up to the first /healthz 200, and resident memory ${IDLE_MS / 1000} s later (median of ${RUNS};`);
  console.log(`SQLite, NODE_ENV=production, no demo data; Node ${process.version}, ${os.cpus().length} CPUs, load ${os.loadavg()[0].toFixed(2)})\n`);
  console.log(`${'how it runs'.padEnd(44)}${'start (ms)'.padStart(12)}${'CPU to start (ms)'.padStart(20)}${'idle RSS (MB)'.padStart(16)}`);
  for (const [name, runs] of results) {
    const m = (key) => median(runs.map((r) => r[key])).toFixed(0);
    console.log(`${name.padEnd(44)}${m('startMs').padStart(12)}${m('cpu').padStart(20)}${m('rss').padStart(16)}`);
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
