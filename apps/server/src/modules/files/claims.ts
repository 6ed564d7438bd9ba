import { ORDER_MESSAGES, SECURITY_LIMIT_MESSAGES } from '@tcm/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { BusinessError } from '../../lib/errors';
import { createFileRepository } from './repository';

/** The stored key of an upload path /files/<key>. */
export const uploadKey = (path: string) => path.slice('/files/'.length);

/**
 * Refuses paths that are not the caller's own uploads, with `message` (a voucher, contract, report
 * or service picture must be what the member or staff account itself uploaded).
 */
export async function requireOwnUploads(db: Kysely<Database>, memberId: number, paths: readonly string[], message: string = ORDER_MESSAGES.fileNotOwn): Promise<void> {
  const keys = [...new Set(paths.map(uploadKey))];
  if (keys.length && (await createFileRepository(db).ownUploads(memberId, keys)) !== keys.length) throw new BusinessError(message);
}

/** An upload's key wherever its path appears: a plain path, a comma list, a signed link, rich text. */
const KEY_IN_TEXT = /\/files\/([A-Za-z0-9_-]{22}\.(?:jpg|png|gif|pdf|ofd))/g;

export function uploadKeysIn(texts: readonly (string | null | undefined)[]): string[] {
  const keys = new Set<string>();
  for (const text of texts) for (const m of (text ?? '').matchAll(KEY_IN_TEXT)) keys.add(m[1]!);
  return [...keys];
}

/**
 * Marks the uploads these paths name as used by a record, so the sweep (./sweep.ts) never removes
 * them (issue #17). Call it with the transaction that writes the record. Every path must name a
 * stored upload (the caller has checked whose it is): one the sweep removed a moment ago fails the
 * transaction with 文件已过期，请重新上传 instead of saving a record that shows nothing.
 */
export async function claimUploads(trx: Kysely<Database>, paths: readonly (string | null | undefined)[]): Promise<void> {
  const keys = uploadKeysIn(paths);
  if (!keys.length) return;
  const res = await trx.updateTable('upload_file').set({ claimed: 1 }).where('file_key', 'in', keys).executeTakeFirst();
  if (Number(res.numUpdatedRows) !== keys.length) throw new BusinessError(SECURITY_LIMIT_MESSAGES.uploadExpired);
}

/** Rich text: claims the uploads its pictures show. A picture that names no upload (pasted from elsewhere) is no refusal. */
export async function claimUploadsIn(trx: Kysely<Database>, html: string): Promise<void> {
  const keys = uploadKeysIn([html]);
  if (keys.length) await trx.updateTable('upload_file').set({ claimed: 1 }).where('file_key', 'in', keys).execute();
}
