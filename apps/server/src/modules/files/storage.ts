import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where uploaded files live: local disk under DATA_DIR/uploads (the default), or an
 * S3-compatible bucket for several server instances (./storage-s3.ts), chosen by FILE_STORAGE.
 */
export interface FileStorage {
  /** Moves a finished temp file into storage under `key`. */
  putFile(key: string, tempPath: string): Promise<void>;
  /** The stored file as a stream, or null when there is none. */
  open(key: string): Promise<Readable | null>;
  exists(key: string): Promise<boolean>;
  /** Removes a stored file; one that is not there is no error (the upload sweep). */
  remove(key: string): Promise<void>;
  /** A folder for temp files while an upload streams in. */
  tempDir(): string;
  /** Every stored key (uploads and their thumbnails; never a temp file): what a backup copies (issue #24). */
  list(): AsyncIterable<string>;
}

export function createDiskStorage(root: string): FileStorage {
  const tmp = path.join(root, 'tmp');
  fs.mkdirSync(tmp, { recursive: true });
  // Two-character shards keep any one folder small.
  const where = (key: string) => path.join(root, key.slice(0, 2), key);
  return {
    async putFile(key, tempPath) {
      await fs.promises.mkdir(path.dirname(where(key)), { recursive: true });
      await fs.promises.rename(tempPath, where(key));
    },
    async open(key) {
      return fs.existsSync(where(key)) ? fs.createReadStream(where(key)) : null;
    },
    async exists(key) {
      return fs.existsSync(where(key));
    },
    async remove(key) {
      await fs.promises.rm(where(key), { force: true });
    },
    tempDir: () => tmp,
    async *list() {
      // Only the shards: <two first characters of the key>/<key>; the temp folder is not storage.
      for (const shard of await fs.promises.readdir(root, { withFileTypes: true })) {
        if (!shard.isDirectory() || shard.name.length !== 2) continue;
        for (const file of await fs.promises.readdir(path.join(root, shard.name), { withFileTypes: true })) {
          if (file.isFile() && file.name.startsWith(shard.name)) yield file.name;
        }
      }
    },
  };
}
