import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/db/seed/members';
import { DEMO_OPERATOR } from '../src/db/seed/operators';
import { totpCodeAt } from '../src/modules/second-factor/totp';
import { requestIdGenerator } from '../src/plugins/request-log';
import { type Secret, describeLeaks, findLeaks, secretsOfTexts } from './helpers/log-secrets';
import { TEST_PASSWORD, registerMember } from './helpers/members';
import { completeSecondFactor } from './helpers/second-factor';
import { type TestApp, createTestApp, testEngine } from './helpers/test-app';

/**
 * Issue #24: one JSON line per request (request id, method, route pattern, status, duration,
 * member), and never a token, password, code or ID number in the log — here through app.inject
 * with the log captured; e2e/log-secrets.test.ts greps the log of the whole browser run.
 */
interface Line {
  level: number;
  msg: string;
  reqId?: string;
  method?: string;
  route?: string;
  status?: number;
  durationMs?: number;
  memberId?: number;
  ip?: string;
  [k: string]: unknown;
}

const NEW_PASSWORD = 'Rizhi@2026x';
const ID_NUMBER = '110105199003071234';

describe(`the request log on ${testEngine}`, () => {
  let t: TestApp;
  let text = '';
  const lines = (): Line[] =>
    text
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Line);
  const linesOf = (reqId: string) => lines().filter((l) => l.reqId === reqId);
  /** The request line is written once the answer has gone out, a moment after inject() resolves. */
  const settled = () => new Promise((resolve) => setTimeout(resolve, 20));

  beforeAll(async () => {
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
    // A proxy in front (loopback: app.inject's address), so its X-Request-Id is honoured.
    t = await createTestApp({ rateLimit: false, logLevel: 'info', trustProxy: ['loopback'] }, { logStream: stream });
  });
  afterAll(async () => t.close());

  it('writes one line per request with its id, method, route pattern, status, duration and member', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { account: 'geren02', password: DEMO_PASSWORD } });
    const { accessToken, userId } = login.json().data as { accessToken: string; userId: number };
    const detail = await t.app.inject({ url: `/api/sysMember/getMemberDetail?userId=${userId}`, headers: { token: accessToken } });
    await settled();

    const [loginLine, ...moreLogin] = linesOf(login.headers['x-request-id'] as string);
    expect(moreLogin).toEqual([]);
    expect(loginLine).toMatchObject({ level: 30, msg: 'request', method: 'POST', route: '/api/auth/login', status: 200, ip: '127.0.0.1' });
    // Signing in is not yet signed in: the member is named from the next call on.
    expect(loginLine!.memberId).toBeUndefined();
    expect(loginLine!.durationMs).toEqual(expect.any(Number));

    const [detailLine, ...moreDetail] = linesOf(detail.headers['x-request-id'] as string);
    expect(moreDetail).toEqual([]);
    expect(detailLine).toMatchObject({ method: 'GET', route: '/api/sysMember/getMemberDetail', status: 200, memberId: userId });
    // The route pattern, not the URL: no query string, no path parameter's value.
    const file = await t.app.inject({ url: '/files/no-such-key.png?exp=1&sig=abcdef' });
    await settled();
    expect(linesOf(file.headers['x-request-id'] as string)[0]).toMatchObject({ route: '/files/:key', method: 'GET' });
    const unknown = await t.app.inject({ url: '/no/such/path?q=1' });
    await settled();
    expect(linesOf(unknown.headers['x-request-id'] as string)[0]).toMatchObject({ route: '(fallback)', status: 404 });
    const requestLines = JSON.stringify(lines().filter((l) => l.msg === 'request'));
    expect(requestLines).not.toContain('no-such-key');
    expect(requestLines).not.toContain('sig=');
    expect(requestLines).not.toContain('/no/such/path');
    // Fastify's own pair is gone.
    expect(lines().filter((l) => l.msg === 'incoming request' || l.msg === 'request completed')).toEqual([]);
  });

  it('takes the proxy’s X-Request-Id when it is plain and short, makes one otherwise, and answers with it', async () => {
    const given = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': '0a1b2c3d4e5f60718293a4b5c6d7e8f9' } });
    expect(given.headers['x-request-id']).toBe('0a1b2c3d4e5f60718293a4b5c6d7e8f9');
    for (const bad of ['has spaces in it', 'x'.repeat(65), '<script>', '']) {
      const res = await t.app.inject({ url: '/api/sysMember/getMemberDetail?userId=1', headers: { 'x-request-id': bad } });
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
      await settled();
      expect(linesOf(res.headers['x-request-id'] as string)).toHaveLength(1);
    }
    // Without a trusted proxy a caller's header is not believed (anyone could pick another request's id).
    const raw = { headers: { 'x-request-id': 'chosen-by-the-caller' } } as never;
    expect(requestIdGenerator(false)(raw)).toMatch(/^[0-9a-f]{32}$/);
    expect(requestIdGenerator(true)(raw)).toBe('chosen-by-the-caller');
  });

  it('holds no password, SMS or authenticator code, token or ID number after register, sign-in, second factor, real name and a password change', async () => {
    const member = await registerMember(t.app, 'rizhi');
    const geren = (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { account: 'geren01', password: DEMO_PASSWORD } })).json().data.accessToken as string;
    const realName = await t.app.inject({ method: 'POST', url: '/api/sysMember/submitRealName', headers: { token: geren }, payload: { realName: '王晓岚', idCard: ID_NUMBER } });
    expect(realName.json().retcode).toBe(1);
    const change = await t.app.inject({
      method: 'POST',
      url: '/api/auth/changePassword',
      headers: member.headers,
      payload: { oldPassword: TEST_PASSWORD, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(change.json().retcode).toBe(1);
    const wrong = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { account: member.userAccount, password: `${NEW_PASSWORD}-wrong` } });
    expect(wrong.json().retcode).toBe(0);
    const started = Date.now();
    const challenge = (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { account: DEMO_OPERATOR.account, password: DEMO_PASSWORD } })).json().data;
    const operator = await completeSecondFactor(t.app, DEMO_OPERATOR.account, challenge);
    await settled();

    const texts = await t.app.db.selectFrom('sms_outbox').select(['mobile', 'content']).execute();
    const totp = await Promise.all([-30_000, 0, 30_000, Date.now() - started + 30_000].map((d) => totpCodeAt(DEMO_OPERATOR.totpSecret, started + d)));
    const secrets: Secret[] = [
      { kind: 'demo password', value: DEMO_PASSWORD },
      { kind: 'registration password', value: TEST_PASSWORD },
      { kind: 'new password', value: NEW_PASSWORD },
      { kind: 'ID number', value: ID_NUMBER },
      { kind: 'authenticator secret', value: DEMO_OPERATOR.totpSecret },
      ...totp.map((value) => ({ kind: 'authenticator code', value })),
      ...secretsOfTexts(texts),
      ...[member.token, geren, operator.accessToken, challenge.challenge as string].map((value) => ({ kind: 'token', value })),
    ];
    expect(secretsOfTexts(texts).length, 'the registration sent a code').toBeGreaterThan(0);
    const hashes = new Set((await t.app.db.selectFrom('user_session').select('token_hash').execute()).map((r) => r.token_hash));

    // The search is not blind: those calls were logged, and a planted secret is found.
    for (const route of ['/api/auth/register', '/api/auth/sendSmsCode', '/api/sysMember/submitRealName', '/api/auth/changePassword', '/api/auth/loginSecondFactor']) {
      expect(lines().some((l) => l.route === route), route).toBe(true);
    }
    const leaks = findLeaks(text, secrets, hashes);
    expect(leaks, describeLeaks(leaks, 'the captured log')).toEqual([]);
    expect(findLeaks(`${text}{"msg":"x","body":{"token":"${geren}"}}\n`, secrets, hashes).map((l) => l.kind)).toEqual(['token', 'session token']);
    expect(findLeaks(`{"note":"login ${operator.accessToken}"}`, [], hashes)).toHaveLength(1);
  });

  it('redacts passwords, codes, tokens and ID numbers from objects other lines carry', async () => {
    t.app.log.warn({ body: { password: 'p4ssw0rd-logged', idCard: ID_NUMBER, smsCode: '246810', token: 'tok-en-logged' }, err: { message: 'duplicate key', detail: `Key (id_card)=(${ID_NUMBER}) already exists.` } }, 'a careless line');
    await settled();
    const line = lines().find((l) => l.msg === 'a careless line')!;
    expect(line.body).toEqual({ password: '[Redacted]', idCard: '[Redacted]', smsCode: '[Redacted]', token: '[Redacted]' });
    expect(JSON.stringify(line)).not.toContain(ID_NUMBER);
  });
});
