import { SERVER_MESSAGES } from '@tcm/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { BusinessError } from '../../lib/errors';
import { createRateLimitRepository } from './repository';

export interface RatePolicy {
  name: string;
  limit: number;
  windowMs: number;
}

/**
 * The limits of the public calls, per client address (req.ip, see TRUST_PROXY) — and for the
 * sign-in calls also per account or mobile, so that rotating addresses does not help.
 */
export const RATE_POLICIES = {
  login: { name: 'login', limit: 30, windowMs: 60_000 },
  /** Per member (or per unknown name): bounds a burst before the lock, from however many addresses. */
  loginAccount: { name: 'login-acct', limit: 20, windowMs: 15 * 60_000 },
  smsCode: { name: 'sms', limit: 10, windowMs: 3_600_000 },
  /** Per mobile, every purpose: no one floods a number with texts. */
  smsMobile: { name: 'sms-mobile', limit: 10, windowMs: 3_600_000 },
  /** resetPassword and unlockAccount: each try is a guess at a 6-digit code. */
  codeCheck: { name: 'code', limit: 10, windowMs: 3_600_000 },
  codeCheckMobile: { name: 'code-mobile', limit: 10, windowMs: 3_600_000 },
  register: { name: 'register', limit: 20, windowMs: 3_600_000 },
  mobileIsExist: { name: 'mobile', limit: 60, windowMs: 60_000 },
  anonymousUpload: { name: 'upload', limit: 30, windowMs: 3_600_000 },
  ocr: { name: 'ocr', limit: 20, windowMs: 3_600_000 },
  /** Per account (issue #22): messages on orders, however many orders — a thread is no chat flood. */
  orderMessage: { name: 'order-msg', limit: 30, windowMs: 60_000 },
} satisfies Record<string, RatePolicy>;

export function createRateLimitService(db: Kysely<Database>, clock: Clock, enabled: boolean) {
  const repo = createRateLimitRepository(db);
  return {
    /** Refuses with 请求过于频繁 once `key` has used up its policy in the current window. */
    async consume(policy: RatePolicy, key: string): Promise<void> {
      if (!enabled) return;
      const windowStart = Math.floor(clock.now() / policy.windowMs) * policy.windowMs;
      const hits = await repo.hit(`${policy.name}:${key}`, windowStart);
      if (hits > policy.limit) throw new BusinessError(SERVER_MESSAGES.tooManyRequests);
    },

    /**
     * A budget rather than a rate (issue #17 upload quotas): adds `amount` to `key`'s use of
     * `policy` in the current window at once; past the limit the amount is taken back and the call
     * refused with `message`, so a refusal uses nothing and concurrent calls never overshoot.
     */
    async spend(policy: RatePolicy, key: string, amount: number, message: string): Promise<void> {
      if (!enabled) return;
      const bucket = `${policy.name}:${key}`;
      const windowStart = Math.floor(clock.now() / policy.windowMs) * policy.windowMs;
      if ((await repo.add(bucket, windowStart, amount)) <= policy.limit) return;
      await repo.takeBack(bucket, windowStart, amount);
      throw new BusinessError(message);
    },

    /** Refuses with `message` when `key` has used all of `policy` in the current window (spends nothing). */
    async requireRoom(policy: RatePolicy, key: string, message: string): Promise<void> {
      if (!enabled) return;
      const windowStart = Math.floor(clock.now() / policy.windowMs) * policy.windowMs;
      if ((await repo.add(`${policy.name}:${key}`, windowStart, 0)) >= policy.limit) throw new BusinessError(message);
    },

    async reset(policy: RatePolicy, key: string): Promise<void> {
      await repo.clear(`${policy.name}:${key}`);
    },
  };
}
export type RateLimitService = ReturnType<typeof createRateLimitService>;
