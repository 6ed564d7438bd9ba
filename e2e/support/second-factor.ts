import path from 'node:path';
import Database from 'better-sqlite3';
import { generate } from 'otplib';
import { inject } from 'vitest';

/**
 * The second factor of operators in the browser suite (issue #17). yunying01's authenticator
 * secret is the demo one the README prints (seed/operators.ts); a spec that binds an authenticator
 * for another account tells this module its secret.
 */
export const DEMO_TOTP_SECRET = 'TCMQCDEMOYUNYINGTOTPSECRETFORALL';
const secrets = new Map<string, string>([['yunying01', DEMO_TOTP_SECRET]]);
/** Operators without an authenticator sign in with an SMS code to this mobile. */
export const SMS_OPERATORS: Readonly<Record<string, string>> = { yunying02: '13600000002' };

export function rememberTotpSecret(account: string, secret: string): void {
  secrets.set(account, secret);
}

export function hasAuthenticator(account: string): boolean {
  return secrets.has(account);
}

/**
 * The server accepts one code per account per 30-second step, and the suite signs yunying01 in
 * several times a step, as no person does. Before each code the helper lets the step pass: it
 * clears the account's last used step in the server's database (that column only). The replay
 * guard itself is proven by the API tests on a manual clock.
 */
function letTheStepPass(account: string): void {
  const db = new Database(path.join(inject('dataDir'), 'portal.sqlite'));
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare('update member_totp set last_step = null where member_id = (select id from sys_member where user_account = ?)').run(account);
  } finally {
    db.close();
  }
}

/** What the account's authenticator shows now. */
export async function totpCode(account: string): Promise<string> {
  const secret = secrets.get(account);
  if (!secret) throw new Error(`no authenticator secret known for ${account}`);
  letTheStepPass(account);
  return generate({ secret });
}
