import { type AdminFailureRates, ORDER_STATUS, type ResultSheet, SERVER_MESSAGES } from '@tcm/shared';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/database';
import type { PostgresFeed } from '../src/modules/live/pg-feed';
import { createSmsWorker } from '../src/modules/notifications/sms-worker';
import { createOutboxSmsProvider } from '../src/modules/verification/sms-provider';
import { CACHE_STATUS_HEADER } from '../src/plugins/response-cache';
import { manualClock } from './helpers/manual-clock';
import { type Parties, act, orderAt, signIn, uploadPdf } from './helpers/orders';
import { huangqiOrderAt } from './helpers/results';
import { type TestApp, createTestApp, testEngine } from './helpers/test-app';

type Headers = Record<string, string>;
type Envelope<T> = { retcode: number; retmsg: string; data: T };
const TTL_MS = 60_000;

/**
 * Issue #24: two instances behind a round-robin balancer on one PostgreSQL database, as `npm run
 * cluster` runs them. Nothing a user can notice depends on which instance answers: a write through
 * one shows on the other's next read (the public reply cache is cleared there by a NOTIFY signal,
 * not by its TTL), the operators' failure rates are one set of figures, sessions and rate limits
 * live in the database, and the SMS outbox is sent once whichever workers run.
 */
describe.runIf(testEngine === 'postgres')('state shared by two instances on PostgreSQL', () => {
  // The operator's second factor is computed at real time: the manual clock starts there.
  const clock = manualClock();
  let a: TestApp;
  let b: FastifyInstance;
  let op: Headers;
  let p: Parties;

  beforeAll(async () => {
    a = await createTestApp({ responseCacheTtlMs: TTL_MS, sessionIdleMs: 3_600_000 }, { clock });
    b = await buildApp({ config: a.config, database: openDatabase(a.config), clock });
    await b.ready();
    await (a.app.services.changes as PostgresFeed).listening();
    await (b.services.changes as PostgresFeed).listening();
    op = await signIn(a.app, 'yunying01');
    const member = await a.memberHeaders('two-instances');
    const staff = await signIn(a.app, 'jigou01');
    p = { member, staff, memberPdf: await uploadPdf(a.app, member), staffPdf: await uploadPdf(a.app, staff) };
  }, 60_000);
  afterAll(async () => {
    await b?.close();
    await b?.db.destroy();
    await a?.close();
  });

  const get = (app: FastifyInstance, url: string, headers: Headers = {}) => app.inject({ url, headers });
  const cachedOn = (app: FastifyInstance, url: string) => vi.waitFor(async () => expect((await get(app, url)).headers[CACHE_STATUS_HEADER]).toBe('hit'), { timeout: 5_000, interval: 20 });
  const post = async <T = unknown>(app: FastifyInstance, url: string, payload: object, headers: Headers) => (await app.inject({ method: 'POST', url, payload, headers })).json() as Envelope<T>;

  it("shows an operator's publish through A on B's next read, though B had the list cached for a minute", async () => {
    const list = '/api/articleInfo/queryArticleInfo?categoryCode=notice&limit=50';
    const ids = (body: string) => (JSON.parse(body) as Envelope<{ id: number }[]>).data.map((x) => x.id);
    const notice = (await a.app.db.selectFrom('article_category').select('id').where('code', '=', 'notice').executeTakeFirstOrThrow()).id;
    const id = (await post<{ id: number }>(a.app, '/api/admin/article/create', { categoryId: notice, title: '两实例缓存公告', summary: '摘要', source: '平台运营部', coverUrl: '', content: '<p>正文</p>' }, op)).data.id;
    // Cached on B (once the signal of the create has passed: a read it overtook is not stored).
    await cachedOn(b, list);

    expect(await post(a.app, '/api/admin/article/publish', { id }, op)).toMatchObject({ retcode: 1 });
    // The signal takes milliseconds; B's clock stands still, so without it B would answer from memory for the whole TTL.
    await vi.waitFor(async () => expect(ids((await get(b, list)).body)).toContain(id), { timeout: 5_000, interval: 20 });
    // Stored again on B, and cleared again by A's withdrawal.
    expect((await get(b, list)).headers[CACHE_STATUS_HEADER]).toBe('hit');
    expect(await post(a.app, '/api/admin/article/withdraw', { id }, op)).toMatchObject({ retcode: 1 });
    await vi.waitFor(async () => expect(ids((await get(b, list)).body)).not.toContain(id), { timeout: 5_000, interval: 20 });
  });

  it('bypasses the cache while its LISTEN connection is down, and drops everything once it is back', async () => {
    const url = '/api/advertInfo/findAdvertInfo';
    const other = '/api/sysProtocol/getProtocol?code=terms';
    await cachedOn(b, url);
    await cachedOn(b, other);
    const killed = await sql<{ n: number }>`select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where application_name = 'tcm-live-listen' and datname = current_database()`.execute(a.app.db);
    expect(killed.rows[0]!.n).toBe(2);
    const feed = b.services.changes as PostgresFeed;
    await vi.waitFor(() => expect(feed.signals.hearing()).toBe(false), { timeout: 5_000, interval: 10 });
    // Deaf to the others' writes: answered from the database (or, reconnected already, afresh), never from memory.
    expect((await get(b, url)).headers[CACHE_STATUS_HEADER]).not.toBe('hit');
    await feed.listening();
    await (a.app.services.changes as PostgresFeed).listening();
    // Back: what was kept before the loss is gone (writes may have passed unheard), and caching resumes.
    expect((await get(b, other)).headers[CACHE_STATUS_HEADER]).toBe('miss');
    expect((await get(b, other)).headers[CACHE_STATUS_HEADER]).toBe('hit');
  });

  it('answers a session made on A on B, and ends it on A when it is logged out through B', async () => {
    const m = await a.member('two-instances-session');
    const detail = `/api/sysMember/getMemberDetail?userId=${m.userId}`;
    const onB = (await get(b, detail, m.headers)).json() as Envelope<{ userAccount: string }>;
    expect(onB).toMatchObject({ retcode: 1, data: { userAccount: m.userAccount } });
    expect(await post(b, '/api/auth/logout', {}, m.headers)).toMatchObject({ retcode: 1 });
    expect((await get(a.app, detail, m.headers)).json()).toMatchObject({ retcode: 401, retmsg: '登录过期，请重新登录' });
  });

  it('counts one rate limit over both instances: the calls through A use up what B allows', async () => {
    // A fresh minute of the per-address window (60 checks of a mobile a minute).
    clock.advance(60_000 - (clock.now() % 60_000));
    const check = (app: FastifyInstance) => get(app, '/api/mobileIsExist?mobile=13912345678').then((r) => r.json() as Envelope<boolean>);
    for (let i = 0; i < 40; i++) expect((await check(a.app)).retcode).toBe(1);
    for (let i = 0; i < 20; i++) expect((await check(b)).retcode).toBe(1);
    expect(await check(b)).toMatchObject({ retcode: 0, retmsg: SERVER_MESSAGES.tooManyRequests });
    expect(await check(a.app)).toMatchObject({ retcode: 0, retmsg: SERVER_MESSAGES.tooManyRequests });
  });

  it('sends each queued SMS once when the workers of both instances run at once', async () => {
    await Promise.all([a.app.services.noticeSms.runOnce(), b.services.noticeSms.runOnce()]);
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      const id = await orderAt(a.app, p, ORDER_STATUS.PENDING_CONTRACT);
      expect((await act(b, p, 'provideContract', 'institution', id)).retcode).toBe(1);
      ids.push(id);
    }
    const third = createSmsWorker({ db: b.db, clock, sms: createOutboxSmsProvider(b.log, false), log: b.log });
    const runs = await Promise.all([a.app.services.noticeSms.runOnce(), b.services.noticeSms.runOnce(), third.runOnce()]);
    expect(runs.reduce((n, r) => n + r.sent, 0)).toBe(3);
    for (const id of ids) {
      const [row] = await a.app.db.selectFrom('notification_sms').selectAll().where('order_id', '=', id).where('kind', '=', 'contractProvided').execute();
      expect(row).toMatchObject({ status: 'sent', attempts: 1 });
      expect(await a.app.db.selectFrom('sms_outbox').select('id').where('content', '=', row!.content).execute()).toHaveLength(1);
    }
  });
});

/**
 * The operators' failure rates take a second to count at scale and are kept for a while: kept in the
 * database (shared_figures), one set for every instance. SQLite is one process (a second writer on its
 * file would find it locked): there "B" is the same instance, which checks the same keeping and recount.
 */
describe(`failure rates kept for every instance on ${testEngine}`, () => {
  const clock = manualClock();
  let a: TestApp;
  let b: FastifyInstance;
  let op: Headers;
  let p: Parties;

  beforeAll(async () => {
    a = await createTestApp({ rateLimit: false, failureRatesTtlMs: TTL_MS, sessionIdleMs: 3_600_000 }, { clock });
    b = testEngine === 'postgres' ? await buildApp({ config: a.config, database: openDatabase(a.config), clock }) : a.app;
    await b.ready();
    op = await signIn(a.app, 'yunying01');
    const member = await a.memberHeaders('two-instances-rates');
    const staff = await signIn(a.app, 'jigou01');
    p = { member, staff, memberPdf: await uploadPdf(a.app, member), staffPdf: await uploadPdf(a.app, staff) };
  }, 60_000);
  afterAll(async () => {
    if (b && b !== a?.app) {
      await b.close();
      await b.db.destroy();
    }
    await a?.close();
  });

  const get = (app: FastifyInstance, url: string, headers: Headers = {}) => app.inject({ url, headers });

  it("shows the operators one set of failure rates whichever instance answers, and a result recorded through A on B after one recount", async () => {
    const rates = async (app: FastifyInstance) => {
      const res = (await get(app, '/api/admin/failureRates', op)).json() as Envelope<AdminFailureRates>;
      expect(res.retcode, res.retmsg).toBe(1);
      return res.data;
    };
    const first = await rates(a.app);
    clock.advance(1_000);
    // B counts nothing: it answers the figures A kept, counted at the same instant.
    expect(await rates(b)).toEqual(first);

    // A result recorded through A: 水分 × 2 samples pass, the heavy metals × 1 fail on 镉.
    await huangqiOrderAt(a.app, p, ORDER_STATUS.COMPLETED, { beforeReport: (id) => fillResults(a.app, p.staff, id, { cadmium: '1.6', testDate: new Date(clock.now()).toISOString().slice(0, 10) }) });
    expect(await rates(b)).toEqual(first);
    clock.advance(TTL_MS);
    // Past the TTL B answers the kept figures once more and recounts them behind the answer …
    expect(await rates(b)).toEqual(first);
    // … and A, asked afterwards, answers B's recount without counting itself.
    const next = await vi.waitFor(
      async () => {
        const d = await rates(a.app);
        expect(d.computedAt).not.toBe(first.computedAt);
        return d;
      },
      { timeout: 10_000, interval: 50 },
    );
    expect(next.overall).toMatchObject({ judged: first.overall.judged + 3, failed: first.overall.failed + 1 });
    expect(await rates(b)).toEqual(next);
    const kept = await a.app.db.selectFrom('shared_figures').selectAll().execute();
    expect(kept).toEqual([expect.objectContaining({ name: 'failure-rates', computed_at: next.computedAt, recount_until: '' })]);
  });
});

/** Every row of an order's result sheet filled: 水分 9.2 % (passes), 镉 at `cadmium` mg/kg (limit 1), other elements 0.1. */
async function fillResults(app: FastifyInstance, staff: Headers, orderId: number, { cadmium, testDate }: { cadmium: string; testDate: string }): Promise<void> {
  const I = '/api/institutionOrder';
  const sheet = ((await app.inject({ method: 'GET', url: `${I}/getResultSheet?orderId=${orderId}`, headers: staff })).json() as Envelope<ResultSheet>).data;
  const rows = sheet.rows.map((r) => ({ key: r.key, value: r.subject === '镉' ? cadmium : r.subject ? '0.1' : '9.2', unit: r.limitUnit ?? '' }));
  const saved = (await app.inject({ method: 'POST', url: `${I}/saveResults`, headers: staff, payload: { orderId, testDate, remark: '', rows } })).json() as Envelope<unknown>;
  expect(saved.retcode, saved.retmsg).toBe(1);
}
