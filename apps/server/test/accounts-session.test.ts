import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, readSmsCode, registerMember } from './helpers/members';
import { manualClock } from './helpers/manual-clock';
import { type TestApp, createTestApp, testEngine } from './helpers/test-app';

const clock = manualClock();
let logLines = '';
const logStream = new Writable({
  write(chunk, _enc, done) {
    logLines += chunk.toString();
    done();
  },
});

describe(`sign-in, sessions and passwords on ${testEngine}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false, logLevel: 'info' }, { clock, logStream });
  });
  afterAll(async () => t.close());

  const login = (account: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { account, password } }).then((r) => r.json());
  const detail = (userId: number, token: string) =>
    t.app.inject({ url: `/api/sysMember/getMemberDetail?userId=${userId}`, headers: { token } }).then((r) => r.json());

  it('signs in by account or by mobile and returns the §3 session values', async () => {
    const m = await registerMember(t.app, 'signin');
    for (const account of [m.userAccount, m.mobile]) {
      const r = await login(account, TEST_PASSWORD);
      expect(r).toMatchObject({ retcode: 1, data: { userId: m.userId, userInfo: { userAccount: m.userAccount } } });
      expect(r.data.expireTime).toBe(clock.now() + 12 * 3_600_000);
      expect((await detail(m.userId, r.data.accessToken)).data.userAccount).toBe(m.userAccount);
    }
    expect(await login(m.userAccount, 'Wrong2026pw')).toMatchObject({ retcode: 0, retmsg: '账号或密码错误' });
    expect(await login('nosuchuser1', TEST_PASSWORD)).toMatchObject({ retcode: 0, retmsg: '账号或密码错误' });
  });

  it('locks an account for 15 minutes after five failures in a row; a login after that works', async () => {
    const m = await registerMember(t.app, 'locked');
    const msgs = [];
    for (let i = 0; i < 5; i++) msgs.push((await login(m.userAccount, 'Wrong2026pw')).retmsg);
    expect(msgs.slice(0, 4)).toEqual(Array(4).fill('账号或密码错误'));
    expect(msgs[4]).toBe('密码错误次数过多，账号已锁定，请15分钟后再试');
    expect(await login(m.userAccount, TEST_PASSWORD)).toMatchObject({ retcode: 0, retmsg: '密码错误次数过多，账号已锁定，请15分钟后再试' });
    clock.advance(15 * 60_000 + 1000);
    expect((await login(m.userAccount, TEST_PASSWORD)).retcode).toBe(1);
  });

  it('answers 401 for a visitor, a forged, an expired, an idle and a logged-out token', async () => {
    const m = await registerMember(t.app, 'tokens');
    expect((await t.app.inject({ url: `/api/sysMember/getMemberDetail?userId=${m.userId}` })).json()).toMatchObject({ retcode: 401, retmsg: '登录过期，请重新登录' });
    expect((await detail(m.userId, 'forged-token')).retcode).toBe(401);

    const idle = (await login(m.userAccount, TEST_PASSWORD)).data.accessToken;
    clock.advance(29 * 60_000);
    expect((await detail(m.userId, idle)).retcode).toBe(1);
    clock.advance(29 * 60_000);
    expect((await detail(m.userId, idle)).retcode).toBe(1);
    clock.advance(31 * 60_000);
    expect((await detail(m.userId, idle)).retcode).toBe(401);

    const longLived = (await login(m.userAccount, TEST_PASSWORD)).data.accessToken;
    for (let i = 0; i < 25; i++) {
      clock.advance(29 * 60_000);
      await detail(m.userId, longLived);
    }
    expect((await detail(m.userId, longLived)).retcode).toBe(401);

    const out = (await login(m.userAccount, TEST_PASSWORD)).data.accessToken;
    const bye = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { token: out } });
    expect(bye.json()).toMatchObject({ retcode: 1, retmsg: '已退出登录' });
    expect((await detail(m.userId, out)).retcode).toBe(401);
  });

  it("refuses another member's detail", async () => {
    const a = await registerMember(t.app, 'owner');
    const b = await registerMember(t.app, 'other');
    expect(await detail(a.userId, b.token)).toMatchObject({ retcode: 0, retmsg: '无权查看该会员信息', data: null });
  });

  it('changes a password only with the old one, and ends every session', async () => {
    const m = await registerMember(t.app, 'changer');
    const other = (await login(m.userAccount, TEST_PASSWORD)).data.accessToken;
    const change = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/auth/changePassword', headers: m.headers, payload }).then((r) => r.json());
    expect(await change({ oldPassword: 'Wrong2026pw', password: 'NewPass2026', confirmPassword: 'NewPass2026' })).toMatchObject({ retcode: 0, retmsg: '原密码错误' });
    expect(await change({ oldPassword: TEST_PASSWORD, password: 'NewPass2026', confirmPassword: 'NewPass2026' })).toMatchObject({ retcode: 1, retmsg: '密码已修改，请重新登录' });
    expect((await detail(m.userId, other)).retcode).toBe(401);
    expect((await detail(m.userId, m.token)).retcode).toBe(401);
    expect((await login(m.userAccount, TEST_PASSWORD)).retcode).toBe(0);
    expect((await login(m.userAccount, 'NewPass2026')).retcode).toBe(1);
  });

  it('resets a forgotten password with a code to the registered mobile', async () => {
    const m = await registerMember(t.app, 'forgot');
    const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload }).then((r) => r.json());
    expect(await post('/api/auth/sendSmsCode', { mobile: '13900000001', purpose: 'resetPassword' })).toMatchObject({ retcode: 0, retmsg: '该手机号尚未注册' });
    clock.advance(61_000);
    expect((await post('/api/auth/sendSmsCode', { mobile: m.mobile, purpose: 'resetPassword' })).retcode).toBe(1);
    const smsCode = await readSmsCode(t.app.db, m.mobile);
    const reset = await post('/api/auth/resetPassword', { mobile: m.mobile, smsCode, password: 'Reset2026pw', confirmPassword: 'Reset2026pw' });
    expect(reset).toMatchObject({ retcode: 1, retmsg: '密码已重置，请使用新密码登录' });
    expect((await detail(m.userId, m.token)).retcode).toBe(401);
    expect((await login(m.mobile, 'Reset2026pw')).retcode).toBe(1);
  });

  it('audits sign-in, failures, lockouts, sign-out and password changes with the address', async () => {
    const rows = await t.app.db.selectFrom('audit_log').select(['action', 'result', 'ip', 'account']).execute();
    const seen = new Set(rows.map((r) => `${r.action}:${r.result}`));
    for (const k of ['register:success', 'login:success', 'login:failure', 'login:refused', 'lockout:success', 'logout:success', 'password_change:success', 'password_change:failure', 'password_reset:success']) {
      expect(seen, k).toContain(k);
    }
    expect(rows.every((r) => r.ip === '127.0.0.1')).toBe(true);
  });

  it('never writes a password, a hash, a token or a code into a log line', async () => {
    expect(logLines.length).toBeGreaterThan(0);
    // Codes still in the outbox (those past their 5 minutes are masked there); no message text at all in the log.
    const codes = (await t.app.db.selectFrom('sms_outbox').select('content').execute()).flatMap((r) => r.content.match(/\d{6}/) ?? []);
    expect(logLines).not.toMatch(/验证码为/);
    const hashes = (await t.app.db.selectFrom('sys_member').select('password_hash').execute()).map((r) => r.password_hash);
    for (const secret of [TEST_PASSWORD, 'NewPass2026', 'Reset2026pw', 'Wrong2026pw', ...codes, ...hashes]) {
      expect(logLines.includes(secret), secret).toBe(false);
    }
    expect(logLines).not.toMatch(/argon2|accessToken/);
  });
});

describe(`rate limits on ${testEngine}`, () => {
  it('refuses the 31st login a minute from one address (a different account name each time)', async () => {
    // A fixed clock mid-minute: the limit counts per clock minute.
    const t = await createTestApp({}, { clock: manualClock(Date.UTC(2026, 10, 21, 10, 30, 20)) });
    const replies = [];
    for (let i = 0; i < 31; i++) {
      replies.push((await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { account: `nobody${i}`, password: 'x' } })).json().retmsg);
    }
    expect(replies[29]).toBe('账号或密码错误');
    expect(replies[30]).toBe('请求过于频繁，请稍后再试');
    await t.close();
  });
});
