import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FILE_MESSAGES, UPLOAD_MESSAGES, type UploadScene } from '@tcm/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { type Clock, iso } from '../../lib/clock';
import { randomToken } from '../../lib/crypto';
import { BusinessError } from '../../lib/errors';
import type { StoredType } from './file-type';
import { MIME_BY_EXT } from './file-type';
import { isOfdPackage } from './ofd-package';
import { addWatermark, makeThumbnail } from './images';
import { type DocumentKind, type FileAccess, type FileViewers, KIND_OF_SCENE, createFileEntitlement, isPrivateScene } from './private-files';
import { createFileRepository } from './repository';
import { createUrlSigner } from './signed-url';
import { SniffStream } from './sniff-stream';
import type { FileStorage } from './storage';

export const FILE_URL_PREFIX = '/files/';
export const THUMB_WIDTHS = [180, 360] as const;
const KEY_PATTERN = /^[A-Za-z0-9_-]{22}(_w\d{3})?\.(jpg|png|gif|pdf|ofd)$/;
const UPLOAD_KEY = /^[A-Za-z0-9_-]{22}\.(jpg|png|gif|pdf|ofd)$/;
/** OFD is taken only where an e-invoice is (issue #23). */
const OFD_SCENES: readonly string[] = ['invoice'];

export interface ReceivedFile {
  tempPath: string;
  type: StoredType;
  size: number;
  originalName: string;
}

export interface StoreOptions {
  memberId: number | null;
  /** 'member': public until a service makes it a private document; the others are private from the first byte. */
  scene: 'member' | UploadScene;
  watermark: boolean;
  thumbnail: boolean;
}

const removeQuietly = (p: string) => fs.promises.rm(p, { force: true });
export const thumbKey = (key: string, width: number) => key.replace(/\.(\w+)$/, `_w${width}.$1`);

export function createFileService({ db, clock, storage, viewers, linkSecret }: { db: Kysely<Database>; clock: Clock; storage: FileStorage; viewers: FileViewers; linkSecret?: string }) {
  const repo = createFileRepository(db);
  const signer = createUrlSigner(() => clock.now(), linkSecret);
  const mayOpen = createFileEntitlement({ repo, signer, viewers });
  const keysOf = (paths: string[]) => [...new Set(paths.map((p) => p.slice(FILE_URL_PREFIX.length)).filter((k) => UPLOAD_KEY.test(k)))];

  async function thumbnail(key: string, width: number): Promise<string> {
    const tKey = thumbKey(key, width);
    if (await storage.exists(tKey)) return tKey;
    const source = await storage.open(key);
    if (!source) throw new BusinessError(FILE_MESSAGES.notFound);
    const temp = path.join(storage.tempDir(), `${randomToken()}-${tKey}`);
    try {
      await makeThumbnail(source, temp, width);
      await storage.putFile(tKey, temp);
    } finally {
      await removeQuietly(temp);
    }
    return tKey;
  }

  return {
    /**
     * Streams one upload to a temp file, deciding its type from the first bytes. `tooLarge`
     * tells whether the multipart limit cut the stream; nothing partial is kept either way.
     */
    async receive(stream: Readable, originalName: string, tooLarge: () => boolean): Promise<ReceivedFile> {
      const tempPath = path.join(storage.tempDir(), randomToken());
      const sniff = new SniffStream();
      const out = fs.createWriteStream(tempPath);
      try {
        await pipeline(stream, sniff, out);
      } catch (err) {
        // A refusal in the first bytes can come before the file is even opened: removing it then
        // would leave the file the pending open creates. Wait until the stream has let go of it.
        if (!out.closed) await new Promise<void>((done) => out.once('close', () => done()));
        await removeQuietly(tempPath);
        stream.resume();
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new BusinessError(UPLOAD_MESSAGES.tooLarge);
        throw err;
      }
      if (tooLarge()) {
        await removeQuietly(tempPath);
        throw new BusinessError(UPLOAD_MESSAGES.tooLarge);
      }
      // A ZIP is kept only when it is an OFD package (an OFD.xml at its root).
      if (sniff.type?.ext === 'ofd' && !(await isOfdPackage(tempPath))) {
        await removeQuietly(tempPath);
        throw new BusinessError(UPLOAD_MESSAGES.unsupportedType);
      }
      return { tempPath, type: sniff.type!, size: sniff.size, originalName };
    },

    /** Gives the file a random name (no client path reaches the disk), watermarks it if asked, records it. */
    async store(file: ReceivedFile, opts: StoreOptions): Promise<{ fileUrl: string; thumbUrl: string | null; previewUrl?: string }> {
      const key = `${randomToken().slice(0, 22)}.${file.type.ext}`;
      const isPrivate = isPrivateScene(opts.scene);
      const stamp = opts.watermark && (file.type.ext === 'jpg' || file.type.ext === 'png');
      let source = file.tempPath;
      try {
        if (file.type.ext === 'ofd' && !OFD_SCENES.includes(opts.scene)) throw new BusinessError(UPLOAD_MESSAGES.unsupportedType);
        if (stamp) {
          source = `${file.tempPath}.wm.${file.type.ext}`;
          await addWatermark(file.tempPath, source);
        }
        const size = (await fs.promises.stat(source)).size;
        await storage.putFile(key, source);
        await repo.insert({
          file_key: key,
          mime: file.type.mime,
          size,
          original_name: file.originalName.slice(0, 255),
          member_id: opts.memberId,
          scene: opts.scene,
          watermarked: stamp ? 1 : 0,
          created_at: iso(clock.now()),
          claimed: 0, // swept after a day unless a record claims it (./claims.ts, ./sweep.ts)
          private: isPrivate ? 1 : 0,
          kind: isPrivate ? KIND_OF_SCENE[opts.scene as UploadScene] : null,
        });
      } finally {
        await removeQuietly(file.tempPath);
        if (source !== file.tempPath) await removeQuietly(source);
      }
      const thumb = opts.thumbnail && file.type.image ? await thumbnail(key, THUMB_WIDTHS[0]) : null;
      const fileUrl = FILE_URL_PREFIX + key;
      if (!isPrivate) return { fileUrl, thumbUrl: thumb ? `${fileUrl}?w=${THUMB_WIDTHS[0]}` : null };
      // The stored path stays plain; only the uploader's reply carries links that open it.
      const grant = signer.sign(key);
      return { fileUrl, thumbUrl: thumb ? `${fileUrl}?w=${THUMB_WIDTHS[0]}&${grant}` : null, previewUrl: `${fileUrl}?${grant}` };
    },

    /** Runs `fn` on a local copy of a stored image (whatever the storage), removed afterwards. */
    async withLocalCopy<T>(key: string, fn: (localPath: string) => Promise<T>): Promise<T> {
      const row = KEY_PATTERN.test(key) ? await repo.findByKey(key) : undefined;
      const source = row ? await storage.open(key) : null;
      if (!source) throw new BusinessError(FILE_MESSAGES.notFound);
      const temp = path.join(storage.tempDir(), `${randomToken()}-${key}`);
      try {
        await pipeline(source, fs.createWriteStream(temp));
        return await fn(temp);
      } finally {
        await removeQuietly(temp);
      }
    },

    /**
     * In the caller's transaction (the move that accepts the paths): the uploads become private
     * documents of `kind`, and of the order when one is given, whatever scene they were uploaded with.
     */
    async makePrivate(trx: Kysely<Database>, paths: string[], doc: { kind: DocumentKind; orderId?: number }): Promise<void> {
      const keys = keysOf(paths);
      const r = createFileRepository(trx);
      await r.markPrivate(keys, doc.kind);
      if (doc.orderId !== undefined) await r.linkOrder(keys, doc.orderId);
    },

    async namesOf(paths: readonly string[]): Promise<Record<string, string>> {
      const rows = await repo.originalNames(keysOf([...paths]));
      return Object.fromEntries(rows.flatMap((r) => (r.original_name ? [[`${FILE_URL_PREFIX}${r.file_key}`, r.original_name]] : [])));
    },

    /** Whether `access` may read the upload at `fileUrl`: true for a public or missing one (the read then says so). */
    async mayRead(fileUrl: string, access: FileAccess): Promise<boolean> {
      const key = fileUrl.slice(FILE_URL_PREFIX.length);
      const row = UPLOAD_KEY.test(key) ? await repo.findByKey(key) : undefined;
      return !row || row.private !== 1 || mayOpen(row, access);
    },

    /** A short-lived link that opens a stored upload (private ones too): an operator reviewing an application. */
    signedLink(fileUrl: string): string {
      return `${fileUrl}?${signer.sign(fileUrl.slice(FILE_URL_PREFIX.length))}`;
    },

    async discard(file: ReceivedFile): Promise<void> {
      await removeQuietly(file.tempPath);
    },

    /** A stored file (or its thumbnail) to send; null when there is none; 'private' when `access` is not entitled to it. */
    async open(
      key: string,
      width: number | undefined,
      access: FileAccess = {},
    ): Promise<{ stream: Readable; mime: string; ext: string; isPrivate: boolean } | null | 'private'> {
      // Only an upload's own key: a thumbnail's key (…_w180.png) is never served by name. A random key
      // may itself contain "_w", so the test is the shape, not the substring.
      if (!UPLOAD_KEY.test(key)) return null;
      const row = await repo.findByKey(key);
      if (!row) return null;
      const isPrivate = row.private === 1;
      if (isPrivate && !(await mayOpen(row, access))) return 'private';
      const ext = key.split('.').pop() as StoredType['ext'];
      const image = ext !== 'pdf' && ext !== 'ofd';
      const servedKey = width && image ? await thumbnail(key, width) : key;
      const stream = await storage.open(servedKey);
      return stream ? { stream, mime: MIME_BY_EXT[ext], ext, isPrivate } : null;
    },
  };
}
export type FileService = ReturnType<typeof createFileService>;
