import fs from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../../config';
import { openDatabase } from '../../db/database';
import { createFileStorage } from '../../modules/files/file-storage';
import { type Manifest, MANIFEST_FORMAT, hashFile, writeManifest } from './manifest';
import { snapshotPostgres } from './postgres-snapshot';
import { snapshotSqlite } from './sqlite-snapshot';
import { copyStore } from './uploads';

export interface BackupResult {
  folder: string;
  manifest: Manifest;
}

/** 2026-11-28T190000Z: sortable, and a valid folder name everywhere (no colons). */
export function folderNameOf(at: Date): string {
  return at.toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/:/g, '');
}

function storageLocation(config: Pick<AppConfig, 'dataDir' | 'fileStorage'>): Manifest['storage'] {
  const s = config.fileStorage;
  return s.kind === 's3' ? { kind: 's3', location: `s3://${s.bucket}/${s.prefix}${s.endpoint ? ` (${s.endpoint})` : ''}` } : { kind: 'disk', location: path.join(config.dataDir, 'uploads') };
}

/**
 * `npm run backup`: the database first, as one consistent snapshot, then the upload store, into one
 * folder `<out>/<snapshot time>/` with manifest.json and SHA256SUMS. The folder is written as
 * `<name>.partial` and renamed when complete, so a folder without the suffix is always whole.
 */
export async function createBackup(opts: { config: AppConfig; out: string; pgBinDir?: string; now?: () => Date }): Promise<BackupResult> {
  const { config } = opts;
  const now = opts.now ?? (() => new Date());
  const snapshotAt = now();
  let name = folderNameOf(snapshotAt);
  for (let n = 2; fs.existsSync(path.join(opts.out, name)); n++) name = `${folderNameOf(snapshotAt)}-${n}`;
  const folder = path.join(opts.out, name);
  const partial = `${folder}.partial`;
  await fs.promises.mkdir(partial, { recursive: true });
  try {
    const engine = config.databaseUrl ? 'postgres' : 'sqlite';
    const dbFile = engine === 'postgres' ? 'database.pgdump' : 'database.sqlite';
    const facts = config.databaseUrl ? await dumpPostgres(config, path.join(partial, dbFile), opts.pgBinDir) : await snapshotSqlite(config.dataDir, path.join(partial, dbFile));
    const dbHash = await hashFile(path.join(partial, dbFile));
    const store = await copyStore(createFileStorage(config), partial, facts.uploads);
    const manifest: Manifest = {
      format: MANIFEST_FORMAT,
      snapshotAt: snapshotAt.toISOString(),
      finishedAt: now().toISOString(),
      engine,
      schema: { latestMigration: facts.latestMigration, migrations: facts.migrations },
      database: { file: dbFile, ...dbHash, tool: facts.tool },
      tables: facts.tables,
      storage: storageLocation(config),
      ...store,
    };
    await writeManifest(partial, manifest);
    await fs.promises.rename(partial, folder);
    return { folder, manifest };
  } catch (error) {
    await fs.promises.rm(partial, { recursive: true, force: true });
    throw error;
  }
}

async function dumpPostgres(config: AppConfig, dest: string, pgBinDir?: string) {
  const { db } = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolMax: 2 });
  try {
    return await snapshotPostgres(db, config.databaseUrl!, dest, pgBinDir);
  } finally {
    await db.destroy();
  }
}
