import { NOTICE_MESSAGES, ORDER_STATUS, SMS_ORDER_INTERVAL_MS } from '@tcm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNotificationRepository } from '../src/modules/notifications/repository';
import { createSmsWorker } from '../src/modules/notifications/sms-worker';
import { type SmsProvider, createOutboxSmsProvider } from '../src/modules/verification/sms-provider';
import { manualClock } from './helpers/manual-clock';
import { type Parties, act, orderAt, signIn, uploadPdf } from './helpers/orders';
import { tableCounts } from './helpers/table-counts';
import { type TestApp, createTestApp, testEngine } from './helpers/test-app';

type Headers = Record<string, string>;
const HOUR = SMS_ORDER_INTERVAL_MS;

/** Issue #22: the SMS of the events that matter most — settings, the hourly limit, the outbox worker. */
describe(`notification SMS on ${testEngine}`, () => {
  let t: TestApp;
  let p: Parties;
  const clock = manualClock();
  const get = async (url: string, headers: Headers) => (await t.app.inject({ method: 'GET', url, headers })).json();
  const post = async (url: string, headers: Headers, payload: object) => (await t.app.inject({ method: 'POST', url, headers, payload })).json();
  const queued = (orderId: number, kind = 'contractProvided') => t.app.db.selectFrom('notification_sms').selectAll().where('order_id', '=', orderId).where('kind', '=', kind).orderBy('id').execute();
  const outbox = (content: string) => t.app.db.selectFrom('sms_outbox').selectAll().where('content', '=', content).execute();
  const notices = (orderId: number, event: string) => t.app.db.selectFrom('notification').select('id').where('order_id', '=', orderId).where('event', '=', event).execute();
  const drain = () => t.app.services.noticeSms.runOnce();
  /** An order driven to `status` whose contract SMS (the way there provides one) is sent and an hour old. */
  const at = async (status: (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS]) => {
    const id = await orderAt(t.app, p, status);
    await drain();
    clock.advance(HOUR);
    return id;
  };

  beforeAll(async () => {
    // Sessions outlive the hours the clock is moved on.
    t = await createTestApp({ rateLimit: false, sessionIdleMs: 72 * HOUR, sessionMaxMs: 72 * HOUR }, { clock });
    const member = await t.memberHeaders('sms-buyer');
    const staff = await signIn(t.app, 'jigou01');
    p = { member, staff, memberPdf: await uploadPdf(t.app, member), staffPdf: await uploadPdf(t.app, staff) };
  }, 60_000);
  afterAll(async () => t.close());

  it('queues the SMS with the move and sends it once after the commit, from the outbox', async () => {
    const id = await orderAt(t.app, p, ORDER_STATUS.PENDING_CONTRACT);
    expect(await queued(id)).toEqual([]);
    expect((await act(t.app, p, 'provideContract', 'institution', id)).retcode).toBe(1);
    const [row] = await queued(id);
    const buyer = await t.member('sms-buyer');
    expect(row).toMatchObject({ recipient_id: buyer.userId, mobile: buyer.mobile, kind: 'contractProvided', status: 'pending', attempts: 0, sent_at: null });
    expect(row!.content).toContain((await t.app.db.selectFrom('order_info').select('order_no').where('id', '=', id).executeTakeFirstOrThrow()).order_no);
    expect(await outbox(row!.content)).toEqual([]);

    expect((await drain()).sent).toBeGreaterThanOrEqual(1);
    expect(await queued(id)).toEqual([expect.objectContaining({ status: 'sent', attempts: 1, sent_at: expect.any(String), last_error: null })]);
    expect(await outbox(row!.content)).toEqual([expect.objectContaining({ mobile: buyer.mobile, secret_until: null })]);
    expect(await drain()).toMatchObject({ sent: 0 });
    expect(await outbox(row!.content)).toHaveLength(1);
  });

  it("keeps to the member's settings: a kind turned off sends no SMS, the notification is still written", async () => {
    const buyer = p.member;
    expect((await get('/api/notice/smsSettings', buyer)).data).toEqual({ reportIssued: true, paymentRejected: true, orderReturned: true, contractProvided: true });
    expect(await post('/api/notice/saveSmsSettings', buyer, { contractProvided: false })).toMatchObject({
      retcode: 1,
      retmsg: NOTICE_MESSAGES.smsSettingsSaved,
      data: { reportIssued: true, paymentRejected: true, orderReturned: true, contractProvided: false },
    });
    const before = await tableCounts(t.app.db);
    expect(await post('/api/notice/saveSmsSettings', buyer, { contractProvided: 'no' })).toMatchObject({ retcode: 0, retmsg: expect.stringContaining(NOTICE_MESSAGES.smsSettingInvalid) });
    expect(await post('/api/notice/saveSmsSettings', buyer, {})).toMatchObject({ retcode: 0, retmsg: expect.stringContaining(NOTICE_MESSAGES.smsSettingsEmpty) });
    expect(await tableCounts(t.app.db)).toEqual(before);

    const id = await orderAt(t.app, p, ORDER_STATUS.PENDING_CONTRACT);
    expect((await act(t.app, p, 'provideContract', 'institution', id)).retcode).toBe(1);
    expect(await notices(id, 'provideContract')).toHaveLength(1);
    expect(await queued(id)).toEqual([]);
    // Another member's settings are its own.
    expect((await get('/api/notice/smsSettings', await t.memberHeaders('someone-else'))).data.contractProvided).toBe(true);
    await post('/api/notice/saveSmsSettings', buyer, { contractProvided: true });
  });

  it('sends at most one SMS per order per hour to a member; the next hour, or another order, may have one', async () => {
    const id = await at(ORDER_STATUS.PENDING_PAYMENT_CONFIRM);
    const other = await at(ORDER_STATUS.PENDING_PAYMENT_CONFIRM);
    const rejectAgain = async (orderId: number) => {
      expect((await act(t.app, p, 'pay', 'member', orderId)).retcode).toBe(1);
      expect((await act(t.app, p, 'rejectPayment', 'institution', orderId)).retcode).toBe(1);
    };
    expect((await act(t.app, p, 'rejectPayment', 'institution', id)).retcode).toBe(1);
    clock.advance(HOUR - 60_000);
    await rejectAgain(id);
    expect((await act(t.app, p, 'rejectPayment', 'institution', other)).retcode).toBe(1);
    expect(await notices(id, 'rejectPayment')).toHaveLength(2);
    expect(await queued(id, 'paymentRejected')).toHaveLength(1);
    expect(await queued(other, 'paymentRejected')).toHaveLength(1);
    clock.advance(60_000);
    await rejectAgain(id);
    expect(await queued(id, 'paymentRejected')).toHaveLength(2);
    await drain();
  });

  it('decides the hourly slot atomically: two writes at once queue one SMS', async () => {
    const id = await at(ORDER_STATUS.PENDING_PAYMENT_CONFIRM);
    const write = () => t.app.db.transaction().execute((trx) => t.app.services.noticeWriter.write(trx, 'rejectPayment', { order: { id }, reason: '并发' }));
    await Promise.all([write(), write(), write()]);
    expect(await notices(id, 'rejectPayment')).toHaveLength(3);
    expect(await queued(id, 'paymentRejected')).toHaveLength(1);
    await drain();
  });

  it('retries a failing provider with backoff, and gives up after the last attempt (logged, status failed)', async () => {
    await drain();
    const real = createOutboxSmsProvider(t.app.log, false);
    const keys: (string | undefined)[] = [];
    let failures = 1;
    const flaky: SmsProvider = {
      async send(db, mobile, content, at, ttl, key) {
        keys.push(key);
        if (failures-- > 0) throw new Error('短信网关超时');
        return real.send(db, mobile, content, at, ttl, key);
      },
    };
    const worker = createSmsWorker({ db: t.app.db, clock, sms: flaky, log: t.app.log, settings: { maxAttempts: 3, retryBaseMs: 60_000, leaseMs: 120_000 } });
    const id = await at(ORDER_STATUS.PENDING_SAMPLE_RECEIPT);
    expect((await act(t.app, p, 'returnOrder', 'institution', id)).retcode).toBe(1);
    expect(await worker.runOnce()).toMatchObject({ sent: 0, retry: 1 });
    const [row] = await queued(id, 'orderReturned');
    expect(row).toMatchObject({ status: 'pending', attempts: 1, last_error: '短信网关超时' });
    expect(await outbox(row!.content)).toEqual([]);
    expect(await worker.runOnce()).toMatchObject({ sent: 0, retry: 0 }); // not due before the backoff
    clock.advance(60_000);
    expect(await worker.runOnce()).toMatchObject({ sent: 1 });
    expect(await queued(id, 'orderReturned')).toEqual([expect.objectContaining({ status: 'sent', attempts: 2 })]);
    expect(await outbox(row!.content)).toHaveLength(1);
    expect(keys).toEqual([`notification_sms:${row!.id}`, `notification_sms:${row!.id}`]);

    failures = 99;
    const lost = await at(ORDER_STATUS.PENDING_SAMPLE_RECEIPT);
    expect((await act(t.app, p, 'returnOrder', 'institution', lost)).retcode).toBe(1);
    const outcomes = [];
    for (let i = 0; i < 3; i++) {
      outcomes.push(await worker.runOnce());
      clock.advance(10 * 60_000);
    }
    expect(outcomes.map((o) => [o.retry, o.failed])).toEqual([[1, 0], [1, 0], [0, 1]]);
    expect(await queued(lost, 'orderReturned')).toEqual([expect.objectContaining({ status: 'failed', attempts: 3, last_error: '短信网关超时', sent_at: null })]);
    expect(await worker.runOnce()).toMatchObject({ sent: 0, retry: 0, failed: 0 });
  });

  it('sends each SMS once when two workers run at once, and a claim abandoned by a dead worker after its lease', async () => {
    await drain();
    const ids = [];
    for (let i = 0; i < 3; i++) {
      const id = await orderAt(t.app, p, ORDER_STATUS.PENDING_CONTRACT);
      expect((await act(t.app, p, 'provideContract', 'institution', id)).retcode).toBe(1);
      ids.push(id);
    }
    const other = createSmsWorker({ db: t.app.db, clock, sms: createOutboxSmsProvider(t.app.log, false), log: t.app.log });
    const [a, b] = await Promise.all([drain(), other.runOnce()]);
    expect(a.sent + b.sent).toBe(3);
    for (const id of ids) {
      const [row] = await queued(id);
      expect(row).toMatchObject({ status: 'sent', attempts: 1 });
      expect(await outbox(row!.content)).toHaveLength(1);
    }

    // A worker claims a row and dies before sending: the row waits out the lease, then goes once.
    const id = await orderAt(t.app, p, ORDER_STATUS.PENDING_CONTRACT);
    expect((await act(t.app, p, 'provideContract', 'institution', id)).retcode).toBe(1);
    const [row] = await queued(id);
    const now = clock.now();
    expect(await createNotificationRepository(t.app.db).claim(row!, new Date(now).toISOString(), new Date(now + 120_000).toISOString())).toBe(true);
    expect(await drain()).toMatchObject({ sent: 0 });
    clock.advance(120_000);
    expect(await drain()).toMatchObject({ sent: 1 });
    expect(await queued(id)).toEqual([expect.objectContaining({ status: 'sent', attempts: 2 })]);
    expect(await outbox(row!.content)).toHaveLength(1);
  });
});

describe(`the SMS worker running with the app on ${testEngine}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false, noticeSmsWorker: { startDelayMs: 0, pollMs: 600_000, maxAttempts: 5 } });
  }, 60_000);
  afterAll(async () => t.close());

  it('is woken by the commit of a move and sends its SMS without a poll', async () => {
    const member = await t.memberHeaders('woken');
    const staff = await signIn(t.app, 'jigou01');
    const p = { member, staff, memberPdf: await uploadPdf(t.app, member), staffPdf: await uploadPdf(t.app, staff) };
    const id = await orderAt(t.app, p, ORDER_STATUS.PENDING_CONTRACT);
    expect((await act(t.app, p, 'provideContract', 'institution', id)).retcode).toBe(1);
    const status = async () => (await t.app.db.selectFrom('notification_sms').select('status').where('order_id', '=', id).executeTakeFirst())?.status;
    const deadline = Date.now() + 10_000;
    while ((await status()) !== 'sent' && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(await status()).toBe('sent');
  });
});
