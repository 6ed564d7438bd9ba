import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { type Clock, iso } from '../../lib/clock';
import { THUMB_WIDTHS, thumbKey } from './service';
import type { FileStorage } from './storage';

/** An upload no record has claimed (./claims.ts) within this long is removed. */
export const UNCLAIMED_TTL_MS = 86_400_000;
export const SWEEP_INTERVAL_MS = 3_600_000;
const BATCH = 200;
/** Bounds one run; whatever is left waits for the next. */
const MAX_BATCHES = 50;

/**
 * The periodic sweep of unused uploads (issue #17): an anonymous client can no longer fill the disk
 * with files nothing refers to. A row goes only while it is still unclaimed, in one conditional
 * delete, and its file and thumbnails after it: a service claiming the file at the same moment
 * either wins (the delete then matches nothing) or finds it gone and refuses (./claims.ts).
 */
export function createUploadSweep({ db, clock, storage }: { db: Kysely<Database>; clock: Clock; storage: FileStorage }) {
  async function removeRow(key: string): Promise<boolean> {
    const res = await db
      .deleteFrom('upload_file')
      .where('file_key', '=', key)
      .where('claimed', '=', 0)
      .executeTakeFirst();
    return Number(res.numDeletedRows) === 1;
  }

  /** Temp files a crash left behind (an upload cut off mid-stream is removed at once otherwise). */
  async function removeStaleTemp(before: number): Promise<void> {
    const dir = storage.tempDir();
    for (const name of await fs.promises.readdir(dir).catch(() => [] as string[])) {
      const file = path.join(dir, name);
      const stat = await fs.promises.stat(file).catch(() => null);
      if (stat?.isFile() && stat.mtimeMs < before) await fs.promises.rm(file, { force: true });
    }
  }

  return {
    /** One run: answers how many uploads it removed. */
    async sweep(): Promise<number> {
      const before = clock.now() - UNCLAIMED_TTL_MS;
      let removed = 0;
      for (let batch = 0; batch < MAX_BATCHES; batch++) {
        const rows = await db.selectFrom('upload_file').select('file_key').where('claimed', '=', 0).where('created_at', '<', iso(before)).orderBy('created_at').limit(BATCH).execute();
        for (const { file_key: key } of rows) {
          if (!(await removeRow(key))) continue;
          for (const k of [key, ...THUMB_WIDTHS.map((w) => thumbKey(key, w))]) await storage.remove(k);
          removed++;
        }
        if (rows.length < BATCH) break;
      }
      await removeStaleTemp(before);
      return removed;
    },
  };
}
export type UploadSweep = ReturnType<typeof createUploadSweep>;
