// The cluster's server instances: each a child process on its own port, started by one function
// (instanceCommand) so that switching every instance to the compiled server is one line.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Compiles the server into apps/server/dist (esbuild, a few seconds): the instances run the build, as
 * a deployment does, and it is made afresh so that it is never older than the sources.
 */
export function buildServer() {
  execFileSync(process.execPath, ['apps/server/scripts/build.mjs'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
}

/**
 * How one instance is started, from the repository root: the compiled server by plain node, as
 * deploy/systemd/tcm-portal@.service runs it (buildServer() first).
 * @returns {[string, string[]]}
 */
export function instanceCommand() {
  return [process.execPath, ['--enable-source-maps', 'apps/server/dist/server.js']];
}

/** Polls `url` until it answers 200; throws with the log's tail when the process exits or time runs out. */
export async function waitFor200(url, { child, log, timeoutMs = 90_000 }) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && (child.exitCode !== null || child.signalCode !== null)) throw new Error(`${url}: the process exited (${child.exitCode ?? child.signalCode}):\n${tail(log)}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s:\n${tail(log)}`);
}

function tail(log) {
  if (!log || !fs.existsSync(log)) return '';
  return fs.readFileSync(log, 'utf8').split('\n').slice(-30).join('\n');
}

/**
 * One instance on 127.0.0.1:`port` with `env` (the production settings), its output appended to
 * `logFile`. start() waits for /readyz 200; kill9() is a crash (no shutdown hooks); stop() is SIGTERM.
 * @param {{ port: number, env: Record<string, string>, logFile: string, dataDir: string }} opts
 */
export function createInstance({ port, env, logFile, dataDir }) {
  let child = null;
  let exited = Promise.resolve();
  const running = () => child !== null && child.exitCode === null && child.signalCode === null;
  const instance = {
    port,
    url: `http://127.0.0.1:${port}`,
    logFile,
    get pid() {
      return running() ? child.pid : null;
    },
    running,
    async start() {
      if (running()) return;
      fs.mkdirSync(dataDir, { recursive: true });
      const out = fs.openSync(logFile, 'a');
      const [cmd, args] = instanceCommand();
      child = spawn(cmd, args, {
        cwd: root,
        env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
        stdio: ['ignore', out, out],
        // A process group of its own: the terminal's Ctrl-C reaches only the script, which stops the
        // cluster in order (nginx, then the instances, then the stores).
        detached: true,
      });
      fs.closeSync(out);
      exited = new Promise((resolve) => child.once('exit', resolve));
      await waitFor200(`${instance.url}/readyz`, { child, log: logFile });
    },
    /** SIGKILL and wait for the exit: what a lost machine or an OOM kill looks like to the others. */
    async kill9() {
      if (!running()) return;
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (!running()) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
  return instance;
}
