// `npm test`: every check, in the order a failure is cheapest to find.
// typecheck → lint → unit (shared, web) → API on SQLite → API on PostgreSQL → browser (Chromium).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureChromium } from './lib/chromium.mjs';
import { findPostgresBin, startPostgres } from './lib/postgres.mjs';
import { ensureWebBuild } from './lib/web-build.mjs';

const root = path.resolve(import.meta.dirname, '..');
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tcm-test-report-'));
const results = [];
let passed = 0;
let failed = 0;

function run(label, cmd, args, env = {}) {
  const started = Date.now();
  console.log(`\n=== ${label} ===`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = r.status === 0;
  results.push({ label, ok, seconds: ((Date.now() - started) / 1000).toFixed(1) });
  return ok;
}

/** A vitest run whose counts go into the closing line. */
function vitest(label, args, env = {}) {
  const out = path.join(reportDir, `${results.length}.json`);
  const ok = run(label, 'npx', ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`], env);
  if (fs.existsSync(out)) {
    const report = JSON.parse(fs.readFileSync(out, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    results.at(-1).detail = `${report.numPassedTests} passed, ${report.numFailedTests} failed`;
    results.at(-1).failures = failedTests(report);
  } else if (!ok) failed += 1;
  return ok;
}

// eslint-disable-next-line no-control-regex -- vitest colours its messages; the summary is plain text
const ANSI_COLOUR = /\u001b\[[0-9;]*m/g;

/** "file > test: first line of the message" for each failed test of a vitest JSON report. */
function failedTests(report) {
  const lines = [];
  for (const file of report.testResults ?? []) {
    const name = path.relative(root, file.name);
    for (const t of file.assertionResults ?? []) {
      if (t.status !== 'failed') continue;
      const message = (t.failureMessages?.[0] ?? '').split('\n')[0].replace(ANSI_COLOUR, '').slice(0, 200);
      lines.push(`${name} > ${t.fullName}: ${message}`);
    }
    if (file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed')) {
      lines.push(`${name}: ${(file.message ?? 'failed to run').split('\n')[0].slice(0, 200)}`);
    }
  }
  return lines;
}

function step(label, fn) {
  const started = Date.now();
  try {
    fn();
    return true;
  } catch (err) {
    console.error(`\n${label}: ${err.message}`);
    results.push({ label, ok: false, seconds: ((Date.now() - started) / 1000).toFixed(1), detail: err.message });
    failed += 1;
    return false;
  }
}

run('typecheck', 'npm', ['run', '--silent', 'typecheck']);
run('lint', 'npm', ['run', '--silent', 'lint']);
vitest('unit tests (shared, web)', ['--project', 'shared', '--project', 'web']);
vitest('API tests on SQLite', ['--project', 'server']);

if (findPostgresBin()) {
  let pg;
  try {
    pg = await startPostgres({ fsync: false });
    console.log(`\nPostgreSQL test server at ${pg.url}`);
    vitest('API tests on PostgreSQL', ['--project', 'server'], { TEST_DATABASE_URL: pg.url });
  } catch (err) {
    step('API tests on PostgreSQL', () => {
      throw err;
    });
  } finally {
    pg?.stop();
  }
} else if (process.env.CI) {
  step('API tests on PostgreSQL', () => {
    throw new Error('PostgreSQL binaries are missing (CI is set): install the Debian package postgresql');
  });
} else {
  console.warn('\n!!! PostgreSQL binaries not found: the PostgreSQL API run is SKIPPED (apt-get install postgresql)');
  results.push({ label: 'API tests on PostgreSQL', ok: true, seconds: '0.0', detail: 'SKIPPED: no PostgreSQL binaries' });
}

if (step('Chromium', () => ensureChromium()) && step('web build', () => ensureWebBuild())) {
  vitest('browser tests in Chromium', ['--config', 'e2e/vitest.config.ts']);
}

console.log('\n=== summary ===');
for (const r of results) {
  console.log(`${r.ok ? 'ok  ' : 'FAIL'}  ${r.label.padEnd(28)} ${r.seconds.padStart(6)} s  ${r.detail ?? ''}`);
  for (const f of r.failures ?? []) console.log(`        ✗ ${f}`);
}
const anyFailed = results.some((r) => !r.ok);
console.log(`\ntests: ${passed} passed, ${failed} failed`);
fs.rmSync(reportDir, { recursive: true, force: true });
process.exit(anyFailed ? 1 : 0);
