import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * The real server (`apps/server/src/server.ts`) as a child process: migrates, seeds the demo
 * data, listens on a free port. Used by the browser suite, the crash-durability gate and the
 * benchmarks. Pass `dataDir` to restart on the data of an earlier run. It runs in demo mode
 * (NODE_ENV=development, SEED_DEMO=true) unless `env` says otherwise: a production start writes no
 * demo data and refuses to run with demo accounts (issue #17).
 */
const root = path.resolve(import.meta.dirname, '../../../..');

/** What a production start must be given besides its database (issue #24, config-production.ts). */
export const PRODUCTION_SETTINGS = {
  NODE_ENV: 'production',
  PUBLIC_BASE_URL: 'http://127.0.0.1',
  FILE_LINK_SECRET: 'test-file-link-secret-of-32-bytes!!',
  KNOWLEDGE_TICKET_SECRET: 'test-knowledge-ticket-secret-32-bytes',
  TRUST_PROXY: 'false',
} as const;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  baseUrl: string;
  dataDir: string;
  /** With `logToFile`: the server's whole output (stdout and stderr), `server.log` in its data dir. */
  logFile: string | undefined;
  child: ChildProcess;
  output(): string;
  /** SIGTERM and wait; `keepData` leaves the data dir for a restart. */
  stop(opts?: { keepData?: boolean }): Promise<void>;
  /** SIGKILL: no shutdown hooks, no flush — a crash. The data dir is kept. */
  kill(): Promise<void>;
}

async function waitForHealth(baseUrl: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode}):\n${log()}`);
    try {
      const res = await fetch(`${baseUrl}/healthz`);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not become healthy within 60 s:\n${log()}`);
}

/** The tail of the output kept in memory when it goes to a file too (for the message of a failed start). */
const KEPT_OUTPUT = 200_000;

/** How the server is started: its sources through tsx (what `npm start` does) unless a test says otherwise (the build). */
const FROM_SOURCES = ['--import', 'tsx', 'apps/server/src/server.ts'];

export async function startServer(opts: { env?: Record<string, string>; dataDir?: string; logToFile?: boolean; nodeArgs?: string[] } = {}): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = opts.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'tcm-srv-'));
  const logFile = opts.logToFile ? path.join(dataDir, 'server.log') : undefined;
  const child = spawn(process.execPath, opts.nodeArgs ?? FROM_SOURCES, {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'development', SEED_DEMO: 'true', ...opts.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (d: Buffer) => {
    // Written at once: a spec reading the file sees every line the server has written so far.
    if (logFile) fs.appendFileSync(logFile, d);
    output += d.toString();
    if (logFile && output.length > KEPT_OUTPUT) output = output.slice(-KEPT_OUTPUT);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise((r) => child.once('exit', r));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, child, () => output);
  return {
    baseUrl,
    dataDir,
    logFile,
    child,
    output: () => output,
    async stop({ keepData = false } = {}) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      if (!keepData) fs.rmSync(dataDir, { recursive: true, force: true });
    },
    async kill() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL');
        await exited;
      }
    },
  };
}
