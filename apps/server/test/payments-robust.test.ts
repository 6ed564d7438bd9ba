import { ORDER_STATUS, PAYMENT_MESSAGES, type OrderPaymentState, STAFF_AUDIT_ACTIONS } from '@tcm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentGatewaysOf } from '../src/config-payments';
import { ALIPAY_NOTIFY_PATH } from '../src/modules/payments/alipay-gateway';
import { REFUND_FIRST_QUERY_MS } from '../src/modules/payments/refunds';
import { WECHAT_NOTIFY_PATH } from '../src/modules/payments/wechat-gateway';
import { manualClock } from './helpers/manual-clock';
import { type Parties, act, orderAt, signIn, uploadPdf } from './helpers/orders';
import { fakeKeyDir, startAlipayFake, startWechatFake } from './helpers/payment-fakes';
import { type TestApp, createTestApp, testEngine } from './helpers/test-app';

type Envelope<T> = { retcode: number; retmsg: string; data: T };
type Channel = 'alipay' | 'wechat';

/**
 * Issue #23, payments in the real world, against the local fake gateways: a QR code left open when
 * the order leaves 待支付 another way is closed (here and at the gateway) and a late payment of it
 * is refunded; refunds stuck in 退款中 are settled by the refund worker's queries; 退款异常 is kept
 * reserved with the gateway's words and retried by the institution without reserving twice; the
 * institution's refunds and its 在线支付 switch are audited.
 */
describe(`online payment in the real world on ${testEngine}`, () => {
  let t: TestApp;
  let alipay: Awaited<ReturnType<typeof startAlipayFake>>;
  let wechat: Awaited<ReturnType<typeof startWechatFake>>;
  let p: Parties;
  // The test moves our clock (the refund worker's delays); the fake platform signs by it, as WeChat's answers must be fresh.
  const clock = manualClock();

  beforeAll(async () => {
    const dir = fakeKeyDir();
    alipay = await startAlipayFake(dir);
    wechat = await startWechatFake(dir, { now: clock.now });
    t = await createTestApp({ rateLimit: false, payments: paymentGatewaysOf({ ...alipay.env, ...wechat.env }) }, { clock });
    const member = await t.memberHeaders('robust-buyer');
    const staff = await signIn(t.app, 'jigou01');
    p = { member, staff, memberPdf: await uploadPdf(t.app, member), staffPdf: await uploadPdf(t.app, staff) };
    expect((await post('/api/institution/setOnlinePayment', p.staff, { accepts: true })).retcode).toBe(1);
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await alipay.close();
    await wechat.close();
  });

  async function post<T = OrderPaymentState>(url: string, headers: Record<string, string>, payload: object): Promise<Envelope<T>> {
    return (await t.app.inject({ method: 'POST', url, headers, payload })).json();
  }
  async function state(orderId: number): Promise<OrderPaymentState> {
    const r: Envelope<OrderPaymentState> = (await t.app.inject({ method: 'GET', url: `/api/institutionOrder/getPayment?orderId=${orderId}`, headers: p.staff })).json();
    expect(r.retcode, r.retmsg).toBe(1);
    return r.data;
  }
  const status = async (orderId: number) => (await t.app.inject({ method: 'GET', url: `/api/orderInfo/getOrder?id=${orderId}`, headers: p.member })).json().data.status as number;
  async function qr(orderId: number, channel: Channel): Promise<string> {
    const r = await post('/api/orderInfo/payOnline', p.member, { orderId, channel });
    expect(r.retcode, r.retmsg).toBe(1);
    return r.data.payments.filter((x) => x.channel === channel && x.status === 'pending').at(-1)!.outTradeNo;
  }
  /** The gateway's paid notification for `no`, posted; true when acknowledged. */
  async function notifyPaid(channel: Channel, no: string): Promise<boolean> {
    if (channel === 'alipay') return (await t.app.inject({ method: 'POST', url: ALIPAY_NOTIFY_PATH, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: alipay.paidNotice(no) })).body === 'success';
    const n = wechat.paidNotice(no);
    return (await t.app.inject({ method: 'POST', url: WECHAT_NOTIFY_PATH, headers: n.headers, payload: n.body })).statusCode === 204;
  }
  const wechatNotify = async (n: { headers: Record<string, string>; body: string }) => (await t.app.inject({ method: 'POST', url: WECHAT_NOTIFY_PATH, headers: n.headers, payload: n.body })).statusCode;
  const closeCalls = (no: string) => [
    ...alipay.requests.filter((r) => r.method === 'alipay.trade.close' && r.bizContent.out_trade_no === no),
    ...wechat.requests.filter((r) => r.path === `/v3/pay/transactions/out-trade-no/${no}/close`),
  ];
  /** A paid online order, returned by the institution: refundable. */
  async function paidAndReturned(channel: Channel): Promise<{ orderId: number; total: number }> {
    const orderId = await orderAt(t.app, p, ORDER_STATUS.PENDING_PAYMENT);
    expect(await notifyPaid(channel, await qr(orderId, channel))).toBe(true);
    expect((await act(t.app, p, 'sendSamples', 'member', orderId)).retcode).toBe(1);
    expect((await act(t.app, p, 'returnOrder', 'institution', orderId)).retcode).toBe(1);
    return { orderId, total: (await state(orderId)).payments[0]!.amountFen };
  }
  const refund = (orderId: number, amount: string) => post('/api/institutionOrder/refund', p.staff, { orderId, amount, reason: '样品不足，退回检测费' });

  it('closes both QR codes, here and at each gateway, when the member pays by voucher; a late payment of one is refunded in full', async () => {
    const orderId = await orderAt(t.app, p, ORDER_STATUS.PENDING_PAYMENT);
    const ali = await qr(orderId, 'alipay');
    const wx = await qr(orderId, 'wechat');
    const voucher = await act(t.app, { ...p, memberPdf: await uploadPdf(t.app, p.member) }, 'pay', 'member', orderId);
    expect(voucher.retcode, voucher.retmsg).toBe(1);
    const s = await state(orderId);
    expect(s.payments.map((x) => x.status)).toEqual(['closed', 'closed']);
    expect(s.pending).toBeNull();
    expect(closeCalls(ali)).toHaveLength(1);
    expect(closeCalls(wx)).toHaveLength(1);

    // The member had scanned the WeChat code before the close reached the platform: its notification still comes.
    expect(await notifyPaid('wechat', wx)).toBe(true);
    expect(await status(orderId)).toBe(ORDER_STATUS.PENDING_PAYMENT_CONFIRM);
    const after = await state(orderId);
    const paid = after.payments.find((x) => x.outTradeNo === wx)!;
    expect(paid).toMatchObject({ status: 'paid', refundedFen: paid.amountFen });
    expect(after.refunds).toEqual([expect.objectContaining({ initiatedBy: 'gateway', amountFen: paid.amountFen, reason: PAYMENT_MESSAGES.autoRefundReason, status: 'processing' })]);
    // Replayed: nothing refunded twice.
    expect(await notifyPaid('wechat', wx)).toBe(true);
    expect((await state(orderId)).refunds).toHaveLength(1);
  });

  it('closes the QR code when the member cancels; a late Alipay payment of the closed code is refunded at once', async () => {
    const orderId = await orderAt(t.app, p, ORDER_STATUS.PENDING_PAYMENT);
    const ali = await qr(orderId, 'alipay');
    expect((await act(t.app, p, 'cancel', 'member', orderId)).retcode).toBe(1);
    expect((await state(orderId)).payments[0]!.status).toBe('closed');
    expect(closeCalls(ali)).toHaveLength(1);
    expect(await notifyPaid('alipay', ali)).toBe(true);
    expect(await status(orderId)).toBe(ORDER_STATUS.CANCELLED);
    const s = await state(orderId);
    expect(s.payments[0]).toMatchObject({ status: 'paid', refundedFen: s.payments[0]!.amountFen });
    expect(s.refunds).toEqual([expect.objectContaining({ initiatedBy: 'gateway', status: 'succeeded' })]);
  });

  it('paying one code online closes the other channel’s code at its gateway', async () => {
    const orderId = await orderAt(t.app, p, ORDER_STATUS.PENDING_PAYMENT);
    const ali = await qr(orderId, 'alipay');
    const wx = await qr(orderId, 'wechat');
    expect(await notifyPaid('alipay', ali)).toBe(true);
    expect((await state(orderId)).payments.map((x) => [x.channel, x.status])).toEqual([['alipay', 'paid'], ['wechat', 'closed']]);
    expect(closeCalls(wx)).toHaveLength(1);
    expect(closeCalls(ali)).toHaveLength(0);
  });

  it('the refund worker settles refunds the gateways never answered: after its delay, with backoff, each answer', async () => {
    const wx = await paidAndReturned('wechat');
    const ali = await paidAndReturned('alipay');
    const aliLost = await paidAndReturned('alipay');
    const wxLost = await paidAndReturned('wechat');
    // WeChat answers PROCESSING and never notifies; Alipay's answer is lost on its way back; two requests never arrive.
    expect((await refund(wx.orderId, '1.00')).retcode).toBe(1);
    alipay.control.nextRefund = 'lostAnswer';
    expect((await refund(ali.orderId, '2.00')).retcode).toBe(1);
    alipay.control.nextRefund = 'lostRequest';
    expect((await refund(aliLost.orderId, '3.00')).retcode).toBe(1);
    wechat.control.nextRefund = 'lostRequest';
    expect((await refund(wxLost.orderId, '4.00')).retcode).toBe(1);
    for (const o of [wx, ali, aliLost, wxLost]) expect((await state(o.orderId)).refunds.map((r) => r.status)).toEqual(['processing']);

    const worker = t.app.services.refundWorker;
    const queries = () => wechat.requests.filter((r) => r.path.startsWith('/v3/refund/domestic/refunds/')).length + alipay.requests.filter((r) => r.method === 'alipay.trade.fastpay.refund.query').length;
    expect(await worker.runOnce()).toMatchObject({ settled: 0, processing: 0 });
    expect(queries()).toBe(0);

    clock.advance(REFUND_FIRST_QUERY_MS);
    // (Earlier tests' refunds still processing are asked about too.)
    expect(await worker.runOnce()).toMatchObject({ resubmitted: 2, noAnswer: 0, lost: 0 });
    expect((await state(ali.orderId)).refunds[0]).toMatchObject({ status: 'succeeded', detail: null });
    // Never received: asked again with the same out_refund_no — Alipay refunds it now, WeChat takes it (PROCESSING).
    const aliLostRefund = (await state(aliLost.orderId)).refunds[0]!;
    expect(aliLostRefund.status).toBe('succeeded');
    expect(alipay.requests.filter((r) => r.method === 'alipay.trade.refund' && r.bizContent.out_request_no === aliLostRefund.outRefundNo)).toHaveLength(2);
    expect((await state(wxLost.orderId)).refunds[0]!.status).toBe('processing');

    // Still processing: not asked again before its backoff.
    const asked = queries();
    expect((await worker.runOnce()).processing).toBe(0);
    expect(queries()).toBe(asked);
    const wxRefund = (await state(wx.orderId)).refunds[0]!;
    wechat.setRefundStatus(wxRefund.outRefundNo, 'SUCCESS');
    clock.advance(120_000);
    expect((await worker.runOnce()).settled).toBeGreaterThanOrEqual(1);
    expect((await state(wx.orderId)).refunds[0]).toMatchObject({ status: 'succeeded' });
    expect((await state(wx.orderId)).payments[0]!.refundedFen).toBe(100);
  });

  it('退款异常: recorded with the gateway’s words, kept reserved, retried once by the institution with the same amount', async () => {
    const o = await paidAndReturned('wechat');
    const first = await refund(o.orderId, '5.00');
    expect(first.retcode, first.retmsg).toBe(1);
    const no = first.data.refunds[0]!.outRefundNo;
    wechat.setRefundStatus(no, 'ABNORMAL');
    clock.advance(REFUND_FIRST_QUERY_MS);
    await t.app.services.refundWorker.runOnce();
    let s = await state(o.orderId);
    expect(s.refunds[0]).toMatchObject({ status: 'abnormal', detail: 'ABNORMAL（招商银行信用卡0403）' });
    // Reserved still: the rest of the payment can be refunded, not one fen more.
    expect(s.payments[0]!.refundedFen).toBe(500);
    expect((await refund(o.orderId, ((o.total - 500 + 1) / 100).toFixed(2))).retmsg).toBe(PAYMENT_MESSAGES.refundTooMuch);

    const retry = (refundId: number, headers = p.staff) => post('/api/institutionOrder/retryRefund', headers, { orderId: o.orderId, refundId });
    const other = await signIn(t.app, 'jigou02');
    expect((await retry(s.refunds[0]!.id, other)).retcode).not.toBe(1);
    const again = await retry(s.refunds[0]!.id);
    expect(again.retcode, again.retmsg).toBe(1);
    expect(again.retmsg).toBe(PAYMENT_MESSAGES.refundRetried);
    expect(again.data.refunds.map((r) => [r.status, r.amountFen, r.retryOf])).toEqual([['failed', 500, null], ['processing', 500, s.refunds[0]!.id]]);
    expect(again.data.refunds[0]!.detail).toBe('ABNORMAL（招商银行信用卡0403）');
    // The reservation moved to the new attempt: still 500, not 1000.
    expect(again.data.payments[0]!.refundedFen).toBe(500);
    // A second click (or a retry of a refund that is not abnormal) changes nothing.
    expect((await retry(s.refunds[0]!.id)).retmsg).toBe(PAYMENT_MESSAGES.refundNotRetryable);
    expect((await retry(again.data.refunds[1]!.id)).retmsg).toBe(PAYMENT_MESSAGES.refundNotRetryable);
    expect((await retry(99_999_999)).retmsg).toBe(PAYMENT_MESSAGES.refundNotRetryable);
    expect((await post('/api/institutionOrder/retryRefund', p.staff, { orderId: o.orderId, refundId: 'x' })).retcode).toBe(0);
    s = await state(o.orderId);
    expect(s.refunds).toHaveLength(2);
    expect(s.payments[0]!.refundedFen).toBe(500);

    // The new attempt is notified done; a REFUND.ABNORMAL notification marks abnormal too, and CLOSED releases the amount.
    expect(await wechatNotify(wechat.refundNotice(s.refunds[1]!.outRefundNo))).toBe(204);
    expect((await state(o.orderId)).refunds[1]!.status).toBe('succeeded');
    const third = await refund(o.orderId, '1.00');
    const thirdNo = third.data.refunds.at(-1)!.outRefundNo;
    expect(await wechatNotify(wechat.refundNotice(thirdNo, 'ABNORMAL'))).toBe(204);
    expect((await state(o.orderId)).refunds.at(-1)).toMatchObject({ status: 'abnormal', detail: 'ABNORMAL（招商银行信用卡0403）' });
    const fourth = await refund(o.orderId, '1.00');
    expect(await wechatNotify(wechat.refundNotice(fourth.data.refunds.at(-1)!.outRefundNo, 'CLOSED'))).toBe(204);
    s = await state(o.orderId);
    expect(s.refunds.at(-1)).toMatchObject({ status: 'failed', detail: 'CLOSED（招商银行信用卡0403）' });
    expect(s.payments[0]!.refundedFen).toBe(600);
  });

  it('Alipay: a stuck refund the gateway then refuses is 退款异常 with Alipay’s words', async () => {
    const o = await paidAndReturned('alipay');
    alipay.control.nextRefund = 'lostAnswer';
    const r = await refund(o.orderId, '1.00');
    const no = r.data.refunds[0]!.outRefundNo;
    alipay.control.queryAnswers.set(no, { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.SELLER_BALANCE_NOT_ENOUGH', sub_msg: '卖家余额不足' });
    clock.advance(REFUND_FIRST_QUERY_MS);
    await t.app.services.refundWorker.runOnce();
    expect((await state(o.orderId)).refunds[0]).toMatchObject({ status: 'abnormal', detail: '40004 ACQ.SELLER_BALANCE_NOT_ENOUGH 卖家余额不足' });
  });

  it('writes an audit row, with the staff account, for each refund the institution starts or retries and for the 在线支付 switch', async () => {
    const audit = (action: string) => t.app.db.selectFrom('audit_log').select(['account', 'action', 'result', 'detail']).where('action', '=', action).orderBy('id').execute();
    const o = await paidAndReturned('alipay');
    const before = (await audit(STAFF_AUDIT_ACTIONS.refund)).length;
    const done = await refund(o.orderId, '1.50');
    expect(done.retcode, done.retmsg).toBe(1);
    const rows = await audit(STAFF_AUDIT_ACTIONS.refund);
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({ account: 'jigou01', result: 'success' });
    expect(rows.at(-1)!.detail).toContain(`支付宝退款 1.50 元（${done.data.refunds[0]!.outRefundNo}）样品不足，退回检测费`);
    // A refused refund (too much) writes nothing.
    expect((await refund(o.orderId, '999999')).retmsg).toBe(PAYMENT_MESSAGES.refundTooMuch);
    expect(await audit(STAFF_AUDIT_ACTIONS.refund)).toHaveLength(before + 1);
    expect((await audit(STAFF_AUDIT_ACTIONS.refundRetry)).every((r) => r.account === 'jigou01' && r.detail?.includes('重新发起'))).toBe(true);
    expect((await audit(STAFF_AUDIT_ACTIONS.refundRetry)).length).toBeGreaterThanOrEqual(1);

    const switches = (await audit(STAFF_AUDIT_ACTIONS.onlinePayment)).length;
    expect((await post('/api/institution/setOnlinePayment', p.staff, { accepts: false })).retcode).toBe(1);
    expect((await post('/api/institution/setOnlinePayment', p.staff, { accepts: true })).retcode).toBe(1);
    const after = await audit(STAFF_AUDIT_ACTIONS.onlinePayment);
    expect(after.slice(switches).map((r) => [r.account, r.detail])).toEqual([
      ['jigou01', expect.stringContaining('不接受在线支付')],
      ['jigou01', expect.stringMatching(/在线支付：接受在线支付$/)],
    ]);
  });
});
