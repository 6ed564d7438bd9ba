import crypto from 'node:crypto';
import { jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signNonceRequest } from '../src/modules/accounts/sign-on-service';
import { manualClock } from './helpers/manual-clock';
import { registerMember } from './helpers/members';
import { type TestApp, createTestApp, testEngine } from './helpers/test-app';

const SSO_SECRET = 'parent-site-shared-secret-0123456789abcdef';
const TICKET_SECRET = 'knowledge-ticket-secret-0123456789abcdefgh';
const clock = manualClock();

describe(`sign-on between sub-platforms on ${testEngine}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      { ssoSharedSecret: SSO_SECRET, knowledgeTicketSecret: TICKET_SECRET, knowledgeBaseUrl: 'http://zhishi.example.cn' },
      { clock },
    );
  });
  afterAll(async () => t.close());

  async function issueNonce(userAccount: string, opts: { secret?: string; timestamp?: number } = {}) {
    const timestamp = opts.timestamp ?? clock.now();
    const requestId = crypto.randomUUID();
    const signature = signNonceRequest(opts.secret ?? SSO_SECRET, timestamp, userAccount, requestId);
    const res = await t.app.inject({ method: 'POST', url: '/api/third/issueNonce', headers: { 'x-sso-signature': signature }, payload: { userAccount, timestamp, requestId } });
    return res.json();
  }
  const silence = (noncestr: string) => t.app.inject({ url: `/api/third/silenceLogin?noncestr=${noncestr}&appType=3` }).then((r) => r.json());

  it('exchanges a signed nonce once for a session, with expireTime in seconds', async () => {
    const issued = await issueNonce('qiye01');
    expect(issued).toMatchObject({ retcode: 1, data: { expiresIn: 60 } });
    const first = await silence(issued.data.noncestr);
    expect(first).toMatchObject({ retcode: 1, data: { companyDto: { companyName: '杭州青禾中药饮片有限公司' }, expireTime: 12 * 3600 } });
    const detail = await t.app.inject({ url: `/api/sysMember/getMemberDetail?userId=${first.data.userId}`, headers: { token: first.data.accessToken } });
    expect(detail.json().data.userAccount).toBe('qiye01');
    expect(await silence(issued.data.noncestr)).toMatchObject({ retcode: 0, retmsg: '登录凭证无效或已过期' });
  });

  it('refuses a nonce after 60 seconds', async () => {
    const issued = await issueNonce('putong01');
    clock.advance(61_000);
    expect((await silence(issued.data.noncestr)).retcode).toBe(0);
  });

  it('refuses a forged signature and a stale timestamp, and logs the refusal', async () => {
    expect(await issueNonce('putong01', { secret: 'someone-elses-secret-0123456789abcdef' })).toMatchObject({ retcode: 0, retmsg: '签名校验失败' });
    expect(await issueNonce('putong01', { timestamp: clock.now() - 6 * 60_000 })).toMatchObject({ retcode: 0, retmsg: '签名校验失败' });
    const refused = await t.app.db.selectFrom('audit_log').select('detail').where('action', '=', 'sso_nonce').where('result', '=', 'refused').execute();
    expect(refused.map((r) => r.detail)).toEqual(expect.arrayContaining(['bad signature', 'stale timestamp']));
    expect((await silence('a-nonce-that-was-never-issued-xyz')).retcode).toBe(0);
  });

  it('signs a short-lived knowledge-base ticket for the member only', async () => {
    const m = await registerMember(t.app, 'reader');
    const res = await t.app.inject({ method: 'POST', url: '/api/third/knowledgeJumpLink', headers: m.headers, payload: { userAccount: m.userAccount, thirdUserId: m.userId, jumpType: 3 } });
    const url = new URL(res.json().data);
    expect(url.origin + url.pathname).toBe('http://zhishi.example.cn/standard');
    const { payload } = await jwtVerify(url.searchParams.get('ticket')!, new TextEncoder().encode(TICKET_SECRET), { audience: 'knowledge-base', currentDate: new Date(clock.now()) });
    expect(payload).toMatchObject({ sub: String(m.userId), acc: m.userAccount, jt: 3 });
    expect(payload.exp! - payload.iat!).toBe(60);
    const visitor = await t.app.inject({ method: 'POST', url: '/api/third/knowledgeJumpLink', payload: { userAccount: m.userAccount, thirdUserId: m.userId, jumpType: 1 } });
    expect(visitor.json().retcode).toBe(401);
  });
});

describe('silent login without a configured secret', () => {
  it('refuses to issue nonces', async () => {
    const t = await createTestApp();
    const res = await t.app.inject({ method: 'POST', url: '/api/third/issueNonce', headers: { 'x-sso-signature': 'x' }, payload: { userAccount: 'putong01', timestamp: Date.now(), requestId: crypto.randomUUID() } });
    expect(res.json()).toMatchObject({ retcode: 0, retmsg: '单点登录未配置' });
    await t.close();
  });
});
