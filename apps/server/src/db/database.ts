import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { DEFAULT_POOL_MAX } from '../config';
import { type MetricsConfig, metricsEnabled } from '../config-metrics';
import type { EngineName } from './dialect';
import { type DatabaseInstruments, createInstruments } from './instruments';
import type { Database } from './schema';
import { SqliteReadPool } from './sqlite-read-pool';
import { RoutingSqliteDialect } from './sqlite-routing-dialect';

// COUNT(*) and other int8 values come back from node-postgres as strings; our counts fit a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

export interface DatabaseHandle {
  db: Kysely<Database>;
  engine: EngineName;
  /** SQLite with read workers: the pool (tests look at its threads). */
  readPool?: SqliteReadPool;
  /** Issue #24: statement timings and pool usage for the metrics (a handle made elsewhere has none). */
  instruments?: DatabaseInstruments;
}

export interface DatabaseOptions {
  databaseUrl: string | undefined;
  dataDir: string;
  /**
   * SQLite only: worker threads that run the reads outside a transaction, each on its own
   * read-only connection (issue #18). 0 (the default for tools and seeders): every query on the
   * main connection, as before.
   */
  sqliteReadWorkers?: number;
  /** PostgreSQL: connections in the pool. */
  poolMax?: number;
  /** Issue #24: statements are timed (Kysely's `log` option) only when metrics are served. */
  metrics?: MetricsConfig;
}

export function openDatabase(opts: DatabaseOptions): DatabaseHandle {
  const timed = opts.metrics !== undefined && metricsEnabled(opts.metrics);
  if (opts.databaseUrl) {
    const max = opts.poolMax ?? DEFAULT_POOL_MAX;
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max });
    const instruments = createInstruments(() => ({ max, total: pool.totalCount, busy: pool.totalCount - pool.idleCount, idle: pool.idleCount, waiting: pool.waitingCount }));
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }), ...(timed ? { log: instruments.log } : {}) }), engine: 'postgres', instruments };
  }
  fs.mkdirSync(opts.dataDir, { recursive: true });
  const file = new SqliteDatabase(path.join(opts.dataDir, 'portal.sqlite'));
  file.pragma('journal_mode = WAL');
  // FULL: a write the server acknowledged survives a power loss too, not only a crash of the process.
  file.pragma('synchronous = FULL');
  file.pragma('foreign_keys = ON');
  file.pragma('busy_timeout = 5000');
  const workers = opts.sqliteReadWorkers ?? 0;
  const pool = workers > 0 ? new SqliteReadPool(file.name, workers) : null;
  const instruments = createInstruments(() => {
    if (!pool) return null;
    const u = pool.usage();
    return { ...u, idle: u.total - u.busy };
  });
  const db = new Kysely<Database>({ dialect: new RoutingSqliteDialect(file, pool), ...(timed ? { log: instruments.log } : {}) });
  return { db, engine: 'sqlite', instruments, ...(pool ? { readPool: pool } : {}) };
}

/**
 * PostgreSQL: the one connection outside the pool, opened by the change feed of issue #22 to LISTEN
 * (a pooled connection would be handed to other queries and lose its LISTEN). Not yet connected;
 * TCP keep-alive notices a silently dropped connection.
 */
export function openListenClient(databaseUrl: string): pg.Client {
  return new pg.Client({ connectionString: databaseUrl, keepAlive: true, application_name: 'tcm-live-listen' });
}
