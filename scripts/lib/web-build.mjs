// Builds the web app when its output is missing or older than its sources.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
/** What the build reads: the sources and every build config file (vite.config.ts, vite.chunks.ts …). */
const SOURCES = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/public',
  'packages/shared/src',
  ...fs.readdirSync(path.join(root, 'apps/web')).filter((f) => /^vite\..+\.ts$/.test(f) && !f.endsWith('.test.ts')).map((f) => `apps/web/${f}`),
];
const OUTPUT = path.join(root, 'apps/web/dist/index.html');

function newestMtime(p) {
  if (!fs.existsSync(p)) return 0;
  const st = fs.statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  return fs.readdirSync(p).reduce((m, name) => Math.max(m, newestMtime(path.join(p, name))), st.mtimeMs);
}

export function webBuildIsStale() {
  if (!fs.existsSync(OUTPUT)) return true;
  const built = fs.statSync(OUTPUT).mtimeMs;
  return SOURCES.some((s) => newestMtime(path.join(root, s)) > built);
}

export function ensureWebBuild() {
  if (!webBuildIsStale()) return false;
  console.log('Building the web app …');
  // A production build whatever the caller's NODE_ENV (vitest sets it to 'test').
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  return true;
}
