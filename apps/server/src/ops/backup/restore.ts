import path from 'node:path';
import type { AppConfig } from '../../config';
import { openDatabase } from '../../db/database';
import { createFileStorage } from '../../modules/files/file-storage';
import { type DatabaseFacts, latestKnownMigration } from './database-facts';
import { type Manifest, readVerifiedManifest } from './manifest';
import { postgresTargetRelations, restorePostgres, restoredPostgresFacts } from './postgres-snapshot';
import { Refusal } from './refusal';
import { restoreSqlite, restoredSqliteFacts, sqliteFileOf, sqliteTargetTables } from './sqlite-snapshot';
import { firstStoredKey, restoreStore } from './uploads';

export interface RestoreResult {
  manifest: Manifest;
  tables: number;
  rows: number;
  files: number;
  bytes: number;
}

/**
 * `npm run restore <folder>`: checks the folder (manifest checksum, then every file's), then that
 * the target database and store are empty, and only then writes: the files first and the database
 * last — the order the portal itself keeps (a row never names a file that is not stored yet), and
 * with PostgreSQL the database comes in one transaction. Refusals change nothing.
 */
export async function restoreBackup(opts: { config: AppConfig; folder: string; pgBinDir?: string }): Promise<RestoreResult> {
  const { config, folder } = opts;
  const manifest = await readVerifiedManifest(folder);
  const engine = config.databaseUrl ? 'postgres' : 'sqlite';
  if (manifest.engine !== engine) {
    throw new Refusal(`备份来自 ${manifest.engine}，目标是 ${engine}：不支持跨数据库引擎恢复 / the backup is of ${manifest.engine}, the target is ${engine}: no restore across engines`);
  }
  const known = latestKnownMigration();
  if (manifest.schema.latestMigration && known && manifest.schema.latestMigration > known) {
    throw new Refusal(`备份的数据库结构（${manifest.schema.latestMigration}）比本程序（${known}）新：请用不低于备份时的版本恢复 / the backup's schema is newer than this code's`);
  }
  const dbFile = path.join(folder, manifest.database.file);
  let restored: DatabaseFacts;
  if (engine === 'sqlite') {
    const tables = await sqliteTargetTables(config.dataDir);
    if (tables > 0) throw notEmpty(`数据库 ${sqliteFileOf(config.dataDir)} 已有 ${tables} 张表`, `the database ${sqliteFileOf(config.dataDir)} has ${tables} tables`);
    await restoreFilesInto(config, folder, manifest);
    await restoreSqlite(dbFile, config.dataDir);
    restored = await restoredSqliteFacts(config.dataDir);
  } else {
    const { db } = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolMax: 2 });
    try {
      const relations = await postgresTargetRelations(db);
      if (relations > 0) throw notEmpty(`目标数据库已有 ${relations} 个表、视图或序列`, `the target database has ${relations} tables, views or sequences`);
      await restoreFilesInto(config, folder, manifest);
      await restorePostgres(db, config.databaseUrl!, dbFile, Number(/\d+/.exec(manifest.database.tool)?.[0] ?? 0), opts.pgBinDir);
      restored = await restoredPostgresFacts(db);
    } finally {
      await db.destroy();
    }
  }
  const differing = Object.keys({ ...manifest.tables, ...restored.tables }).filter((t) => manifest.tables[t] !== restored.tables[t]);
  if (differing.length) throw new Error(`恢复后的行数与清单不符 / restored row counts differ from the manifest: ${differing.join(', ')}`);
  return {
    manifest,
    tables: Object.keys(restored.tables).length,
    rows: Object.values(restored.tables).reduce((a, b) => a + b, 0),
    files: manifest.files.length,
    bytes: manifest.files.reduce((a, f) => a + f.size, 0),
  };
}

function notEmpty(zh: string, en: string): Refusal {
  return new Refusal(`目标不是空的：${zh}。恢复只写入空的数据库和空的文件存储 / the target is not empty: ${en}; restore writes into an empty database and an empty store only`);
}

/** The store must be empty too; checked after the database (whose check never creates anything). */
async function restoreFilesInto(config: AppConfig, folder: string, manifest: Manifest): Promise<void> {
  const storage = createFileStorage(config);
  const first = await firstStoredKey(storage);
  if (first) throw notEmpty(`文件存储中已有文件（如 ${first}）`, `the upload store holds files (${first}, …)`);
  await restoreStore(storage, folder, manifest.files);
}
