import { type Kysely, sql } from 'kysely';
import type { EngineName } from '../../db/dialect';
import { migrationFileList } from '../../db/migration-files';

/** What a backup records of its database snapshot, read inside the snapshot itself. */
export interface DatabaseFacts {
  /** Rows per table (every table of the schema, Kysely's own included). */
  tables: Record<string, number>;
  latestMigration: string | null;
  migrations: number;
  /** Every upload the snapshot records, and whether a record has claimed it (modules/files/claims.ts). */
  uploads: { key: string; claimed: boolean }[];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- reads whatever tables the snapshot holds
type AnyDb = Kysely<any>;

/** The tables of the application's schema (SQLite: the file's; PostgreSQL: the public schema's). */
export async function tableNames(db: AnyDb, engine: EngineName): Promise<string[]> {
  const rows =
    engine === 'sqlite'
      ? (await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db)).rows
      : (await sql<{ name: string }>`select tablename as name from pg_tables where schemaname = 'public'`.execute(db)).rows;
  return rows.map((r) => r.name).sort();
}

/** Rows per table: one count each, so it also runs in a PostgreSQL snapshot transaction. */
export async function countRows(db: AnyDb, engine: EngineName): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const name of await tableNames(db, engine)) {
    const row = (await sql<{ n: number | string }>`select count(*) as n from ${sql.table(name)}`.execute(db)).rows[0];
    counts[name] = Number(row?.n ?? 0);
  }
  return counts;
}

export async function databaseFacts(db: AnyDb, engine: EngineName): Promise<DatabaseFacts> {
  const tables = await countRows(db, engine);
  const migrated = 'kysely_migration' in tables ? (await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db)).rows.map((r) => r.name) : [];
  const uploads =
    'upload_file' in tables ? (await sql<{ file_key: string; claimed: number }>`select file_key, claimed from upload_file`.execute(db)).rows.map((r) => ({ key: r.file_key, claimed: Number(r.claimed) === 1 })) : [];
  return { tables, latestMigration: migrated.at(-1) ?? null, migrations: migrated.length, uploads };
}

/** The newest migration this code knows: a backup from a newer schema is not restored by older code. */
export function latestKnownMigration(): string | null {
  return migrationFileList().at(-1)?.name ?? null;
}
