import fs from 'node:fs';
import { SECURITY_LIMIT_MESSAGES as L } from '@tcm/shared';
import { BusinessError } from '../../lib/errors';
import type { RateLimitService, RatePolicy } from '../rate-limit/service';
import { assertPixelsWithinLimit } from './images';
import type { ReceivedFile } from './service';

const DAY = 86_400_000;
const KIB = 1024;
const MIB_IN_KIB = 1024;

/**
 * Daily upload budgets (issue #17), per UTC day, in rate_limit_counter. Bytes are counted in KiB,
 * as received (the counter column is a 32-bit integer). Why these numbers:
 * - a member account: 200 files / 1 GiB — a busy institution's staff issue tens of reports and
 *   contracts a day, a seller posts a few products of up to 9 pictures; nobody honest needs more;
 * - signed-in uploads from one address, all accounts together: 1,000 files / 5 GiB — an office
 *   behind one NAT address is several busy accounts, while one attacker with many accounts is not;
 * - anonymous uploads (settlement application, registration licence) per address: 30 files /
 *   300 MB — an application needs two or three scans, so this leaves room for many retries.
 */
export const UPLOAD_QUOTAS = {
  memberFiles: { name: 'upq-member-n', limit: 200, windowMs: DAY },
  memberKib: { name: 'upq-member-kib', limit: 1024 * MIB_IN_KIB, windowMs: DAY },
  addressFiles: { name: 'upq-addr-n', limit: 1000, windowMs: DAY },
  addressKib: { name: 'upq-addr-kib', limit: 5 * 1024 * MIB_IN_KIB, windowMs: DAY },
  anonymousFiles: { name: 'upq-anon-n', limit: 30, windowMs: DAY },
  anonymousKib: { name: 'upq-anon-kib', limit: 300 * MIB_IN_KIB, windowMs: DAY },
} satisfies Record<string, RatePolicy>;

/** Who sends an upload: the signed-in member (null for a visitor) and the client address (req.ip, see TRUST_PROXY). */
export interface Uploader {
  memberId: number | null;
  ip: string;
}

type Budget = { files: RatePolicy; kib: RatePolicy; key: string };

const budgetsOf = (who: Uploader): Budget[] =>
  who.memberId === null
    ? [{ files: UPLOAD_QUOTAS.anonymousFiles, kib: UPLOAD_QUOTAS.anonymousKib, key: who.ip }]
    : [
        { files: UPLOAD_QUOTAS.memberFiles, kib: UPLOAD_QUOTAS.memberKib, key: String(who.memberId) },
        { files: UPLOAD_QUOTAS.addressFiles, kib: UPLOAD_QUOTAS.addressKib, key: who.ip },
      ];

/** Spends `amount` of each budget in turn; when one refuses, the ones already spent are given back. */
async function spendAll(rateLimit: RateLimitService, items: { policy: RatePolicy; key: string }[], amount: number, message: string): Promise<void> {
  const spent: typeof items = [];
  try {
    for (const item of items) {
      await rateLimit.spend(item.policy, item.key, amount, message);
      spent.push(item);
    }
  } catch (err) {
    for (const item of spent) await rateLimit.spend(item.policy, item.key, -amount, message);
    throw err;
  }
}

/**
 * The checks around POST /api/uploadFile: `admit` before a byte is read (free disk, today's
 * budgets), `accept` once the file is in a temp file (its pixels, its bytes as received).
 * `dirs` are the local folders uploads pass through: the storage folder, or S3's temp folder.
 */
export function createUploadLimits({ rateLimit, dirs, minFreeMb }: { rateLimit: RateLimitService; dirs: string[]; minFreeMb: number }) {
  async function assertDiskRoom(): Promise<void> {
    for (const dir of dirs) {
      const { bavail, bsize } = await fs.promises.statfs(dir);
      if (bavail * bsize < minFreeMb * 1024 * 1024) throw new BusinessError(L.diskFull);
    }
  }

  return {
    async admit(who: Uploader): Promise<void> {
      await assertDiskRoom();
      const budgets = budgetsOf(who);
      for (const b of budgets) await rateLimit.requireRoom(b.kib, b.key, L.dailyFileBytes);
      await spendAll(rateLimit, budgets.map((b) => ({ policy: b.files, key: b.key })), 1, L.dailyFileCount);
    },

    /** Refuses an image over the pixel limit, then charges the bytes received; the caller discards the file on a refusal. */
    async accept(who: Uploader, file: ReceivedFile): Promise<void> {
      if (file.type.image) await assertPixelsWithinLimit(file.tempPath);
      const kib = Math.max(1, Math.ceil(file.size / KIB));
      await spendAll(rateLimit, budgetsOf(who).map((b) => ({ policy: b.kib, key: b.key })), kib, L.dailyFileBytes);
    },
  };
}
export type UploadLimits = ReturnType<typeof createUploadLimits>;
