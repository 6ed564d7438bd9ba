import crypto from 'node:crypto';
import { ACCOUNT_MESSAGES, SERVER_MESSAGES, SIGN_IN_MESSAGES, SIGN_ON_MESSAGES } from '@tcm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { signNonceRequest } from '../../src/modules/accounts/sign-on-service';
import { manualClock } from '../helpers/manual-clock';
import { TEST_PASSWORD, readSmsCode, registerMember, uniqueMobile } from '../helpers/members';
import { type TestApp, createTestApp, testEngine } from '../helpers/test-app';

/**
 * Issue #17, played as the attacker: forged client addresses, many addresses against one account,
 * parallel guesses against the lock and the code counter, a replayed issueNonce request — and the
 * owner's way out of a lock.
 */
type Reply = { retcode: number; retmsg: string; data: unknown };
const TOO_MANY = SERVER_MESSAGES.tooManyRequests;
/** Mid-minute and mid-hour: the fixed windows do not roll over during a test. */
const START = Date.UTC(2026, 10, 21, 10, 30, 20);

function poster(t: () => TestApp) {
  return (url: string, payload: object, forwardedFor?: string): Promise<Reply> =>
    t()
      .app.inject({ method: 'POST', url, payload, headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} })
      .then((r) => r.json() as Reply);
}
const address = (i: number) => `203.0.${Math.floor(i / 250)}.${(i % 250) + 1}`;
const sequentially = async (n: number, call: (i: number) => Promise<Reply>) => {
  const out: string[] = [];
  for (let i = 0; i < n; i += 1) out.push((await call(i)).retmsg);
  return out;
};

/** Outside production (which must set TRUST_PROXY explicitly, issue #24) the default applies. */
const DEMO = { NODE_ENV: 'development' };

describe('TRUST_PROXY', () => {
  it('is off by default and takes a hop count or proxy addresses, nothing else', () => {
    expect(loadConfig(DEMO).trustProxy).toBe(false);
    expect(loadConfig({ ...DEMO, TRUST_PROXY: 'off' }).trustProxy).toBe(false);
    expect(loadConfig({ ...DEMO, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ ...DEMO, TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,loopback' }).trustProxy).toEqual(['10.0.0.0/8', '192.168.1.7', 'loopback']);
    expect(() => loadConfig({ ...DEMO, TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ ...DEMO, TRUST_PROXY: '10.0.0.0/40' })).toThrow(/TRUST_PROXY/);
  });
});

describe(`a forged X-Forwarded-For on ${testEngine} (default: no proxy trusted)`, () => {
  let t: TestApp;
  const clock = manualClock(START);
  const post = poster(() => t);
  beforeAll(async () => {
    t = await createTestApp({}, { clock });
  });
  afterAll(async () => t.close());

  it('login: a new forged address each time is still one address — the 31st in a minute is refused, the socket address audited', async () => {
    const replies = await sequentially(31, (i) => post('/api/auth/login', { account: `rotating${i}`, password: 'Wrong2026pw' }, address(i)));
    expect(replies.slice(0, 30)).toEqual(Array(30).fill(ACCOUNT_MESSAGES.loginFailed));
    expect(replies[30]).toBe(TOO_MANY);
    const rows = await t.app.db.selectFrom('audit_log').select('ip').where('action', '=', 'login').where('account', 'like', 'rotating%').execute();
    expect(rows).toHaveLength(30);
    expect(new Set(rows.map((r) => r.ip))).toEqual(new Set(['127.0.0.1']));
  });

  it('sendSmsCode: the 11th code in an hour from one client is refused, whatever the header says', async () => {
    const replies = await sequentially(11, (i) => post('/api/auth/sendSmsCode', { mobile: uniqueMobile(), purpose: 'register' }, address(i)));
    expect(replies.slice(0, 10)).toEqual(Array(10).fill(ACCOUNT_MESSAGES.codeSent));
    expect(replies[10]).toBe(TOO_MANY);
  });

  it('resetPassword: the 11th try in an hour from one client is refused, whatever the header says', async () => {
    const reset = (i: number) => post('/api/auth/resetPassword', { mobile: uniqueMobile(), smsCode: '123456', password: 'Reset2026pw', confirmPassword: 'Reset2026pw' }, address(i));
    const replies = await sequentially(11, reset);
    expect(replies.slice(0, 10)).toEqual(Array(10).fill(ACCOUNT_MESSAGES.mobileUnknown));
    expect(replies[10]).toBe(TOO_MANY);
  });
});

describe(`many real addresses against one account on ${testEngine} (TRUST_PROXY=1)`, () => {
  let t: TestApp;
  const clock = manualClock(START);
  const post = poster(() => t);
  beforeAll(async () => {
    t = await createTestApp({ trustProxy: 1 }, { clock });
  });
  afterAll(async () => t.close());

  it("takes the header's last hop as the client address", async () => {
    await post('/api/auth/login', { account: 'lasthop01', password: 'Wrong2026pw' }, '198.51.100.1, 203.0.113.99');
    const row = await t.app.db.selectFrom('audit_log').select('ip').where('account', '=', 'lasthop01').executeTakeFirstOrThrow();
    expect(row.ip).toBe('203.0.113.99');
  });

  it('login: 20 tries in 15 minutes per account, by name and by mobile together, from however many addresses', async () => {
    const m = await registerMember(t.app, 'spread');
    const replies = await sequentially(21, (i) => post('/api/auth/login', { account: i % 2 ? m.mobile : m.userAccount, password: `Wrong${i}pw` }, address(i)));
    expect(replies.slice(0, 4)).toEqual(Array(4).fill(ACCOUNT_MESSAGES.loginFailed));
    expect(replies.slice(4, 20)).toEqual(Array(16).fill(ACCOUNT_MESSAGES.accountLocked));
    expect(replies[20]).toBe(TOO_MANY);
    // An unknown name is limited the same way (it has no lock to stop a guesser).
    const ghost = await sequentially(21, (i) => post('/api/auth/login', { account: i % 2 ? 'Ghost0001' : 'ghost0001', password: 'x' }, address(100 + i)));
    expect(ghost.slice(0, 20)).toEqual(Array(20).fill(ACCOUNT_MESSAGES.loginFailed));
    expect(ghost[20]).toBe(TOO_MANY);
  });

  it('sendSmsCode: 10 an hour per mobile, from however many addresses', async () => {
    const mobile = uniqueMobile();
    const replies = await sequentially(11, (i) => post('/api/auth/sendSmsCode', { mobile, purpose: 'register' }, address(200 + i)));
    expect(replies[0]).toBe(ACCOUNT_MESSAGES.codeSent);
    expect(replies.slice(1, 10)).toEqual(Array(9).fill(ACCOUNT_MESSAGES.codeTooSoon));
    expect(replies[10]).toBe(TOO_MANY);
  });

  it('resetPassword: 10 tries an hour per mobile, from however many addresses', async () => {
    const m = await registerMember(t.app, 'resetter');
    const replies = await sequentially(11, (i) =>
      post('/api/auth/resetPassword', { mobile: m.mobile, smsCode: '000000', password: 'Reset2026pw', confirmPassword: 'Reset2026pw' }, address(300 + i)),
    );
    expect(replies.slice(0, 10)).toEqual(Array(10).fill(ACCOUNT_MESSAGES.codeInvalid));
    expect(replies[10]).toBe(TOO_MANY);
  });
});

describe(`parallel guesses, the owner's unlock and replays on ${testEngine}`, () => {
  const SSO_SECRET = 'parent-site-shared-secret-0123456789abcdef';
  let t: TestApp;
  const clock = manualClock(START);
  const post = poster(() => t);
  // Without the address limits, only the lock and the code counter stand in the way.
  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false, ssoSharedSecret: SSO_SECRET }, { clock });
  });
  afterAll(async () => t.close());

  const login = (account: string, password: string) => post('/api/auth/login', { account, password });
  const audited = async (memberId: number, action: string) =>
    (await t.app.db.selectFrom('audit_log').select(['result', 'detail']).where('member_id', '=', memberId).where('action', '=', action).orderBy('id').execute()).map((r) => r.result);

  it('40 wrong passwords at once: at most 5 plain refusals, the account locked, the right password refused while locked', async () => {
    const m = await registerMember(t.app, 'racer');
    const replies = await Promise.all(Array.from({ length: 40 }, (_, i) => login(m.userAccount, `Wrong${i}pw`)));
    const plain = replies.filter((r) => r.retmsg === ACCOUNT_MESSAGES.loginFailed).length;
    expect(plain).toBeLessThanOrEqual(5);
    expect(replies.filter((r) => r.retmsg === ACCOUNT_MESSAGES.accountLocked)).toHaveLength(40 - plain);
    const row = await t.app.db.selectFrom('sys_member').select('locked_until').where('id', '=', m.userId).executeTakeFirstOrThrow();
    expect(Date.parse(row.locked_until!)).toBe(clock.now() + 15 * 60_000);
    expect(await login(m.userAccount, TEST_PASSWORD)).toMatchObject({ retcode: 0, retmsg: ACCOUNT_MESSAGES.accountLocked });
    expect(await login(m.mobile, TEST_PASSWORD)).toMatchObject({ retcode: 0, retmsg: ACCOUNT_MESSAGES.accountLocked });
    const lockouts = await audited(m.userId, 'lockout');
    expect(lockouts).toEqual(['success']);
  });

  it('the right password racing wrong ones is refused once the lock is in', async () => {
    const m = await registerMember(t.app, 'mixed');
    const tries = Array.from({ length: 40 }, (_, i) => (i === 39 ? TEST_PASSWORD : `Wrong${i}pw`));
    const replies = await Promise.all(tries.map((pw) => login(m.userAccount, pw)));
    const signedIn = replies[39]!.retcode === 1;
    const locked = await t.app.db.selectFrom('sys_member').select('locked_until').where('id', '=', m.userId).executeTakeFirstOrThrow();
    // Either the right password came first (and the wrong ones then lock afresh), or it met the lock.
    if (!signedIn) expect(replies[39]!.retmsg).toBe(ACCOUNT_MESSAGES.accountLocked);
    expect(locked.locked_until).not.toBeNull();
    expect(replies.filter((r) => r.retmsg === ACCOUNT_MESSAGES.loginFailed).length).toBeLessThanOrEqual(signedIn ? 9 : 5);
  });

  it('40 wrong codes at once: the reset code is dead, the right code then refused, the password unchanged', async () => {
    const m = await registerMember(t.app, 'codes');
    expect((await post('/api/auth/sendSmsCode', { mobile: m.mobile, purpose: 'resetPassword' })).retcode).toBe(1);
    const code = await readSmsCode(t.app.db, m.mobile);
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
    const reset = (smsCode: string) => post('/api/auth/resetPassword', { mobile: m.mobile, smsCode, password: 'Reset2026pw', confirmPassword: 'Reset2026pw' });
    const replies = await Promise.all(Array.from({ length: 40 }, (_, i) => reset(wrong(i))));
    expect(replies.every((r) => r.retcode === 0)).toBe(true);
    expect(replies.filter((r) => r.retmsg === ACCOUNT_MESSAGES.codeInvalid).length).toBeLessThanOrEqual(4);
    expect(await reset(code)).toMatchObject({ retcode: 0, retmsg: ACCOUNT_MESSAGES.codeBurned });
    expect((await login(m.userAccount, TEST_PASSWORD)).retcode).toBe(1);
    expect((await login(m.userAccount, 'Reset2026pw')).retcode).toBe(0);
    expect(await audited(m.userId, 'password_reset')).not.toContain('success');
  });

  it('the owner unlocks a locked account with a code to its mobile; each step is audited', async () => {
    const m = await registerMember(t.app, 'unlocker');
    expect(await post('/api/auth/sendSmsCode', { mobile: m.mobile, purpose: 'unlock' })).toMatchObject({ retcode: 0, retmsg: SIGN_IN_MESSAGES.notLocked });
    for (let i = 0; i < 5; i += 1) await login(m.userAccount, `Wrong${i}pw`);
    expect((await login(m.userAccount, TEST_PASSWORD)).retmsg).toBe(ACCOUNT_MESSAGES.accountLocked);

    expect(await post('/api/auth/sendSmsCode', { mobile: m.mobile, purpose: 'unlock' })).toMatchObject({ retcode: 1, retmsg: SIGN_IN_MESSAGES.unlockCodeSent });
    const code = await readSmsCode(t.app.db, m.mobile);
    expect(await post('/api/auth/unlockAccount', { mobile: m.mobile, smsCode: code === '000000' ? '000001' : '000000' })).toMatchObject({ retcode: 0, retmsg: ACCOUNT_MESSAGES.codeInvalid });
    expect(await post('/api/auth/unlockAccount', { mobile: uniqueMobile(), smsCode: code })).toMatchObject({ retcode: 0, retmsg: ACCOUNT_MESSAGES.mobileUnknown });
    expect(await post('/api/auth/unlockAccount', { mobile: m.mobile, smsCode: code })).toMatchObject({ retcode: 1, retmsg: SIGN_IN_MESSAGES.unlocked });
    const row = await t.app.db.selectFrom('sys_member').select(['locked_until', 'failed_logins']).where('id', '=', m.userId).executeTakeFirstOrThrow();
    expect(row).toEqual({ locked_until: null, failed_logins: 0 });
    expect(await post('/api/auth/unlockAccount', { mobile: m.mobile, smsCode: code })).toMatchObject({ retcode: 0, retmsg: ACCOUNT_MESSAGES.codeInvalid });
    expect((await login(m.userAccount, TEST_PASSWORD)).retcode).toBe(1);
    expect(await audited(m.userId, 'unlock')).toEqual(['failure', 'success', 'failure']);
    expect(await audited(m.userId, 'lockout')).toEqual(['success']);
    // The new count starts at zero: four wrong passwords are plain refusals again.
    expect(await sequentially(4, (i) => login(m.userAccount, `Again${i}pw`))).toEqual(Array(4).fill(ACCOUNT_MESSAGES.loginFailed));
  });

  it('issueNonce: a captured request is refused the second time, even sent twice at once', async () => {
    const issue = (body: { userAccount: string; timestamp: number; requestId: string }) =>
      t.app
        .inject({ method: 'POST', url: '/api/third/issueNonce', headers: { 'x-sso-signature': signNonceRequest(SSO_SECRET, body.timestamp, body.userAccount, body.requestId) }, payload: body })
        .then((r) => r.json() as Reply);
    const captured = { userAccount: 'putong01', timestamp: clock.now(), requestId: crypto.randomUUID() };
    expect((await issue(captured)).retcode).toBe(1);
    clock.advance(60_000);
    expect(await issue(captured)).toMatchObject({ retcode: 0, retmsg: SIGN_IN_MESSAGES.requestIdReused });
    const forged = { ...captured, requestId: crypto.randomUUID() };
    const withOldSignature = await t.app.inject({ method: 'POST', url: '/api/third/issueNonce', headers: { 'x-sso-signature': signNonceRequest(SSO_SECRET, captured.timestamp, captured.userAccount, captured.requestId) }, payload: forged });
    expect(withOldSignature.json()).toMatchObject({ retcode: 0, retmsg: SIGN_ON_MESSAGES.signatureInvalid });

    const twin = { userAccount: 'putong01', timestamp: clock.now(), requestId: crypto.randomUUID() };
    const both = await Promise.all([issue(twin), issue(twin)]);
    expect(both.map((r) => r.retcode).sort()).toEqual([0, 1]);
    const refused = await t.app.db.selectFrom('audit_log').select('detail').where('action', '=', 'sso_nonce').where('result', '=', 'refused').execute();
    expect(refused.filter((r) => r.detail === 'replayed request id')).toHaveLength(2);

    // Past the window the ids are forgotten (a replay then fails the timestamp check).
    clock.advance(10 * 60_000);
    expect((await issue({ userAccount: 'putong01', timestamp: clock.now(), requestId: crypto.randomUUID() })).retcode).toBe(1);
    expect(await t.app.db.selectFrom('sso_request').select('request_id').execute()).toHaveLength(1);
    expect(await issue(captured)).toMatchObject({ retcode: 0, retmsg: SIGN_ON_MESSAGES.signatureInvalid });
  });
});
