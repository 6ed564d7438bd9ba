import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema';

let sequence = 0;

/** A mobile number no other test uses (valid: 1, then 3-9, then nine digits). */
export function uniqueMobile(): string {
  sequence += 1;
  const n = (Date.now() % 1e5) * 1e4 + (process.pid % 100) * 100 + (sequence % 100);
  return `13${String(n).padStart(9, '0').slice(-9)}`;
}

/** The code of the newest text message to a number, read from the SMS outbox (the default provider). */
export async function readSmsCode(db: Kysely<Database>, mobile: string): Promise<string> {
  const row = await db.selectFrom('sms_outbox').select('content').where('mobile', '=', mobile).orderBy('id', 'desc').executeTakeFirst();
  const code = row?.content.match(/\d{6}/)?.[0];
  if (!code) throw new Error(`no verification code was sent to ${mobile}`);
  return code;
}

export const TEST_PASSWORD = 'Zhongyao2026';

export interface RegisteredMember {
  userId: number;
  userAccount: string;
  mobile: string;
  token: string;
  headers: Record<string, string>;
}

/** Registers an ordinary member through the real calls (code from the outbox) and signs it in. */
export async function registerMember(app: FastifyInstance, name: string, extra: Record<string, unknown> = {}): Promise<RegisteredMember> {
  const mobile = uniqueMobile();
  const send = await app.inject({ method: 'POST', url: '/api/auth/sendSmsCode', payload: { mobile, purpose: 'register' } });
  if (send.json().retcode !== 1) throw new Error(`sendSmsCode: ${send.body}`);
  const userAccount = `${name.replace(/[^A-Za-z0-9]/g, '')}${mobile.slice(-8)}`.slice(0, 20);
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      memberType: 1,
      userAccount,
      password: TEST_PASSWORD,
      confirmPassword: TEST_PASSWORD,
      mobile,
      smsCode: await readSmsCode(app.db, mobile),
      agree: true,
      ...extra,
    },
  });
  const body = res.json();
  if (body.retcode !== 1) throw new Error(`register: ${res.body}`);
  const token = body.data.accessToken as string;
  return { userId: body.data.userId, userAccount, mobile, token, headers: { token } };
}
