import {
  ACCOUNT_MESSAGES,
  type ChangePasswordBody,
  type LoginBody,
  type LoginOutcome,
  type LoginResult,
  type LoginSecondFactorBody,
  MEMBER_INFO_STATUS,
  MEMBER_TYPE,
  type MemberDetail,
  type RegisterBody,
  type ResetPasswordBody,
  type SendSmsCodeBody,
  SIGN_IN_MESSAGES,
} from '@tcm/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { type Clock, iso } from '../../lib/clock';
import { isUniqueViolation } from '../../lib/db-errors';
import { BusinessError } from '../../lib/errors';
import { AUDIT_ACTIONS, type AuditService } from '../audit/service';
import type { ChangeFeed } from '../live/feed';
import { RATE_POLICIES, type RateLimitService } from '../rate-limit/service';
import type { SecondFactorService } from '../second-factor/service';
import type { ActiveSession, SessionService } from '../sessions/service';
import type { VerificationService } from '../verification/service';
import { createLockout } from './lockout';
import { toLoginResult, toMemberDetail } from './member-view';
import { burnPasswordCheck, hashPassword, verifyPassword } from './password';
import { createAccountRepository } from './repository';
import { memberLoginKey } from './unlock';

export { LOCKOUT_MS, MAX_FAILED_LOGINS } from './lockout';

export interface RequestContext {
  ip: string;
}

interface Deps {
  db: Kysely<Database>;
  clock: Clock;
  sessions: SessionService;
  verification: VerificationService;
  audit: AuditService;
  rateLimit: RateLimitService;
  /** Issue #17: the second factor of operators and enrolled staff. */
  secondFactor: Pick<SecondFactorService, 'challengeFor' | 'verify'>;
  /** Issue #22: after a session ends, the account's open live streams check theirs (on every instance). */
  changes: Pick<ChangeFeed, 'publish'>;
}

export function createAccountService({ db, clock, sessions, verification, audit, rateLimit, secondFactor, changes }: Deps) {
  const repo = createAccountRepository(db);
  const lockout = createLockout({ db, clock, audit });
  const sessionsEnded = (memberId: number) => changes.publish({ topic: 'session', audience: { memberIds: [memberId] } });

  /** `secondFactor`: how the sign-in passed one (issue #17); an initial password restricts the session. */
  async function signIn(memberId: number, ctx: RequestContext, secondFactorMethod: string | null = null): Promise<LoginResult> {
    const member = (await repo.findById(memberId))!;
    const mustChange = member.must_change_password === 1;
    const session = await sessions.issue(db, memberId, ctx.ip, { secondFactor: secondFactorMethod, passwordChangeRequired: mustChange });
    const company = member.company_id ? await repo.findCompany(member.company_id) : undefined;
    return { ...toLoginResult(member, company, session), ...(mustChange ? { mustChangePassword: true as const } : {}) };
  }

  async function refuseTakenIdentity(body: RegisterBody): Promise<void> {
    if (await repo.accountExists(body.userAccount)) throw new BusinessError(ACCOUNT_MESSAGES.accountTaken);
    if (await repo.findByMobile(body.mobile)) throw new BusinessError(ACCOUNT_MESSAGES.mobileTaken);
    if (body.memberType === MEMBER_TYPE.CORPORATE && (await repo.creditCodeExists(body.unifyCode))) {
      throw new BusinessError(ACCOUNT_MESSAGES.creditCodeTaken);
    }
  }

  return {
    async sendSmsCode(body: SendSmsCodeBody, ctx: RequestContext): Promise<void> {
      await rateLimit.consume(RATE_POLICIES.smsCode, ctx.ip);
      await rateLimit.consume(RATE_POLICIES.smsMobile, body.mobile);
      const member = await repo.findByMobile(body.mobile);
      if (body.purpose === 'register' && member) throw new BusinessError(ACCOUNT_MESSAGES.mobileTaken);
      if (body.purpose !== 'register' && !member) throw new BusinessError(ACCOUNT_MESSAGES.mobileUnknown);
      if (body.purpose === 'unlock' && !lockout.isLocked(member!)) throw new BusinessError(SIGN_IN_MESSAGES.notLocked);
      await verification.send(db, body.mobile, body.purpose);
      await audit.record(db, { action: AUDIT_ACTIONS.smsCode, result: 'success', ip: ctx.ip, detail: body.purpose });
    },

    /** One transaction: the code is consumed and the member (and company) written, or nothing is. */
    async register(body: RegisterBody, ctx: RequestContext): Promise<LoginResult> {
      await rateLimit.consume(RATE_POLICIES.register, ctx.ip);
      await refuseTakenIdentity(body);
      const codeId = await verification.verify(db, body.mobile, 'register', body.smsCode);
      const passwordHash = await hashPassword(body.password);
      const now = iso(clock.now());
      let memberId: number;
      try {
        memberId = await db.transaction().execute(async (trx) => {
          await verification.markUsed(trx, codeId);
          const r = createAccountRepository(trx);
          const companyId =
            body.memberType === MEMBER_TYPE.CORPORATE ? await r.insertCompany({ companyName: body.companyName, unifyCode: body.unifyCode, now }) : null;
          return r.insertMember({
            user_account: body.userAccount,
            mobile: body.mobile,
            password_hash: passwordHash,
            member_type: body.memberType,
            info_status: MEMBER_INFO_STATUS.PENDING_VERIFICATION,
            real_name: body.memberType === MEMBER_TYPE.PERSONAL ? body.realName : null,
            id_card: body.memberType === MEMBER_TYPE.PERSONAL ? body.idCard.toUpperCase() : null,
            email: body.email || null,
            company_id: companyId,
            created_at: now,
            updated_at: now,
          });
        });
      } catch (err) {
        if (isUniqueViolation(err)) await refuseTakenIdentity(body);
        throw err;
      }
      await audit.record(db, { memberId, account: body.userAccount, action: AUDIT_ACTIONS.register, result: 'success', ip: ctx.ip });
      return signIn(memberId, ctx);
    },

    /**
     * Account or mobile + password; five failures in a row lock the account for 15 minutes
     * (modules/accounts/lockout: counted atomically, however many tries arrive at once).
     * Limited per address and per account, so neither one address nor many help an attacker.
     */
    async login(body: LoginBody, ctx: RequestContext): Promise<LoginOutcome> {
      await rateLimit.consume(RATE_POLICIES.login, ctx.ip);
      const member = await repo.findByAccountOrMobile(body.account);
      await rateLimit.consume(RATE_POLICIES.loginAccount, member ? memberLoginKey(member.id) : `a:${body.account.toLowerCase()}`);
      const base = { account: body.account, action: AUDIT_ACTIONS.login, ip: ctx.ip } as const;
      if (!member) {
        await burnPasswordCheck(body.password);
        await audit.record(db, { ...base, result: 'failure', detail: 'unknown account' });
        throw new BusinessError(ACCOUNT_MESSAGES.loginFailed);
      }
      if (lockout.isLocked(member)) await lockout.refuseLocked(member.id, base);
      if (!(await verifyPassword(member.password_hash, body.password))) await lockout.failed(member.id, base);
      await lockout.passed(member.id, base);
      // Issue #17: an operator (or staff with an authenticator) answers a second factor before any session.
      const challenge = await secondFactor.challengeFor(member, ctx);
      if (challenge) return challenge;
      await audit.record(db, { ...base, memberId: member.id, result: 'success' });
      return signIn(member.id, ctx);
    },

    /** Issue #17, the second step: the challenge's code (authenticator, SMS or recovery code) → the session. */
    async completeSecondFactor(body: LoginSecondFactorBody, ctx: RequestContext): Promise<LoginResult> {
      const passed = await secondFactor.verify(body, ctx);
      const result = await signIn(passed.memberId, ctx, passed.method);
      await audit.record(db, { memberId: passed.memberId, account: result.userInfo.userAccount, action: AUDIT_ACTIONS.login, result: 'success', ip: ctx.ip, detail: `second factor: ${passed.method}` });
      return result;
    },

    async logout(session: ActiveSession, ctx: RequestContext): Promise<void> {
      await sessions.revoke(db, session.sessionId);
      await sessionsEnded(session.memberId);
      await audit.record(db, { memberId: session.memberId, action: AUDIT_ACTIONS.logout, result: 'success', ip: ctx.ip });
    },

    /** Needs the old password; every session of the member ends, this one included. */
    async changePassword(session: ActiveSession, body: ChangePasswordBody, ctx: RequestContext): Promise<void> {
      const member = (await repo.findById(session.memberId))!;
      const base = { memberId: member.id, account: member.user_account, action: AUDIT_ACTIONS.passwordChange, ip: ctx.ip };
      if (!(await verifyPassword(member.password_hash, body.oldPassword))) {
        await audit.record(db, { ...base, result: 'failure', detail: 'old password wrong' });
        throw new BusinessError(ACCOUNT_MESSAGES.oldPasswordWrong);
      }
      if (body.oldPassword === body.password) throw new BusinessError(ACCOUNT_MESSAGES.samePassword);
      const hash = await hashPassword(body.password);
      await db.transaction().execute(async (trx) => {
        // A changed password is no longer an initial one (issue #17).
        await createAccountRepository(trx).update(member.id, { password_hash: hash, must_change_password: 0, updated_at: iso(clock.now()) });
        await sessions.revokeAllOfMember(trx, member.id);
      });
      await sessionsEnded(member.id);
      await audit.record(db, { ...base, result: 'success' });
    },

    /** Each try is a guess at the code: limited per address and per mobile (the code itself dies after five). */
    async resetPassword(body: ResetPasswordBody, ctx: RequestContext): Promise<void> {
      await rateLimit.consume(RATE_POLICIES.codeCheck, ctx.ip);
      await rateLimit.consume(RATE_POLICIES.codeCheckMobile, body.mobile);
      const member = await repo.findByMobile(body.mobile);
      if (!member) throw new BusinessError(ACCOUNT_MESSAGES.mobileUnknown);
      const codeId = await verification.verify(db, body.mobile, 'resetPassword', body.smsCode).catch(async (err: unknown) => {
        if (err instanceof BusinessError) {
          await audit.record(db, { memberId: member.id, account: member.user_account, action: AUDIT_ACTIONS.passwordReset, result: 'failure', ip: ctx.ip, detail: err.message });
        }
        throw err;
      });
      const hash = await hashPassword(body.password);
      await db.transaction().execute(async (trx) => {
        await verification.markUsed(trx, codeId);
        await createAccountRepository(trx).update(member.id, { password_hash: hash, failed_logins: 0, locked_until: null, must_change_password: 0, updated_at: iso(clock.now()) });
        await sessions.revokeAllOfMember(trx, member.id);
      });
      await sessionsEnded(member.id);
      await audit.record(db, { memberId: member.id, account: member.user_account, action: AUDIT_ACTIONS.passwordReset, result: 'success', ip: ctx.ip });
    },

    /** Only the signed-in member's own detail. */
    async memberDetail(session: ActiveSession, userId: number): Promise<MemberDetail> {
      if (userId !== session.memberId) throw new BusinessError(ACCOUNT_MESSAGES.notYourRecord);
      const member = (await repo.findById(session.memberId))!;
      const company = member.company_id ? await repo.findCompany(member.company_id) : undefined;
      return toMemberDetail(member, company, session);
    },

    async mobileIsExist(mobile: string, ctx: RequestContext): Promise<boolean> {
      await rateLimit.consume(RATE_POLICIES.mobileIsExist, ctx.ip);
      return !!(await repo.findByMobile(mobile));
    },

    /** The code's check character is verified by the schema; here: is it still free? */
    async judgeUnifyCode(unifyCode: string): Promise<boolean> {
      if (await repo.creditCodeExists(unifyCode)) throw new BusinessError(ACCOUNT_MESSAGES.creditCodeTaken);
      return true;
    },
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
