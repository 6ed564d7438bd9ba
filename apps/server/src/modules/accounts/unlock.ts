import { ACCOUNT_MESSAGES, type UnlockAccountBody } from '@tcm/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { type Clock, iso } from '../../lib/clock';
import { BusinessError } from '../../lib/errors';
import { AUDIT_ACTIONS, type AuditService } from '../audit/service';
import { RATE_POLICIES, type RateLimitService } from '../rate-limit/service';
import type { VerificationService } from '../verification/service';
import { createAccountRepository } from './repository';
import type { RequestContext } from './service';

interface Deps {
  db: Kysely<Database>;
  clock: Clock;
  verification: VerificationService;
  audit: AuditService;
  rateLimit: RateLimitService;
}

/** The login limit's key for a member (shared by its account name and its mobile). */
export const memberLoginKey = (memberId: number): string => `m:${memberId}`;

/**
 * The owner of a locked account lifts the lock with a code sent to the account's mobile, so
 * locking someone out costs an attacker five requests and the owner one text message.
 */
export function createUnlockService({ db, clock, verification, audit, rateLimit }: Deps) {
  const repo = createAccountRepository(db);
  return {
    async unlock(body: UnlockAccountBody, ctx: RequestContext): Promise<void> {
      // Each try is a guess at a code: limited per address and per mobile, as resetPassword.
      await rateLimit.consume(RATE_POLICIES.codeCheck, ctx.ip);
      await rateLimit.consume(RATE_POLICIES.codeCheckMobile, body.mobile);
      const member = await repo.findByMobile(body.mobile);
      if (!member) throw new BusinessError(ACCOUNT_MESSAGES.mobileUnknown);
      const base = { memberId: member.id, account: member.user_account, action: AUDIT_ACTIONS.unlock, ip: ctx.ip };
      try {
        const codeId = await verification.verify(db, body.mobile, 'unlock', body.smsCode);
        // One transaction: the code is consumed and the lock and its count cleared, or neither.
        await db.transaction().execute(async (trx) => {
          await verification.markUsed(trx, codeId);
          await createAccountRepository(trx).update(member.id, { failed_logins: 0, locked_until: null, updated_at: iso(clock.now()) });
        });
      } catch (err) {
        if (err instanceof BusinessError) await audit.record(db, { ...base, result: 'failure', detail: err.message });
        throw err;
      }
      // The attacker's tries filled the account's login limit too; the owner starts afresh.
      await rateLimit.reset(RATE_POLICIES.loginAccount, memberLoginKey(member.id));
      await audit.record(db, { ...base, result: 'success' });
    },
  };
}
export type UnlockService = ReturnType<typeof createUnlockService>;
