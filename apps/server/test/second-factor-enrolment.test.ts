import { SECURITY_SECOND_FACTOR_MESSAGES as M, SECOND_FACTOR_AUDIT_ACTIONS as A } from '@tcm/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/db/seed/members';
import { sha256 } from '../src/lib/crypto';
import { totpCodeAt } from '../src/modules/second-factor/totp';
import { manualClock } from './helpers/manual-clock';
import { readSmsCode } from './helpers/members';
import { signIn } from './helpers/orders';
import { type TestApp, createTestApp, testEngine } from './helpers/test-app';

const clock = manualClock();
type Headers = Record<string, string>;

describe(`账号安全: enrolling an authenticator on ${testEngine}`, () => {
  let t: TestApp;
  let op: Headers;
  let secret: string;
  const post = async (url: string, payload: object, headers: Headers = op) => (await t.app.inject({ method: 'POST', url: `/api/auth/secondFactor/${url}`, headers, payload })).json();
  const status = async (headers: Headers = op) => (await t.app.inject({ url: '/api/auth/secondFactor/status', headers })).json();
  const login = async (account: string) => (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { account, password: DEMO_PASSWORD } })).json();
  const answer = async (challenge: string, code: string) => (await t.app.inject({ method: 'POST', url: '/api/auth/loginSecondFactor', payload: { challenge, code } })).json();
  const code = (s = secret) => totpCodeAt(s, clock.now());
  const wrongCode = async () => String((Number(await code()) + 1) % 1_000_000).padStart(6, '0');
  const auditOf = (action: string) => t.app.db.selectFrom('audit_log').select(['account', 'result', 'detail']).where('action', '=', action).orderBy('id').execute();

  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false }, { clock });
    // yunying02 has no authenticator: it signs in with the SMS code.
    const { challenge } = (await login('yunying02')).data;
    op = { token: (await answer(challenge, await readSmsCode(t.app.db, '13600000002'))).data.accessToken };
  });
  afterAll(async () => t.close());

  it('shows an operator without an authenticator that it signs in by SMS', async () => {
    expect((await status()).data).toEqual({ available: true, enrolled: false, enrolledAt: null, recoveryCodesLeft: 0, fallback: 'sms', mobileMasked: '136****0002' });
  });

  it('shows the secret once as a QR code and text; a wrong first code is refused and audited', async () => {
    const started = await post('startEnrol', {});
    expect(started).toMatchObject({ retcode: 1, data: { secret: expect.stringMatching(/^[A-Z2-7]{32}$/), expiresIn: 600 } });
    secret = started.data.secret;
    const uri = new URL(started.data.otpauthUri);
    expect(uri.protocol + uri.pathname).toContain('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(decodeURIComponent(started.data.otpauthUri)).toContain('中药质量检测服务平台:yunying02');
    const png = Buffer.from(started.data.qrDataUrl.replace(/^data:image\/png;base64,/, ''), 'base64');
    expect((await sharp(png).metadata()).format).toBe('png');

    expect(await post('confirmEnrol', { code: await wrongCode() })).toMatchObject({ retcode: 0, retmsg: M.totpWrong });
    expect((await status()).data.enrolled).toBe(false);
    expect(await auditOf(A.enrol)).toEqual([{ account: 'yunying02', result: 'failure', detail: 'first code wrong' }]);
  });

  it('confirms with a current code: ten recovery codes shown once and stored hashed', async () => {
    const res = await post('confirmEnrol', { code: await code() });
    expect(res).toMatchObject({ retcode: 1, retmsg: M.enrolled });
    const codes: string[] = res.data.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}$/);
    const stored = await t.app.db.selectFrom('recovery_code').innerJoin('sys_member', 'sys_member.id', 'recovery_code.member_id').select('code_hash').where('user_account', '=', 'yunying02').execute();
    expect(stored).toHaveLength(10);
    expect(stored.some((s) => codes.includes(s.code_hash))).toBe(false);
    expect((await status()).data).toMatchObject({ enrolled: true, recoveryCodesLeft: 10 });
    const session = await t.app.db.selectFrom('user_session').select('second_factor').where('token_hash', '=', sha256(op.token!)).executeTakeFirstOrThrow();
    expect(session.second_factor).toBe('totp');
    expect((await auditOf(A.enrol)).at(-1)).toEqual({ account: 'yunying02', result: 'success', detail: 'enrolled' });

    // From now on the sign-in asks for the authenticator; each recovery code passes once.
    clock.advance(30_000);
    const first = (await login('yunying02')).data;
    expect(first).toMatchObject({ secondFactor: 'totp', recoveryAllowed: true });
    expect(await answer(first.challenge, codes[0]!.toUpperCase())).toMatchObject({ retcode: 1 });
    const second = (await login('yunying02')).data;
    expect(await answer(second.challenge, codes[0]!)).toMatchObject({ retcode: 0, retmsg: M.recoveryWrong });
    expect(await answer(second.challenge, await code())).toMatchObject({ retcode: 1 });
    expect((await status()).data.recoveryCodesLeft).toBe(9);
  });

  it('re-enrols only with a current code, and the old secret stops working', async () => {
    clock.advance(30_000);
    expect(await post('startEnrol', {})).toMatchObject({ retcode: 0, retmsg: M.currentCodeRequired });
    expect(await post('startEnrol', { code: await wrongCode() })).toMatchObject({ retcode: 0, retmsg: M.currentCodeWrong });
    const started = await post('startEnrol', { code: await code() });
    expect(started.retcode).toBe(1);
    const old = secret;
    secret = started.data.secret;
    expect((await post('confirmEnrol', { code: await code() })).retcode).toBe(1);
    clock.advance(30_000);
    const c = (await login('yunying02')).data.challenge;
    expect(await answer(c, await code(old))).toMatchObject({ retcode: 0, retmsg: M.totpWrong });
    expect(await answer(c, await code())).toMatchObject({ retcode: 1 });
    expect((await auditOf(A.enrol)).map((a) => `${a.result} ${a.detail}`)).toEqual(['failure first code wrong', 'success enrolled', 'failure current code wrong', 'success re-enrolled']);
  });

  it('disables only with a current code: the operator is back to SMS codes', async () => {
    clock.advance(30_000);
    expect(await post('disable', { code: 'zzzz-zzzz' })).toMatchObject({ retcode: 0, retmsg: M.currentCodeWrong });
    expect(await post('disable', { code: await code() })).toMatchObject({ retcode: 1, retmsg: M.disabled });
    expect((await status()).data).toMatchObject({ enrolled: false, recoveryCodesLeft: 0 });
    expect((await login('yunying02')).data).toMatchObject({ secondFactor: 'sms' });
    expect((await auditOf(A.disable)).map((a) => a.result)).toEqual(['failure', 'success']);
  });

  it('lets an enrolment lapse after ten minutes', async () => {
    expect((await post('startEnrol', {})).retcode).toBe(1);
    clock.advance(10 * 60_000 + 1);
    expect(await post('confirmEnrol', { code: '123456' })).toMatchObject({ retcode: 0, retmsg: M.enrolExpired });
  });

  it('lets institution staff enrol too: from then on their sign-in needs the code', async () => {
    const staff = await signIn(t.app, 'jigou02');
    expect((await status(staff)).data).toMatchObject({ available: true, enrolled: false, fallback: 'none' });
    const started = await post('startEnrol', {}, staff);
    expect((await post('confirmEnrol', { code: await code(started.data.secret) }, staff)).retcode).toBe(1);
    clock.advance(30_000);
    const first = await login('jigou02');
    expect(first.data).toMatchObject({ secondFactor: 'totp' });
    expect(first.data.accessToken).toBeUndefined();
    expect(await answer(first.data.challenge, await code(started.data.secret))).toMatchObject({ retcode: 1, data: { userInfo: { userAccount: 'jigou02' } } });
  });

  it('offers nothing to an ordinary member, and nothing to an operator session without a second factor', async () => {
    const member = await t.memberHeaders('plain');
    expect((await status(member)).data).toMatchObject({ available: false });
    expect(await post('startEnrol', {}, member)).toMatchObject({ retcode: 0, retmsg: M.notAvailable });
    const opId = (await t.app.db.selectFrom('sys_member').select('id').where('user_account', '=', 'yunying01').executeTakeFirstOrThrow()).id;
    const bare = { token: (await t.app.services.sessions.issue(t.app.db, opId, null)).token };
    expect(await post('startEnrol', {}, bare)).toMatchObject({ retcode: 0, retmsg: M.required });
    expect((await t.app.inject({ url: '/api/auth/secondFactor/status' })).json()).toMatchObject({ retcode: 401 });
  });
});
