import {
  SECOND_FACTOR_AUDIT_ACTIONS as A,
  SECURITY_SECOND_FACTOR_MESSAGES as M,
  type ConfirmEnrolBody,
  type DisableSecondFactorBody,
  type RecoveryCodes,
  type SecondFactorStatus,
  type StartEnrolBody,
  type TotpEnrolment,
} from '@tcm/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { type Clock, iso } from '../../lib/clock';
import { BusinessError } from '../../lib/errors';
import type { AuditService } from '../audit/service';
import type { ActiveSession, SessionService } from '../sessions/service';
import { maskMobile } from '../verification/sms-provider';
import { spendAuthenticatorCode } from './code-check';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes';
import { createSecondFactorRepository } from './repository';
import type { SecondFactorService } from './service';
import { matchTotp, newTotpSecret, totpQrDataUrl, totpUri } from './totp';

/** Time to scan the QR code and type the first code. */
export const ENROL_TTL_MS = 10 * 60_000;

interface Deps {
  db: Kysely<Database>;
  clock: Clock;
  audit: AuditService;
  sessions: Pick<SessionService, 'markSecondFactor'>;
  signIn: Pick<SecondFactorService, 'roleOf'>;
}

interface Context {
  ip: string;
}

/**
 * 账号安全: an operator or institution staff member binds an authenticator app. The secret is shown
 * once (QR code and text), confirmed with a current code, and answered by ten recovery codes shown
 * once. Replacing or removing the authenticator needs a current code (or a recovery code).
 */
export function createEnrolmentService({ db, clock, audit, sessions, signIn }: Deps) {
  const repo = createSecondFactorRepository(db);

  /** The caller's role and account; an operator's session must itself have passed a second factor. */
  async function privileged(session: ActiveSession) {
    const role = await signIn.roleOf(session.memberId);
    if (!role) throw new BusinessError(M.notAvailable);
    if (role === 'operator' && !session.secondFactor) throw new BusinessError(M.required);
    return { role, member: (await repo.memberBrief(session.memberId))! };
  }

  /** A current code of the enrolled authenticator (or a recovery code), spent; refusals are audited. */
  async function proveCurrent(session: ActiveSession, account: string, code: string | undefined, action: string, ctx: Context): Promise<void> {
    const totp = await repo.findTotp(session.memberId);
    if (!totp?.secret) throw new BusinessError(M.notEnrolled);
    if (!code) throw new BusinessError(M.currentCodeRequired);
    const check = await spendAuthenticatorCode(repo, { ...totp, secret: totp.secret }, code, clock.now());
    if ('method' in check) return;
    await audit.record(db, { memberId: session.memberId, account, action, result: 'failure', ip: ctx.ip, detail: 'current code wrong' });
    throw new BusinessError(check.refusal === M.totpReplayed ? M.totpReplayed : M.currentCodeWrong);
  }

  return {
    async status(session: ActiveSession): Promise<SecondFactorStatus> {
      const role = await signIn.roleOf(session.memberId);
      const none: SecondFactorStatus = { available: false, enrolled: false, enrolledAt: null, recoveryCodesLeft: 0, fallback: 'none', mobileMasked: null };
      if (!role) return none;
      const [totp, member, left] = await Promise.all([repo.findTotp(session.memberId), repo.memberBrief(session.memberId), repo.recoveryCodesLeft(session.memberId)]);
      return {
        available: true,
        enrolled: !!totp?.secret,
        enrolledAt: totp?.enabled_at ?? null,
        recoveryCodesLeft: totp?.secret ? left : 0,
        fallback: role === 'operator' ? 'sms' : 'none',
        mobileMasked: member ? maskMobile(member.mobile) : null,
      };
    },

    /** A new secret, shown once; an enrolled account proves its current authenticator first. */
    async start(session: ActiveSession, body: StartEnrolBody, ctx: Context): Promise<TotpEnrolment> {
      const { member } = await privileged(session);
      if ((await repo.findTotp(session.memberId))?.secret) await proveCurrent(session, member.user_account, body.code, A.enrol, ctx);
      const secret = newTotpSecret();
      const now = clock.now();
      await repo.savePending(session.memberId, secret, iso(now + ENROL_TTL_MS), iso(now));
      const otpauthUri = totpUri(secret, member.user_account);
      return { secret, otpauthUri, qrDataUrl: await totpQrDataUrl(otpauthUri), expiresIn: ENROL_TTL_MS / 1000 };
    },

    /** The first code proves the app holds the secret; the ten recovery codes are answered once. */
    async confirm(session: ActiveSession, body: ConfirmEnrolBody, ctx: Context): Promise<RecoveryCodes> {
      const { member } = await privileged(session);
      const totp = await repo.findTotp(session.memberId);
      const now = clock.now();
      if (!totp?.pending_secret || !totp.pending_expires_at) throw new BusinessError(M.enrolNotStarted);
      if (Date.parse(totp.pending_expires_at) <= now) throw new BusinessError(M.enrolExpired);
      const base = { memberId: member.id, account: member.user_account, action: A.enrol, ip: ctx.ip };
      const step = await matchTotp(totp.pending_secret, body.code, now, null);
      if (step === null) {
        await audit.record(db, { ...base, result: 'failure', detail: 'first code wrong' });
        throw new BusinessError(M.totpWrong);
      }
      const codes = newRecoveryCodes();
      await db.transaction().execute(async (trx) => {
        const r = createSecondFactorRepository(trx);
        if (!(await r.confirmPending(member.id, totp.pending_secret!, step, iso(now)))) throw new BusinessError(M.enrolNotStarted);
        await r.replaceRecoveryCodes(member.id, codes.map(hashRecoveryCode), iso(now));
        // This session has just proved the authenticator.
        await sessions.markSecondFactor(trx, session.sessionId, 'totp');
      });
      await audit.record(db, { ...base, result: 'success', detail: totp.secret ? 're-enrolled' : 'enrolled' });
      return { recoveryCodes: codes };
    },

    /** Removes the authenticator (an operator falls back to SMS codes, staff to the password alone). */
    async disable(session: ActiveSession, body: DisableSecondFactorBody, ctx: Context): Promise<void> {
      const { member } = await privileged(session);
      await proveCurrent(session, member.user_account, body.code, A.disable, ctx);
      await db.transaction().execute(async (trx) => {
        const r = createSecondFactorRepository(trx);
        await r.disable(member.id, iso(clock.now()));
        await r.deleteRecoveryCodes(member.id);
      });
      await audit.record(db, { memberId: member.id, account: member.user_account, action: A.disable, result: 'success', ip: ctx.ip });
    },
  };
}
export type EnrolmentService = ReturnType<typeof createEnrolmentService>;
