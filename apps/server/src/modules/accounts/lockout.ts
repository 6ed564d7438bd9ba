import { ACCOUNT_MESSAGES } from '@tcm/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { type Clock, iso } from '../../lib/clock';
import { BusinessError } from '../../lib/errors';
import { AUDIT_ACTIONS, type AuditService } from '../audit/service';
import { createAccountRepository } from './repository';

export const MAX_FAILED_LOGINS = 5;
export const LOCKOUT_MS = 15 * 60_000;

/** The login's audit fields (account as typed, action, address). */
interface SignInAudit {
  account: string;
  action: string;
  ip: string;
}

/**
 * Five wrong passwords lock an account for 15 minutes. The answer to a wrong password is taken
 * from the count one atomic update returns, never from a value read earlier: password checks are
 * slow, and forty requests may all read "not locked" before the first of them writes.
 */
export function createLockout({ db, clock, audit }: { db: Kysely<Database>; clock: Clock; audit: AuditService }) {
  const repo = createAccountRepository(db);

  async function refuseLocked(memberId: number, base: SignInAudit): Promise<never> {
    await audit.record(db, { ...base, memberId, result: 'refused', detail: 'locked' });
    throw new BusinessError(ACCOUNT_MESSAGES.accountLocked);
  }

  return {
    /** The cheap check before the password is tried; the statements below decide races. */
    isLocked(member: { locked_until: string | null }): boolean {
      return !!member.locked_until && Date.parse(member.locked_until) > clock.now();
    },

    async refuseLocked(memberId: number, base: SignInAudit): Promise<never> {
      return refuseLocked(memberId, base);
    },

    /** A wrong password: counted, then refused as wrong (1st–4th) or locked (5th, and any while locked). */
    async failed(memberId: number, base: SignInAudit): Promise<never> {
      const now = clock.now();
      const state = await repo.countFailedLogin(memberId, { now: iso(now), lockUntil: iso(now + LOCKOUT_MS), max: MAX_FAILED_LOGINS });
      const failed = Number(state.failed_logins);
      const locked = !!state.locked_until && Date.parse(state.locked_until) > now;
      // Only the try that reached the limit locked the account; any other while locked is a plain refusal.
      if (locked && failed !== MAX_FAILED_LOGINS) return refuseLocked(memberId, base);
      await audit.record(db, { ...base, memberId, result: 'failure', detail: `failed ${failed}` });
      if (!locked) throw new BusinessError(ACCOUNT_MESSAGES.loginFailed);
      await audit.record(db, { ...base, memberId, action: AUDIT_ACTIONS.lockout, result: 'success', detail: `until ${state.locked_until}` });
      throw new BusinessError(ACCOUNT_MESSAGES.accountLocked);
    },

    /** A right password: the count starts afresh — unless a racing failure locked the account meanwhile. */
    async passed(memberId: number, base: SignInAudit): Promise<void> {
      if (!(await repo.clearFailedLogins(memberId, iso(clock.now())))) await refuseLocked(memberId, base);
    },
  };
}
export type Lockout = ReturnType<typeof createLockout>;
