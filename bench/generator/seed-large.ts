import { sql } from 'kysely';
import { type DatabaseOptions, openDatabase } from '../../apps/server/src/db/database';
import type { EngineName } from '../../apps/server/src/db/dialect';
import { migrateToLatest } from '../../apps/server/src/db/migrate';
import { seedDemo } from '../../apps/server/src/db/seed/index';
import { createFileStorage } from '../../apps/server/src/modules/files/file-storage';
import { type BenchTableResult, generateBenchData } from './index';

export interface SeedLargeOptions extends DatabaseOptions {
  scale?: number;
  log?: (line: string) => void;
}

export interface SeedLargeResult {
  engine: EngineName;
  /** e.g. "SQLite 3.50.4" or "PostgreSQL 15.14". */
  engineVersion: string;
  tables: BenchTableResult[];
}

/**
 * What bench/seed-large.mjs and the benchmarks run: migrate, write the demo data the server
 * would write at start, then the large data set. PostgreSQL is vacuumed and analysed afterwards,
 * as its autovacuum would soon do (after a million inserts it otherwise does so during the
 * measurements, and the planner starts without statistics); SQLite is left as the product leaves
 * it (it never runs ANALYZE).
 */
export async function seedLargeDatabase({ scale, log, ...where }: SeedLargeOptions): Promise<SeedLargeResult> {
  const { db, engine } = openDatabase(where);
  try {
    await migrateToLatest(db);
    await seedDemo(db, createFileStorage({ dataDir: where.dataDir, fileStorage: { kind: 'disk' } }));
    const tables = await generateBenchData(db, { scale, log });
    if (engine === 'postgres') await sql`vacuum (analyze)`.execute(db);
    const { rows } =
      engine === 'postgres'
        ? await sql<{ v: string }>`select current_setting('server_version') as v`.execute(db)
        : await sql<{ v: string }>`select sqlite_version() as v`.execute(db);
    const version = rows[0]?.v ?? '?';
    return { engine, engineVersion: `${engine === 'postgres' ? 'PostgreSQL' : 'SQLite'} ${version}`, tables };
  } finally {
    await db.destroy();
  }
}
