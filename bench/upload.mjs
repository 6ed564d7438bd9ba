// `npm run bench:upload`: does a 30 MB upload stream to disk, or does it swell the server?
// Starts the real server, signs a member in, samples the server's resident memory (VmRSS) while a
// file just under 30 MB uploads, and prints the rise over the idle baseline. Budget: ≤ 50 MB.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { freePort } from '../scripts/lib/postgres.mjs';

const root = path.resolve(import.meta.dirname, '..');
const BUDGET_MB = 50;
const SIZE = 30 * 1024 * 1024 - 1;

const rssMb = (pid) => {
  const line = fs.readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
  return Number(line.split(/\s+/)[1]) / 1024;
};

async function startServer(dataDir) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    // Demo mode: it signs in as a demo member (a production start writes no demo data, issue #17).
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', RATE_LIMIT: 'off', NODE_ENV: 'development', SEED_DEMO: 'true' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return { child, base };
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  throw new Error('server did not start');
}

async function signIn(base) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: 'putong01', password: 'Demo@2026' }),
  });
  return (await res.json()).data.accessToken;
}

function upload(base, token, bytes, name) {
  const form = new FormData();
  form.append('file', new Blob([bytes]), name);
  form.append('needWatermark', 'false');
  return fetch(`${base}/api/uploadFile`, { method: 'POST', headers: { token }, body: form }).then((r) => r.json());
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tcm-bench-upload-'));
const { child, base } = await startServer(dataDir);
try {
  const token = await signIn(base);
  const png = fs.readFileSync(path.join(root, 'apps/web/public/favicon.svg'));
  await upload(base, token, png, 'warm.svg'); // warms the multipart path (refused type, nothing kept)
  const big = Buffer.alloc(SIZE);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(big);
  global.gc?.();
  await new Promise((r) => setTimeout(r, 500));
  const baseline = rssMb(child.pid);
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(child.pid))), 10);
  const started = Date.now();
  const reply = await upload(base, token, big, 'big.png');
  clearInterval(sampler);
  const seconds = (Date.now() - started) / 1000;
  const rise = peak - baseline;
  console.log('\nbench:upload — one file of 30 MB − 1 byte to the real server');
  console.log(`  reply            ${reply.retcode === 1 ? 'stored' : `refused: ${reply.retmsg}`}`);
  console.log(`  time             ${seconds.toFixed(2)} s`);
  console.log(`  RSS baseline     ${baseline.toFixed(1)} MB`);
  console.log(`  RSS peak         ${peak.toFixed(1)} MB`);
  console.log(`  rise             ${rise.toFixed(1)} MB   budget ≤ ${BUDGET_MB} MB   ${rise <= BUDGET_MB ? '✔' : '✘'}`);
  const db = new Database(path.join(dataDir, 'portal.sqlite'), { readonly: true });
  const row = db.prepare('select size from upload_file order by id desc limit 1').get();
  db.close();
  console.log(`  stored size      ${row?.size ?? 0} bytes`);
  process.exitCode = reply.retcode === 1 && rise <= BUDGET_MB ? 0 : 1;
} finally {
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
