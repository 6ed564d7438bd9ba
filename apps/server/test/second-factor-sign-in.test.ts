import { PassThrough } from 'node:stream';
import { SECURITY_SECOND_FACTOR_MESSAGES as M, SECOND_FACTOR_AUDIT_ACTIONS as A } from '@tcm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/db/seed/members';
import { DEMO_OPERATOR } from '../src/db/seed/operators';
import { sha256 } from '../src/lib/crypto';
import { totpCodeAt } from '../src/modules/second-factor/totp';
import { manualClock } from './helpers/manual-clock';
import { readSmsCode, registerMember } from './helpers/members';
import { signIn } from './helpers/orders';
import { type TestApp, createTestApp, testEngine } from './helpers/test-app';

const clock = manualClock();
const SECRET = DEMO_OPERATOR.totpSecret;

describe(`signing in with a second factor on ${testEngine}`, () => {
  let t: TestApp;
  const login = async (account: string) => (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { account, password: DEMO_PASSWORD } })).json();
  const answer = async (challenge: string, code: string) => (await t.app.inject({ method: 'POST', url: '/api/auth/loginSecondFactor', payload: { challenge, code } })).json();
  const codeNow = () => totpCodeAt(SECRET, clock.now());
  const wrongCode = async () => String((Number(await codeNow()) + 500_000) % 1_000_000).padStart(6, '0');
  const sessionCount = async () => Number((await t.app.db.selectFrom('user_session').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  /** A fresh 30-second step, so each test starts with codes nobody used. */
  const nextStep = () => clock.advance(30_000);

  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false }, { clock });
  });
  afterAll(async () => t.close());

  it('answers an operator’s right password with a challenge and no session; the authenticator’s code opens the console', async () => {
    nextStep();
    const sessions = await sessionCount();
    const first = await login('yunying01');
    expect(first).toMatchObject({ retcode: 1, data: { secondFactor: 'totp', expiresIn: 300, mobileMasked: null, recoveryAllowed: true } });
    expect(first.data.accessToken).toBeUndefined();
    expect(await sessionCount()).toBe(sessions);

    const done = await answer(first.data.challenge, await codeNow());
    expect(done).toMatchObject({ retcode: 1, data: { userInfo: { userAccount: 'yunying01' }, accessToken: expect.any(String) } });
    const row = await t.app.db.selectFrom('user_session').select('second_factor').where('token_hash', '=', sha256(done.data.accessToken)).executeTakeFirstOrThrow();
    expect(row.second_factor).toBe('totp');
    expect((await t.app.inject({ url: '/api/admin/audit/query', headers: { token: done.data.accessToken } })).json()).toMatchObject({ retcode: 1 });
    expect(await answer(first.data.challenge, await codeNow())).toMatchObject({ retcode: 0, retmsg: M.challengeInvalid });

    const audit = await t.app.db.selectFrom('audit_log').select(['action', 'result', 'detail']).where('account', '=', 'yunying01').orderBy('id').execute();
    expect(audit.map((a) => `${a.action} ${a.result} ${a.detail ?? ''}`.trim())).toEqual(expect.arrayContaining([`${A.challenge} success totp`]));
    const verified = await t.app.db.selectFrom('audit_log').select(['action', 'detail']).where('action', 'in', [A.verify, 'login']).where('result', '=', 'success').execute();
    expect(verified).toEqual(expect.arrayContaining([{ action: A.verify, detail: 'totp' }, { action: 'login', detail: 'second factor: totp' }]));
  });

  it('accepts a code once: the same code is refused at the next sign-in until the next step’s code', async () => {
    nextStep();
    const code = await codeNow();
    expect((await answer((await login('yunying01')).data.challenge, code)).retcode).toBe(1);
    const again = (await login('yunying01')).data.challenge;
    expect(await answer(again, code)).toMatchObject({ retcode: 0, retmsg: M.totpReplayed });
    nextStep();
    expect(await answer(again, await codeNow())).toMatchObject({ retcode: 1 });
  });

  it('burns a challenge after five tries: even the right code is refused then', async () => {
    nextStep();
    const { challenge } = (await login('yunying01')).data;
    for (let i = 1; i <= 4; i += 1) expect(await answer(challenge, await wrongCode())).toMatchObject({ retcode: 0, retmsg: M.totpWrong });
    expect(await answer(challenge, await wrongCode())).toMatchObject({ retcode: 0, retmsg: M.tooManyTries });
    expect(await answer(challenge, await codeNow())).toMatchObject({ retcode: 0, retmsg: M.tooManyTries });
    const failures = await t.app.db.selectFrom('audit_log').select('detail').where('action', '=', A.verify).where('result', '=', 'failure').execute();
    expect(failures.map((f) => f.detail)).toEqual(expect.arrayContaining(['try 1', 'try 5, challenge burned']));
  });

  it('40 wrong codes at once: at most five are looked at, and the challenge is dead', async () => {
    nextStep();
    const { challenge } = (await login('yunying01')).data;
    const wrong = await wrongCode();
    const answers = await Promise.all(Array.from({ length: 40 }, () => answer(challenge, wrong)));
    expect(answers.every((a) => a.retcode === 0)).toBe(true);
    expect(answers.filter((a) => a.retmsg === M.totpWrong).length).toBeLessThanOrEqual(5);
    const row = await t.app.db.selectFrom('login_challenge').select(['attempts', 'used_at']).where('token_hash', '=', sha256(challenge)).executeTakeFirstOrThrow();
    expect(row).toEqual({ attempts: 5, used_at: null });
    expect(await answer(challenge, await codeNow())).toMatchObject({ retcode: 0, retmsg: M.tooManyTries });
  });

  it('refuses an expired or unknown challenge', async () => {
    nextStep();
    const { challenge } = (await login('yunying01')).data;
    clock.advance(5 * 60_000 + 1);
    expect(await answer(challenge, await codeNow())).toMatchObject({ retcode: 0, retmsg: M.challengeInvalid });
    expect(await answer('x'.repeat(43), '123456')).toMatchObject({ retcode: 0, retmsg: M.challengeInvalid });
  });

  it('sends an operator without an authenticator an SMS code to its mobile; a recovery code does not pass for it', async () => {
    const first = await login('yunying02');
    expect(first).toMatchObject({ retcode: 1, data: { secondFactor: 'sms', mobileMasked: '136****0002', recoveryAllowed: false } });
    expect(await answer(first.data.challenge, 'abcd-efgh')).toMatchObject({ retcode: 0, retmsg: M.smsWrong });
    const done = await answer(first.data.challenge, await readSmsCode(t.app.db, '13600000002'));
    expect(done).toMatchObject({ retcode: 1, data: { userInfo: { userAccount: 'yunying02' } } });
    const row = await t.app.db.selectFrom('user_session').select('second_factor').where('token_hash', '=', sha256(done.data.accessToken)).executeTakeFirstOrThrow();
    expect(row.second_factor).toBe('sms');
  });

  it('leaves members and staff without an authenticator as they were: password only', async () => {
    const member = await registerMember(t.app, 'plain');
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { account: member.userAccount, password: 'Zhongyao2026' } })).json().data.accessToken).toEqual(expect.any(String));
    expect((await login('jigou01')).data).toMatchObject({ accessToken: expect.any(String), userInfo: { userAccount: 'jigou01' } });
  });

  it('never signs in an operator or staff by silent login or handed-over credentials', async () => {
    const nonceFor = async (account: string) => {
      const nonce = `nonce-${account}-${clock.now()}-abcdefghijkl`;
      const m = await t.app.db.selectFrom('sys_member').select('id').where('user_account', '=', account).executeTakeFirstOrThrow();
      const now = new Date(clock.now()).toISOString();
      await t.app.db.insertInto('sso_nonce').values({ nonce_hash: sha256(nonce), member_id: m.id, created_at: now, expires_at: new Date(clock.now() + 60_000).toISOString() }).execute();
      return (await t.app.inject({ url: `/api/third/silenceLogin?noncestr=${nonce}` })).json();
    };
    const sessions = await sessionCount();
    for (const account of ['yunying01', 'jigou01']) expect(await nonceFor(account), account).toMatchObject({ retcode: 0, retmsg: M.privilegedSignOnRefused });
    expect(await sessionCount()).toBe(sessions);
    expect(await nonceFor('geren01')).toMatchObject({ retcode: 1, data: { userInfo: { userAccount: 'geren01' } } });

    const staff = await signIn(t.app, 'jigou01');
    const staffId = (await t.app.db.selectFrom('sys_member').select('id').where('user_account', '=', 'jigou01').executeTakeFirstOrThrow()).id;
    expect((await t.app.inject({ url: `/api/sysMember/getMemberDetail?userId=${staffId}&handoff=1`, headers: staff })).json()).toMatchObject({ retcode: 0, retmsg: M.privilegedSignOnRefused });
    expect((await t.app.inject({ url: `/api/sysMember/getMemberDetail?userId=${staffId}`, headers: staff })).json()).toMatchObject({ retcode: 1 });
    const member = await registerMember(t.app, 'handoff');
    expect((await t.app.inject({ url: `/api/sysMember/getMemberDetail?userId=${member.userId}&handoff=1`, headers: member.headers })).json()).toMatchObject({ retcode: 1 });
    const refused = await t.app.db.selectFrom('audit_log').select('detail').where('action', '=', A.refusedSignOn).execute();
    expect(refused.map((r) => r.detail)).toEqual(expect.arrayContaining(['silent login', 'credential handoff']));
  });
});

describe('the demo operator’s code in the log', () => {
  async function logOfSignIn(env: 'development' | 'test'): Promise<string> {
    const stream = new PassThrough();
    let text = '';
    stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
    const t = await createTestApp({ env, logLevel: 'info' }, { logStream: stream });
    try {
      await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { account: 'yunying01', password: DEMO_PASSWORD } });
      return text;
    } finally {
      await t.close();
    }
  }

  it('is written in development only', async () => {
    const dev = await logOfSignIn('development');
    const line = dev.split('\n').find((l) => l.includes('Demo operator'));
    expect(JSON.parse(line!).code).toMatch(/^\d{6}$/);
    expect(await logOfSignIn('test')).not.toContain('Demo operator');
  });
});
