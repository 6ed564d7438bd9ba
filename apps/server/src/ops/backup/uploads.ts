import fs from 'node:fs';
import path from 'node:path';
import type { FileStorage } from '../../modules/files/storage';
import { FILES_FOLDER, type Manifest, SAFE_KEY, copyHashing } from './manifest';

/**
 * Copies every object of the upload store into `<folder>/files/`, after the database snapshot:
 * files are stored before the row that names them commits (modules/files/service.ts: putFile,
 * then the insert), so every upload of the snapshot is in the store by now. Objects stored since
 * are copied too (extra, harmless); an object the upload sweep removed since is missing, and its
 * row is listed with `missingFiles` (see the manifest).
 */
export async function copyStore(storage: FileStorage, folder: string, uploads: { key: string; claimed: boolean }[]): Promise<Pick<Manifest, 'files' | 'missingFiles' | 'skippedObjects'>> {
  const dir = path.join(folder, FILES_FOLDER);
  await fs.promises.mkdir(dir, { recursive: true });
  const files: Manifest['files'] = [];
  const skippedObjects: string[] = [];
  for await (const key of storage.list()) {
    if (!SAFE_KEY.test(key)) {
      skippedObjects.push(key);
      continue;
    }
    const source = await storage.open(key);
    if (!source) continue; // removed between the listing and now: the sweep's, see above
    files.push({ key, ...(await copyHashing(source, path.join(dir, key))) });
  }
  files.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const copied = new Set(files.map((f) => f.key));
  const missingFiles = uploads.filter((u) => !copied.has(u.key));
  return { files, missingFiles, skippedObjects };
}

/** Whether the store holds anything (the first listed key, or null). */
export async function firstStoredKey(storage: FileStorage): Promise<string | null> {
  for await (const key of storage.list()) return key;
  return null;
}

/** Puts every file of the backup into the (empty) store through the store's own putFile. */
export async function restoreStore(storage: FileStorage, folder: string, files: Manifest['files']): Promise<void> {
  for (const f of files) {
    const temp = path.join(storage.tempDir(), `restore-${f.key}`);
    await fs.promises.copyFile(path.join(folder, FILES_FOLDER, f.key), temp);
    try {
      await storage.putFile(f.key, temp);
    } finally {
      await fs.promises.rm(temp, { force: true });
    }
  }
}
