// The benchmark knobs, read from the environment once. Defaults are the figures.
import { findPostgresBin } from '../../scripts/lib/postgres.mjs';

function number(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got "${raw}"`);
  return value;
}

/** BENCH_DB: sqlite | postgres | both; default both when PostgreSQL's binaries exist, else sqlite. */
function engines() {
  const raw = (process.env.BENCH_DB ?? '').trim().toLowerCase();
  const hasPostgres = findPostgresBin() !== null;
  if (raw === '') return hasPostgres ? ['sqlite', 'postgres'] : ['sqlite'];
  const wanted = raw === 'both' ? ['sqlite', 'postgres'] : raw.split(',').map((s) => s.trim());
  for (const e of wanted) {
    if (e !== 'sqlite' && e !== 'postgres') throw new Error(`BENCH_DB: unknown engine "${e}" (sqlite, postgres, both)`);
  }
  if (wanted.includes('postgres') && !hasPostgres) throw new Error('BENCH_DB asks for postgres but its binaries are not installed');
  return wanted;
}

function only() {
  const raw = (process.env.BENCH_ONLY ?? '').trim().toLowerCase();
  if (raw !== '' && raw !== 'writes') throw new Error(`BENCH_ONLY: unknown part "${raw}" (writes)`);
  return raw;
}

export const settings = {
  /** autocannon: measured seconds per call, warm-up seconds before it, connections. */
  seconds: number('BENCH_SECONDS', 10),
  warmup: process.env.BENCH_WARMUP === '0' ? 0 : number('BENCH_WARMUP', 2),
  connections: number('BENCH_CONNECTIONS', 100),
  /** Size of the generated data set: 1 = 100,000 articles, 10,000 institutions, 1,000,000 orders. */
  scale: number('BENCH_SCALE', 1),
  engines: engines(),
  /** Lighthouse runs per route (issue #18: median of 3); the run with the median performance score is reported. */
  runs: Math.round(number('BENCH_RUNS', 3)),
  /** BENCH_ROUTES=/home,/news: Lighthouse on these routes only (a quick look). */
  routes: (process.env.BENCH_ROUTES ?? '').split(',').map((s) => s.trim()).filter(Boolean),
  /** BENCH_CALLS=verifyReport,getDatas: the API bench measures only the public reads whose path contains one of these (a quick look). */
  calls: (process.env.BENCH_CALLS ?? '').split(',').map((s) => s.trim()).filter(Boolean),
  /** BENCH_MIXED=0 skips the API's mixed run (all public samples at once); BENCH_WRITES=0 its writes. */
  mixed: process.env.BENCH_MIXED !== '0',
  writes: process.env.BENCH_WRITES !== '0',
  /** BENCH_ONLY=writes: the API bench runs its writes alone (no /healthz, public reads or mixed run). */
  onlyWrites: only() === 'writes',
  /** BENCH_BREAKDOWN=0 skips the source-map build that says which packages fill the first-load JS. */
  breakdown: process.env.BENCH_BREAKDOWN !== '0',
};
