import { LIVE_STREAMS_PER_ACCOUNT } from '@tcm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Parties, act, placeOrder, signIn, uploadPdf } from './helpers/orders';
import { type OpenStream, type SseItem, isEvent, openStream } from './helpers/sse';
import { type TestApp, createTestApp, testEngine } from './helpers/test-app';

type Headers = Record<string, string>;
const change = (orderId: number) => isEvent('change', { topic: 'order', orderId });
const anyChange = isEvent('change');
const dataOf = (item: SseItem) => (item.kind === 'event' ? item.data : {});

/** A listening app (the stream needs a real socket: app.inject waits for a reply's end). */
async function listening(overrides: Parameters<typeof createTestApp>[0] = {}) {
  const t = await createTestApp({ rateLimit: false, ...overrides });
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  return { t, baseUrl: address };
}

describe(`the live stream on ${testEngine}`, () => {
  let t: TestApp;
  let baseUrl: string;
  let p: Parties;
  let other: Parties;
  const opened: OpenStream[] = [];
  const open = async (headers: Headers) => {
    const s = await openStream(baseUrl, headers);
    opened.push(s);
    return s;
  };

  beforeAll(async () => {
    ({ t, baseUrl } = await listening());
    const staff = await signIn(t.app, 'jigou01');
    const member = await t.memberHeaders('live-a');
    p = { member, staff, memberPdf: await uploadPdf(t.app, member), staffPdf: await uploadPdf(t.app, staff) };
    const memberB = await t.memberHeaders('live-b');
    const staffB = await signIn(t.app, 'jigou02');
    other = { member: memberB, staff: staffB, memberPdf: await uploadPdf(t.app, memberB), staffPdf: await uploadPdf(t.app, staffB) };
  });
  afterAll(async () => {
    for (const s of opened) s.close();
    await t.close();
  });

  it('is refused without a token, or with a forged one, as the usual 401 envelope', async () => {
    for (const headers of [{}, { token: 'forged-token-never-issued' }] as Headers[]) {
      const res = await fetch(`${baseUrl}/api/live/stream`, { headers });
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await res.json()).toMatchObject({ retcode: 401 });
    }
  });

  it('is an uncompressed, unbuffered event stream that starts with ready', async () => {
    const s = await open({ ...p.member, 'accept-encoding': 'gzip, br' });
    expect(s.status).toBe(200);
    expect(s.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(s.headers.get('content-encoding')).toBeNull();
    expect(s.headers.get('x-accel-buffering')).toBe('no');
    expect(s.headers.get('cache-control')).toContain('no-transform');
    expect(s.headers.get('x-content-type-options')).toBe('nosniff');
    const ready = await s.next(isEvent('ready'));
    expect(ready).toMatchObject({ kind: 'event', id: expect.stringMatching(/^[0-9a-f]{12}-\d+$/) });
    s.close();
  });

  it("forwards the member's order move to the member and its institution's staff, and to no one else", async () => {
    const mine = await placeOrder(t.app, p.member);
    const theirs = await placeOrder(t.app, other.member, { staff: 'jigou02' });
    const [member, staff, otherMember, otherStaff] = await Promise.all([open(p.member), open(p.staff), open(other.member), open(other.staff)]);
    for (const s of [member, staff, otherMember, otherStaff]) await s.next(isEvent('ready'));

    expect((await act(t.app, p, 'approve', 'institution', mine)).retcode).toBe(1);
    expect(dataOf(await member.next(anyChange))).toEqual({ topic: 'order', orderId: mine });
    expect(dataOf(await staff.next(anyChange))).toEqual({ topic: 'order', orderId: mine });

    // The others' first change is their own order's move: the first move never reached them.
    expect((await act(t.app, other, 'approve', 'institution', theirs)).retcode).toBe(1);
    expect(dataOf(await otherMember.next(anyChange))).toEqual({ topic: 'order', orderId: theirs });
    expect(dataOf(await otherStaff.next(anyChange))).toEqual({ topic: 'order', orderId: theirs });
    // …and theirs never reaches the first pair, whose next change is their own order again.
    expect((await act(t.app, p, 'provideContract', 'institution', mine)).retcode).toBe(1);
    expect(dataOf(await member.next(anyChange))).toEqual({ topic: 'order', orderId: mine });
    expect(dataOf(await staff.next(anyChange))).toEqual({ topic: 'order', orderId: mine });
  });

  it('carries only the topic and the order, never the order itself', async () => {
    const id = await placeOrder(t.app, p.member);
    const s = await open(p.member);
    await s.next(isEvent('ready'));
    await act(t.app, p, 'approve', 'institution', id);
    const item = await s.next(change(id));
    expect(Object.keys(dataOf(item)).sort()).toEqual(['orderId', 'topic']);
  });

  it('forwards every order move to an operator who passed the second factor', async () => {
    const operator = await open(await signIn(t.app, 'yunying01'));
    await operator.next(isEvent('ready'));
    const id = await placeOrder(t.app, other.member, { staff: 'jigou02' });
    await act(t.app, other, 'approve', 'institution', id);
    expect(dataOf(await operator.next(anyChange))).toEqual({ topic: 'order', orderId: id });
  });

  it('replays what a reconnecting stream missed after its Last-Event-ID, then says ready', async () => {
    const id = await placeOrder(t.app, p.member);
    const first = await open(p.member);
    const ready = await first.next(isEvent('ready'));
    first.close();
    await act(t.app, p, 'approve', 'institution', id);
    await act(t.app, other, 'approve', 'institution', await placeOrder(t.app, other.member, { staff: 'jigou02' }));
    await act(t.app, p, 'provideContract', 'institution', id);

    const again = await open({ ...p.member, 'last-event-id': ready.kind === 'event' ? ready.id : '' });
    await again.next(isEvent('ready'));
    const events = again.items.filter((i) => i.kind === 'event');
    expect(events.map((e) => [e.kind === 'event' && e.event, dataOf(e)])).toEqual([
      ['change', { topic: 'order', orderId: id }],
      ['change', { topic: 'order', orderId: id }],
      ['ready', {}],
    ]);
  });

  it('answers resync to a Last-Event-ID it cannot replay from (another instance, a restart, nonsense)', async () => {
    for (const lastEventId of ['0123456789ab-3', 'not-an-id', `${'f'.repeat(12)}-99999999`]) {
      const s = await open({ ...p.member, 'last-event-id': lastEventId });
      const first = await s.next((i) => i.kind === 'event');
      expect(first, lastEventId).toMatchObject({ event: 'resync' });
      s.close();
    }
  });

  it(`keeps at most ${LIVE_STREAMS_PER_ACCOUNT} streams per account: the oldest is told it was superseded and closed`, async () => {
    const member = await t.memberHeaders('live-many');
    const streams: OpenStream[] = [];
    for (let i = 0; i < LIVE_STREAMS_PER_ACCOUNT; i++) {
      streams.push(await open(member));
      await streams.at(-1)!.next(isEvent('ready'));
    }
    const before = t.app.services.live.count();
    const newest = await open(member);
    await newest.next(isEvent('ready'));
    await streams[0]!.next(isEvent('superseded'));
    await streams[0]!.ended;
    await expect.poll(() => t.app.services.live.count()).toBe(before);
    for (const s of streams) s.close();
  });

  it('ends a stream when its session is logged out, and leaves the account’s other sessions’ streams open', async () => {
    const session = await t.member('live-logout');
    const second = await signInAgain(t, session.userAccount);
    const [a, b] = [await open(session.headers), await open(second)];
    await a.next(isEvent('ready'));
    await b.next(isEvent('ready'));
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: session.headers });
    expect(res.json()).toMatchObject({ retcode: 1 });
    await a.ended;
    // The other session's stream stays: a later change still reaches it.
    const id = await placeOrder(t.app, second);
    await act(t.app, { ...p, member: second }, 'approve', 'institution', id);
    expect(dataOf(await b.next(anyChange))).toEqual({ topic: 'order', orderId: id });
    // Reconnecting with the ended session is refused.
    expect(await (await fetch(`${baseUrl}/api/live/stream`, { headers: session.headers })).json()).toMatchObject({ retcode: 401 });
  });

  it('ends every stream of an account whose password changed', async () => {
    const m = await t.member('live-password');
    const s = await open(m.headers);
    await s.next(isEvent('ready'));
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/changePassword', headers: m.headers, payload: { oldPassword: 'Zhongyao2026', password: 'Zhongyao2027', confirmPassword: 'Zhongyao2027' } });
    expect(res.json()).toMatchObject({ retcode: 1 });
    await s.ended;
  });

  it('closes every stream when the app closes, and the close does not wait for them', async () => {
    const extra = await listening();
    const s = await openStream(extra.baseUrl, await extra.t.memberHeaders('live-close'));
    await s.next(isEvent('ready'));
    const started = Date.now();
    await extra.t.close();
    await s.ended;
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

describe(`the live stream's heartbeat and session expiry on ${testEngine}`, () => {
  it('sends a heartbeat comment at the configured interval', async () => {
    const { t, baseUrl } = await listening({ liveHeartbeatMs: 100 });
    try {
      const s = await openStream(baseUrl, await t.memberHeaders('live-beat'));
      await s.next(isEvent('ready'));
      expect(await s.next((i) => i.kind === 'comment')).toEqual({ kind: 'comment', text: 'ping' });
      expect(await s.next((i) => i.kind === 'comment')).toEqual({ kind: 'comment', text: 'ping' });
      s.close();
    } finally {
      await t.close();
    }
  });

  it('ends the stream when its session runs out idle: the stream itself does not keep a session alive', async () => {
    const { t, baseUrl } = await listening({ sessionIdleMs: 3_000 });
    try {
      const s = await openStream(baseUrl, await t.memberHeaders('live-idle'));
      await s.next(isEvent('ready'));
      const started = Date.now();
      await s.ended;
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await t.close();
    }
  });
});

async function signInAgain(t: TestApp, account: string): Promise<Headers> {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { account, password: 'Zhongyao2026' } });
  return { token: res.json().data.accessToken as string };
}
