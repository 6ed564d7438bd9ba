// The real server as a child process (demo mode, LOG_LEVEL=warn) on a scratch data dir
// seeded with the large data set; on SQLite or on a throw-away PostgreSQL. The child process
// itself is the shared helper apps/server/test/helpers/server-process.ts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startPostgres } from '../../scripts/lib/postgres.mjs';
import { readRouteCatalog } from './route-catalog.mjs';
import { importTs } from './server-modules.mjs';

/**
 * @param {{ engine: 'sqlite' | 'postgres', scale: number, webDist?: string, log?: (line: string) => void }} opts
 *   webDist: the web build to serve (a snapshot, see scripts/lib/web-snapshot.mjs); default the server's own.
 * @returns {Promise<{ baseUrl: string, engine: string, engineVersion: string, tables: object[], dataDir: string, databaseUrl?: string,
 *   catalog: object[], output: () => string, stop: () => Promise<void> }>}
 */
export async function startBenchServer({ engine, scale, webDist, log = console.log }) {
  // BENCH_DB picks the engine: a DATABASE_URL of the caller's shell must not reach the SQLite server.
  delete process.env.DATABASE_URL;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tcm-bench-'));
  const postgres = engine === 'postgres' ? await startPostgres({ fsync: true }) : null;
  const databaseUrl = postgres?.url;
  let server = null;
  const stop = async () => {
    try {
      await server?.stop();
    } finally {
      postgres?.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  };
  try {
    log(`[${engine}] seeding the large data set (scale ${scale}) …`);
    const { seedLargeDatabase } = await importTs('bench/generator/seed-large.ts');
    const seeded = await seedLargeDatabase({ dataDir, databaseUrl, scale, log: (l) => log(`[${engine}]   ${l}`) });
    const catalog = await readRouteCatalog({ dataDir, databaseUrl });
    const { startServer } = await importTs('apps/server/test/helpers/server-process.ts');
    // Demo mode, not production: the benchmarks sign in with the demo accounts, which a production
    // start refuses to run with (issue #17). NODE_ENV changes nothing else the benchmarks measure.
    const env = {
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      // One address sends every request: the per-address and per-account limits would measure refusals.
      RATE_LIMIT: 'off',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...(webDist ? { WEB_DIST: webDist } : {}),
    };
    server = await startServer({ env, dataDir });
    log(`[${engine}] server ready at ${server.baseUrl} (${seeded.engineVersion})`);
    return {
      baseUrl: server.baseUrl,
      engine,
      webDist,
      engineVersion: seeded.engineVersion,
      tables: seeded.tables,
      catalog,
      dataDir,
      databaseUrl,
      /** The server process: the writes' CPU shares are read from /proc/<pid>/stat. */
      pid: server.child.pid,
      output: () => server.output(),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
