import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';
import { Refusal } from './refusal';

/**
 * What a backup folder holds (issue #24), written last as manifest.json:
 *   manifest.json   this description
 *   SHA256SUMS      `sha256sum -c` lines for everything below and for manifest.json itself
 *   database.sqlite (SQLite: an online-backup image) or database.pgdump (PostgreSQL: pg_dump -Fc)
 *   files/<key>     every object of the upload store (uploads and thumbnails)
 */
export const MANIFEST_FORMAT = 'tcm-portal-backup/1';
export const MANIFEST_FILE = 'manifest.json';
export const SUMS_FILE = 'SHA256SUMS';
export const FILES_FOLDER = 'files';

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);
/** A stored key that is safe as a file name in the folder (no separator, no leading dot). */
export const SAFE_KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/;

export const manifestSchema = z.object({
  format: z.literal(MANIFEST_FORMAT),
  /** When the backup began, just before the database snapshot: every write acknowledged before it is in the backup. */
  snapshotAt: z.string(),
  finishedAt: z.string(),
  engine: z.enum(['sqlite', 'postgres']),
  schema: z.object({ latestMigration: z.string().nullable(), migrations: z.number().int().min(0) }),
  database: z.object({ file: z.enum(['database.sqlite', 'database.pgdump']), size: z.number().int().min(0), sha256, tool: z.string() }),
  /** Rows per table in the snapshot: restore checks the restored database against them. */
  tables: z.record(z.string(), z.number().int().min(0)),
  storage: z.object({ kind: z.enum(['disk', 's3']), location: z.string() }),
  files: z.array(z.object({ key: z.string().regex(SAFE_KEY), size: z.number().int().min(0), sha256 })),
  /**
   * Uploads the snapshot records whose object the store no longer held when it was copied: the
   * sweep of unclaimed uploads (modules/files/sweep.ts) removes the row first and the object after,
   * so such a row is unclaimed and the restored portal's sweep removes it too. A claimed one is a
   * file the live portal had lost already: the backup says so loudly.
   */
  missingFiles: z.array(z.object({ key: z.string(), claimed: z.boolean() })),
  /** Objects under the store's prefix whose names are not keys of ours (never written by the portal): not copied. */
  skippedObjects: z.array(z.string()),
});
export type Manifest = z.infer<typeof manifestSchema>;

/** Copies a stream to `dest`, answering its size and SHA-256. */
export async function copyHashing(source: Readable, dest: string): Promise<{ size: number; sha256: string }> {
  const hash = crypto.createHash('sha256');
  let size = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  await pipeline(source, tap, fs.createWriteStream(dest));
  return { size, sha256: hash.digest('hex') };
}

export async function hashFile(file: string): Promise<{ size: number; sha256: string }> {
  const hash = crypto.createHash('sha256');
  let size = 0;
  for await (const chunk of fs.createReadStream(file)) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { size, sha256: hash.digest('hex') };
}

/** Writes manifest.json and SHA256SUMS (the database, every file, and the manifest itself). */
export async function writeManifest(folder: string, manifest: Manifest): Promise<void> {
  const text = `${JSON.stringify(manifest, null, 2)}\n`;
  await fs.promises.writeFile(path.join(folder, MANIFEST_FILE), text);
  const lines = [
    `${manifest.database.sha256}  ${manifest.database.file}`,
    ...manifest.files.map((f) => `${f.sha256}  ${FILES_FOLDER}/${f.key}`),
    `${crypto.createHash('sha256').update(text).digest('hex')}  ${MANIFEST_FILE}`,
  ];
  await fs.promises.writeFile(path.join(folder, SUMS_FILE), `${lines.join('\n')}\n`);
}

/** How many problems a refusal lists before it says "and N more". */
const LISTED = 5;

/**
 * Reads and checks a backup folder before anything is restored: the manifest's own checksum, then
 * the size and SHA-256 of the database file and of every file. Throws with every problem named.
 */
export async function readVerifiedManifest(folder: string): Promise<Manifest> {
  const manifestPath = path.join(folder, MANIFEST_FILE);
  const sumsPath = path.join(folder, SUMS_FILE);
  if (!fs.existsSync(manifestPath) || !fs.existsSync(sumsPath)) {
    throw new Refusal(`不是完整的备份目录：缺少 ${MANIFEST_FILE} 或 ${SUMS_FILE}（${folder}）/ not a complete backup folder`);
  }
  const text = await fs.promises.readFile(manifestPath, 'utf8');
  const sums = await fs.promises.readFile(sumsPath, 'utf8');
  const listed = sums.split('\n').find((l) => l.endsWith(`  ${MANIFEST_FILE}`))?.slice(0, 64);
  if (listed !== crypto.createHash('sha256').update(text).digest('hex')) throw new Refusal(`备份校验失败：${MANIFEST_FILE} 与 ${SUMS_FILE} 不符（已被修改或损坏）/ the manifest does not match its checksum`);
  let manifest: Manifest;
  try {
    manifest = manifestSchema.parse(JSON.parse(text));
  } catch {
    throw new Refusal(`备份校验失败：${MANIFEST_FILE} 格式无法识别（需要 ${MANIFEST_FORMAT}）/ unrecognised manifest`);
  }
  const problems: string[] = [];
  const expect = async (rel: string, want: { size: number; sha256: string }) => {
    const file = path.join(folder, rel);
    if (!fs.existsSync(file)) return void problems.push(`缺少 ${rel} / missing`);
    const got = await hashFile(file);
    if (got.size !== want.size || got.sha256 !== want.sha256) problems.push(`${rel} 校验和不符 / checksum mismatch`);
  };
  await expect(manifest.database.file, manifest.database);
  for (const f of manifest.files) await expect(`${FILES_FOLDER}/${f.key}`, f);
  if (problems.length) {
    const more = problems.length > LISTED ? `；另有 ${problems.length - LISTED} 处` : '';
    throw new Refusal(`备份校验失败 / backup verification failed：${problems.slice(0, LISTED).join('；')}${more}`);
  }
  return manifest;
}
