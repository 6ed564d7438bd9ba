import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { FileStorage } from '../../../modules/files/storage';
import type { Database } from '../../schema';
import { textPdf } from './report-pdf';

/** Stores a small PDF as a private document (issue #17) uploaded by `memberId` and answers its path. */
export async function storePdf(db: Kysely<Database>, storage: FileStorage, memberId: number, kind: string, lines: string[]): Promise<string> {
  const key = `${crypto.randomBytes(16).toString('base64url').slice(0, 22)}.pdf`;
  const body = textPdf(lines);
  const temp = path.join(storage.tempDir(), `seed-${key}`);
  await fs.promises.writeFile(temp, body);
  await storage.putFile(key, temp);
  await db
    .insertInto('upload_file')
    .values({ file_key: key, mime: 'application/pdf', size: body.length, original_name: null, member_id: memberId, scene: 'member', created_at: new Date().toISOString(), private: 1, kind })
    .execute();
  return `/files/${key}`;
}

/** Ties seeded documents to their order, as the moves that accept them do. */
export async function linkToOrder(db: Kysely<Database>, orderId: number, paths: (string | null)[]): Promise<void> {
  const rows = paths.filter((p): p is string => !!p).map((p) => ({ file_key: p.slice('/files/'.length), order_id: orderId }));
  if (rows.length) await db.insertInto('upload_file_order').values(rows).execute();
}

