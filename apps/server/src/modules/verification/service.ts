import { ACCOUNT_MESSAGES, type SmsCodePurpose } from '@tcm/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { type Clock, iso } from '../../lib/clock';
import { randomSixDigits, sha256 } from '../../lib/crypto';
import { BusinessError } from '../../lib/errors';
import type { OutboxPurgeService } from './outbox-purge';
import { createVerificationRepository } from './repository';
import type { SmsProvider } from './sms-provider';

export const CODE_TTL_MS = 5 * 60_000;
export const RESEND_AFTER_MS = 60_000;
export const MAX_WRONG_TRIES = 5;

const PURPOSE_TEXT: Record<SmsCodePurpose, string> = { register: '注册', resetPassword: '找回密码', unlock: '解锁账号' };
const hashCode = (mobile: string, purpose: string, code: string) => sha256(`${mobile}:${purpose}:${code}`);

/** Six digits, valid 5 minutes, one send per 60 s per number, five wrong tries burn the code. */
export function createVerificationService(clock: Clock, sms: SmsProvider, outbox: OutboxPurgeService) {
  return {
    async send(db: Kysely<Database>, mobile: string, purpose: SmsCodePurpose): Promise<void> {
      const repo = createVerificationRepository(db);
      const now = clock.now();
      const last = await repo.latest(mobile, purpose);
      if (last && Date.parse(last.created_at) + RESEND_AFTER_MS > now) throw new BusinessError(ACCOUNT_MESSAGES.codeTooSoon);
      const code = randomSixDigits();
      await repo.insert({ mobile, purpose, codeHash: hashCode(mobile, purpose, code), now: iso(now), expiresAt: iso(now + CODE_TTL_MS) });
      const content = `【中药质量检测服务平台】您的${PURPOSE_TEXT[purpose]}验证码为${code}，5分钟内有效，请勿泄露给他人。`;
      await sms.send(db, mobile, content, iso(now), CODE_TTL_MS);
      // Besides the periodic job: each send masks what has expired meanwhile.
      await outbox.purgeExpired();
    },

    /**
     * Checks the latest code and returns its id. A wrong try is counted by one atomic increment
     * and the answer taken from the count it returns, so however many tries arrive at once, the
     * sixth and later find the code dead. Call it before the caller's transaction, then
     * `markUsed` inside it, so a rolled-back write keeps the code.
     */
    async verify(db: Kysely<Database>, mobile: string, purpose: SmsCodePurpose, code: string): Promise<number> {
      const repo = createVerificationRepository(db);
      const latest = await repo.latest(mobile, purpose);
      if (!latest || latest.used_at || Date.parse(latest.expires_at) <= clock.now()) throw new BusinessError(ACCOUNT_MESSAGES.codeInvalid);
      if (latest.attempts >= MAX_WRONG_TRIES) throw new BusinessError(ACCOUNT_MESSAGES.codeBurned);
      if (latest.code_hash !== hashCode(mobile, purpose, code)) {
        const attempts = await repo.countAttempt(latest.id);
        throw new BusinessError(attempts >= MAX_WRONG_TRIES ? ACCOUNT_MESSAGES.codeBurned : ACCOUNT_MESSAGES.codeInvalid);
      }
      return latest.id;
    },

    /**
     * Consumes a verified code; refuses when a concurrent request consumed it first, or when
     * wrong tries that raced it have used up its five meanwhile.
     */
    async markUsed(db: Kysely<Database>, codeId: number): Promise<void> {
      if (!(await createVerificationRepository(db).markUsed(codeId, iso(clock.now()), MAX_WRONG_TRIES))) {
        throw new BusinessError(ACCOUNT_MESSAGES.codeInvalid);
      }
    },
  };
}
export type VerificationService = ReturnType<typeof createVerificationService>;
