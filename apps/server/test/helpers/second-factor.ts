import type { FastifyInstance } from 'fastify';
import { DEMO_OPERATOR } from '../../src/db/seed/operators';
import { totpCodeAt } from '../../src/modules/second-factor/totp';
import { readSmsCode } from './members';

interface Challenge {
  secondFactor: 'totp' | 'sms';
  challenge: string;
}

/** Authenticator secrets the tests know: the demo operator's, plus any a test enrolled itself. */
const knownSecrets = new Map<string, string>([[DEMO_OPERATOR.account, DEMO_OPERATOR.totpSecret]]);

export function rememberTotpSecret(account: string, secret: string): void {
  knownSecrets.set(account, secret);
}

/**
 * The server accepts one code per account per 30-second step (replay protection), and a suite signs
 * the same operator in many times a step, which no person does. So before each sign-in the helper
 * lets the step pass: it clears the account's last used step — that, and only that, stands in for
 * the clock moving on. The guard itself is proven by second-factor tests on a manual clock.
 */
async function letTheStepPass(app: FastifyInstance, account: string): Promise<void> {
  const member = await app.db.selectFrom('sys_member').select('id').where('user_account', '=', account).executeTakeFirstOrThrow();
  await app.db.updateTable('member_totp').set({ last_step: null }).where('member_id', '=', member.id).execute();
}

/** The code the account's authenticator (or its phone) shows now. */
export async function secondFactorCode(app: FastifyInstance, account: string, factor: 'totp' | 'sms', nowMs = Date.now()): Promise<string> {
  if (factor === 'sms') {
    const member = await app.db.selectFrom('sys_member').select('mobile').where('user_account', '=', account).executeTakeFirstOrThrow();
    return readSmsCode(app.db, member.mobile);
  }
  const secret = knownSecrets.get(account);
  if (!secret) throw new Error(`no authenticator secret known for ${account}`);
  await letTheStepPass(app, account);
  return totpCodeAt(secret, nowMs);
}

/**
 * Answers a login challenge as the account's owner would; returns the session's data. The code is
 * the one of real time: an app on a manual clock keeps that clock near real time when it signs an
 * operator in (or answers with `secondFactorCode(app, account, 'totp', clock.now())` itself).
 */
export async function completeSecondFactor(app: FastifyInstance, account: string, c: Challenge) {
  const code = await secondFactorCode(app, account, c.secondFactor);
  const res = await app.inject({ method: 'POST', url: '/api/auth/loginSecondFactor', payload: { challenge: c.challenge, code } });
  const body = res.json();
  if (body.retcode !== 1) throw new Error(`second factor of ${account}: ${res.body}`);
  return body.data as { accessToken: string; userId: number; mustChangePassword?: true };
}
