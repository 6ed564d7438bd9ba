// Starts a throw-away PostgreSQL server from the machine's own binaries, for tests and benchmarks.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** The bin folder of the newest installed PostgreSQL, or null. */
export function findPostgresBin() {
  const base = '/usr/lib/postgresql';
  if (fs.existsSync(base)) {
    const versions = fs.readdirSync(base).filter((v) => fs.existsSync(path.join(base, v, 'bin/initdb')));
    versions.sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return path.join(base, versions[0], 'bin');
  }
  try {
    const dir = execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
    if (fs.existsSync(path.join(dir, 'initdb'))) return dir;
  } catch {
    /* no pg_config on PATH */
  }
  return null;
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** initdb refuses root: run the server's tools as the postgres user then. */
function runAsOwner(bin, args) {
  const cmd = isRoot() ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  execFileSync(cmd[0], cmd[1], { stdio: ['ignore', 'pipe', 'pipe'] });
}

/**
 * @param {{ fsync?: boolean }} opts fsync off makes tests faster; durability checks keep it on.
 * @returns {Promise<{ url: string, port: number, dir: string, stop: () => void }>}
 */
export async function startPostgres({ fsync = true } = {}) {
  const bin = findPostgresBin();
  if (!bin) throw new Error('PostgreSQL binaries not found (install the Debian package postgresql)');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tcm-pg-'));
  if (isRoot()) execFileSync('chown', ['postgres:postgres', dir]);
  const dataDir = path.join(dir, 'data');
  runAsOwner(path.join(bin, 'initdb'), ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
  const port = await freePort();
  const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=${fsync ? 'on' : 'off'} -c max_connections=200`;
  runAsOwner(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-o', opts, '-l', path.join(dir, 'server.log'), '-w', 'start']);
  const stop = () => {
    try {
      runAsOwner(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  };
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, port, dir, stop };
}
