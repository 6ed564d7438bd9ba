import {
  SECOND_FACTOR_AUDIT_ACTIONS as A,
  SECURITY_SECOND_FACTOR_MESSAGES as M,
  type LoginSecondFactorBody,
  type SecondFactorChallenge,
  type SecondFactorMethod,
  secondFactorSms,
} from '@tcm/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { type Clock, iso } from '../../lib/clock';
import { randomSixDigits, randomToken, sha256 } from '../../lib/crypto';
import { BusinessError } from '../../lib/errors';
import type { AuditService } from '../audit/service';
import type { OperatorService } from '../operators/service';
import type { StaffService } from '../staff/service';
import { type SmsProvider, maskMobile } from '../verification/sms-provider';
import { spendAuthenticatorCode } from './code-check';
import { DEMO_TOTP_SECRET } from './demo-secret';
import { createSecondFactorRepository } from './repository';
import { totpCodeAt } from './totp';

export const CHALLENGE_TTL_MS = 5 * 60_000;
export const MAX_CODE_TRIES = 5;
/** Challenges an account may leave open per window: with 5 tries each, a known password buys 50 guesses per 15 minutes. */
const OPEN_CHALLENGE_WINDOW_MS = 15 * 60_000;
const MAX_OPEN_CHALLENGES = 10;

export type PrivilegedRole = 'operator' | 'staff';

interface Context {
  ip: string;
}

/** The account as login() knows it once the password is right. */
export interface PasswordVerifiedMember {
  id: number;
  user_account: string;
  mobile: string;
}

interface Deps {
  db: Kysely<Database>;
  clock: Clock;
  sms: SmsProvider;
  audit: AuditService;
  operators: Pick<OperatorService, 'resolve'>;
  staff: Pick<StaffService, 'resolve'>;
  log: FastifyBaseLogger;
  /** Development only: log the demo operator's current code at its sign-in. */
  logDemoCode: boolean;
}

const smsHash = (tokenHash: string, code: string) => sha256(`sms:${tokenHash}:${code}`);

/**
 * The second factor at sign-in (issue #17, MLPS level 3). Operators always pass one: their
 * authenticator's code, or an SMS code when they have none. Institution staff pass one once they
 * enrolled an authenticator. A correct password of such an account opens a challenge (no session);
 * the challenge takes at most five tries, is spent by its first success and dies after 5 minutes.
 */
export function createSecondFactorService({ db, clock, sms, audit, operators, staff, log, logDemoCode }: Deps) {
  const repo = createSecondFactorRepository(db);

  async function roleOf(memberId: number): Promise<PrivilegedRole | null> {
    if (await operators.resolve(memberId)) return 'operator';
    if (await staff.resolve(memberId)) return 'staff';
    return null;
  }

  async function refuseBurst(member: PasswordVerifiedMember, ctx: Context, now: number): Promise<void> {
    await repo.purgeChallenges(member.id, iso(now - 24 * 3_600_000));
    if ((await repo.openChallengesSince(member.id, iso(now - OPEN_CHALLENGE_WINDOW_MS))) < MAX_OPEN_CHALLENGES) return;
    await audit.record(db, { memberId: member.id, account: member.user_account, action: A.challenge, result: 'refused', ip: ctx.ip, detail: 'too many open challenges' });
    throw new BusinessError(M.tooManyChallenges);
  }

  const accountOf = async (memberId: number) => (await repo.memberBrief(memberId))?.user_account ?? null;

  async function wrongAnswer(row: { member_id: number; attempts: number }, refusal: string, ctx: Context): Promise<never> {
    const burned = row.attempts >= MAX_CODE_TRIES;
    const account = await accountOf(row.member_id);
    await audit.record(db, { memberId: row.member_id, account, action: A.verify, result: 'failure', ip: ctx.ip, detail: `try ${row.attempts}${burned ? ', challenge burned' : ''}` });
    throw new BusinessError(burned ? M.tooManyTries : refusal);
  }

  return {
    roleOf,

    /** After a correct password: null when no second factor is due, else the challenge to answer. */
    async challengeFor(member: PasswordVerifiedMember, ctx: Context): Promise<SecondFactorChallenge | null> {
      const role = await roleOf(member.id);
      if (!role) return null;
      const totp = await repo.findTotp(member.id);
      const factor = totp?.secret ? 'totp' : role === 'operator' ? 'sms' : null;
      if (!factor) return null;
      const now = clock.now();
      await refuseBurst(member, ctx, now);
      const token = randomToken();
      const tokenHash = sha256(token);
      const code = factor === 'sms' ? randomSixDigits() : null;
      await repo.insertChallenge({ tokenHash, memberId: member.id, factor, codeHash: code ? smsHash(tokenHash, code) : null, now: iso(now), expiresAt: iso(now + CHALLENGE_TTL_MS) });
      // The code dies with the challenge; the outbox masks it then.
      if (code) await sms.send(db, member.mobile, secondFactorSms(code), iso(now), CHALLENGE_TTL_MS);
      await audit.record(db, { memberId: member.id, account: member.user_account, action: A.challenge, result: 'success', ip: ctx.ip, detail: factor });
      if (logDemoCode && totp?.secret === DEMO_TOTP_SECRET) {
        log.info({ account: member.user_account, code: await totpCodeAt(DEMO_TOTP_SECRET, now) }, 'Demo operator: the authenticator code of this moment (development only)');
      }
      return {
        secondFactor: factor,
        challenge: token,
        expiresIn: CHALLENGE_TTL_MS / 1000,
        mobileMasked: factor === 'sms' ? maskMobile(member.mobile) : null,
        recoveryAllowed: factor === 'totp',
      };
    },

    /** Answers the challenge: the account and how it passed, or a refusal (the try is counted first). */
    async verify(body: LoginSecondFactorBody, ctx: Context): Promise<{ memberId: number; method: SecondFactorMethod }> {
      const now = clock.now();
      const tokenHash = sha256(body.challenge);
      const row = await repo.countTry(tokenHash, iso(now), MAX_CODE_TRIES);
      if (!row) {
        const dead = await repo.findChallenge(tokenHash);
        await audit.record(db, { action: A.verify, result: 'refused', ip: ctx.ip, detail: dead ? 'challenge dead' : 'unknown challenge' });
        throw new BusinessError(dead && !dead.used_at && dead.attempts >= MAX_CODE_TRIES ? M.tooManyTries : M.challengeInvalid);
      }
      const outcome = await db.transaction().execute(async (trx) => {
        const r = createSecondFactorRepository(trx);
        let check: { method: SecondFactorMethod } | { refusal: string };
        if (row.factor === 'sms') {
          check = row.code_hash === smsHash(tokenHash, body.code.trim()) ? { method: 'sms' } : { refusal: M.smsWrong };
        } else {
          const totp = await r.findTotp(row.member_id);
          check = totp?.secret ? await spendAuthenticatorCode(r, { ...totp, secret: totp.secret }, body.code, now) : { refusal: M.challengeInvalid };
        }
        if ('method' in check && !(await r.consumeChallenge(row.id, iso(now)))) throw new BusinessError(M.challengeInvalid);
        return check;
      });
      if ('refusal' in outcome) return wrongAnswer(row, outcome.refusal, ctx);
      await audit.record(db, { memberId: row.member_id, account: await accountOf(row.member_id), action: A.verify, result: 'success', ip: ctx.ip, detail: outcome.method });
      return { memberId: row.member_id, method: outcome.method };
    },

    /** Silent login and pre-issued credentials never sign in an operator or institution staff. */
    async refusePrivilegedSignOn(memberId: number, how: string, ctx: Context): Promise<void> {
      if (!(await roleOf(memberId))) return;
      await audit.record(db, { memberId, account: await accountOf(memberId), action: A.refusedSignOn, result: 'refused', ip: ctx.ip, detail: how });
      throw new BusinessError(M.privilegedSignOnRefused);
    },
  };
}
export type SecondFactorService = ReturnType<typeof createSecondFactorService>;
