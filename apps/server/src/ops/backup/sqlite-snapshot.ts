import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { type DatabaseFacts, databaseFacts } from './database-facts';
import { Refusal } from './refusal';

/** The server's file (db/database.ts names it so). */
export const sqliteFileOf = (dataDir: string) => path.join(dataDir, 'portal.sqlite');

/** Runs `fn` on a Kysely over one better-sqlite3 connection to `file`, closed afterwards. */
async function withFile<T>(file: string, fn: (db: Kysely<unknown>, raw: SqliteDatabase.Database) => Promise<T>): Promise<T> {
  const raw = new SqliteDatabase(file, { fileMustExist: true });
  raw.pragma('busy_timeout = 5000');
  const db = new Kysely<unknown>({ dialect: new SqliteDialect({ database: raw }) });
  try {
    return await fn(db, raw);
  } finally {
    await db.destroy(); // closes `raw` when a query opened the dialect…
    if (raw.open) raw.close(); // …and here when none did
  }
}

/**
 * A consistent image of the live database with SQLite's online backup API, from a connection of
 * our own while the server keeps writing. The first step only opens the backup; the second copies
 * every page in one step, inside one read transaction: the image is the database at one moment,
 * and a write between the steps merely restarts the copy (it can never mix two moments). Readers do
 * not block writers in WAL mode, so the server goes on meanwhile. The image leaves WAL mode, so it
 * is one self-contained file, and its facts are read from it, not from the live file.
 */
export async function snapshotSqlite(dataDir: string, dest: string): Promise<DatabaseFacts & { tool: string }> {
  const source = sqliteFileOf(dataDir);
  if (!fs.existsSync(source)) throw new Refusal(`没有可备份的数据库：${source} 不存在（DATA_DIR 是否与服务器相同？）/ no database at ${source}`);
  const version = await withFile(source, async (_db, raw) => {
    await raw.backup(dest, { progress: () => 0x7fffffff });
    return (raw.prepare('select sqlite_version() as v').get() as { v: string }).v;
  });
  const facts = await withFile(dest, async (db, raw) => {
    raw.pragma('journal_mode = DELETE');
    return databaseFacts(db, 'sqlite');
  });
  return { ...facts, tool: `sqlite ${version} online backup` };
}

/** Whether the server's file holds any table (a missing file is empty). Never creates the file. */
export async function sqliteTargetTables(dataDir: string): Promise<number> {
  const file = sqliteFileOf(dataDir);
  if (!fs.existsSync(file)) return 0;
  return withFile(file, async (_db, raw) => (raw.prepare("select count(*) as n from sqlite_master where type = 'table'").get() as { n: number }).n);
}

/**
 * Puts the image in place of an empty (or missing) database file: copied beside it first, flushed,
 * then renamed over it, so the server never opens half a file. The empty file's WAL files go with it.
 */
export async function restoreSqlite(image: string, dataDir: string): Promise<void> {
  const target = sqliteFileOf(dataDir);
  await fs.promises.mkdir(dataDir, { recursive: true });
  const partial = `${target}.restoring`;
  await fs.promises.copyFile(image, partial);
  const handle = await fs.promises.open(partial, 'r+');
  await handle.sync();
  await handle.close();
  for (const side of ['-wal', '-shm']) await fs.promises.rm(`${target}${side}`, { force: true });
  await fs.promises.rename(partial, target);
}

/** Row counts of the restored file, to compare with the manifest. */
export async function restoredSqliteFacts(dataDir: string): Promise<DatabaseFacts> {
  return withFile(sqliteFileOf(dataDir), (db) => databaseFacts(db, 'sqlite'));
}
