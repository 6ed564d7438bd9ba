// Runs the pages half of `npm run bench` in a child process against a server that is already up, and
// returns its figures. In session 16 the API half, run in the same process right after Lighthouse,
// measured /healthz at 3,078 req/s where the same server gave ~10,000 alone: whatever Lighthouse and
// Chromium leave behind (timers, sockets, child processes) ends with the child and its process group.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './server-modules.mjs';

/** @param {{ baseUrl: string, webDist?: string }} server */
export async function runPagesInChild(server) {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tcm-bench-pages-')), 'pages.json');
  const child = spawn(process.execPath, [path.join(repoRoot, 'bench/pages.mjs')], {
    cwd: repoRoot,
    stdio: 'inherit',
    detached: true, // its own process group, so Chromium's processes can be ended with it
    env: { ...process.env, BENCH_PAGES_SERVER: JSON.stringify({ baseUrl: server.baseUrl, webDist: server.webDist, out }) },
  });
  const code = await new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (c, signal) => resolve(signal ?? c));
  });
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // the group is already gone
  }
  try {
    if (code !== 0) throw new Error(`the pages bench exited with ${code}`);
    return JSON.parse(fs.readFileSync(out, 'utf8'));
  } finally {
    fs.rmSync(path.dirname(out), { recursive: true, force: true });
  }
}
