import { type AdminPaymentRow, ORDER_STATUS, PAYMENT_MESSAGES, type OrderPaymentState, type PageResult } from '@tcm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentGatewaysOf } from '../src/config-payments';
import { loadXlsx, sheetRows } from '../src/lib/xlsx';
import { ALIPAY_NOTIFY_PATH } from '../src/modules/payments/alipay-gateway';
import { WECHAT_NOTIFY_PATH } from '../src/modules/payments/wechat-gateway';
import { type Parties, act, orderAt, signIn, uploadPdf } from './helpers/orders';
import { fakeKeyDir, startAlipayFake, startWechatFake } from './helpers/payment-fakes';
import { type TestApp, createTestApp, testEngine } from './helpers/test-app';

type Envelope<T> = { retcode: number; retmsg: string; data: T };

/**
 * Issue #23, online payment against local fake gateways (their own keys, signing as documented):
 * the QR code at 待支付, the notification as the only thing that marks paid (3 → 5), refused when
 * its signature, amount or order is wrong, idempotent on replay; a payment of a cancelled order is
 * refunded; the institution's partial refunds with their own records, settled by notification.
 */
describe(`online payment on ${testEngine}`, () => {
  let t: TestApp;
  let alipay: Awaited<ReturnType<typeof startAlipayFake>>;
  let wechat: Awaited<ReturnType<typeof startWechatFake>>;
  let p: Parties;

  beforeAll(async () => {
    const dir = fakeKeyDir();
    alipay = await startAlipayFake(dir);
    wechat = await startWechatFake(dir);
    // The configuration reads the keys from the files, as in production.
    t = await createTestApp({ rateLimit: false, payments: paymentGatewaysOf({ ...alipay.env, ...wechat.env }) });
    const member = await t.memberHeaders('pay-buyer');
    const staff = await signIn(t.app, 'jigou01');
    p = { member, staff, memberPdf: await uploadPdf(t.app, member), staffPdf: await uploadPdf(t.app, staff) };
    const set = await post<{ accepts: boolean }>('/api/institution/setOnlinePayment', p.staff, { accepts: true });
    expect(set.retcode, set.retmsg).toBe(1);
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await alipay.close();
    await wechat.close();
  });

  async function post<T>(url: string, headers: Record<string, string>, payload: object): Promise<Envelope<T>> {
    return (await t.app.inject({ method: 'POST', url, headers, payload })).json();
  }
  async function state(orderId: number, who: 'member' | 'staff' = 'member'): Promise<OrderPaymentState> {
    const url = who === 'member' ? '/api/orderInfo/getPayment' : '/api/institutionOrder/getPayment';
    const r: Envelope<OrderPaymentState> = (await t.app.inject({ method: 'GET', url: `${url}?orderId=${orderId}`, headers: who === 'member' ? p.member : p.staff })).json();
    expect(r.retcode, r.retmsg).toBe(1);
    return r.data;
  }
  async function status(orderId: number): Promise<number> {
    const r = (await t.app.inject({ method: 'GET', url: `/api/orderInfo/getOrder?id=${orderId}`, headers: p.member })).json();
    return r.data.status as number;
  }
  const alipayNotify = (body: string) => t.app.inject({ method: 'POST', url: ALIPAY_NOTIFY_PATH, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: body });
  const wechatNotify = (n: { headers: Record<string, string>; body: string }) => t.app.inject({ method: 'POST', url: WECHAT_NOTIFY_PATH, headers: n.headers, payload: n.body });
  async function qr(orderId: number, channel: 'alipay' | 'wechat'): Promise<string> {
    const r = await post<OrderPaymentState>('/api/orderInfo/payOnline', p.member, { orderId, channel });
    expect(r.retcode, r.retmsg).toBe(1);
    expect(r.data.pending?.channel).toBe(channel);
    return r.data.payments.filter((x) => x.channel === channel && x.status === 'pending').at(-1)!.outTradeNo;
  }

  it('offers both channels at 待支付 and answers the same QR code again, not a second payment', async () => {
    const orderId = await orderAt(t.app, p, ORDER_STATUS.PENDING_PAYMENT);
    expect((await state(orderId)).channels).toEqual(['alipay', 'wechat']);
    const first = await post<OrderPaymentState>('/api/orderInfo/payOnline', p.member, { orderId, channel: 'alipay' });
    expect(first.data.pending?.qrCode).toMatch(/^https:\/\/qr\.alipay\.com\//);
    const again = await post<OrderPaymentState>('/api/orderInfo/payOnline', p.member, { orderId, channel: 'alipay' });
    expect(again.data.payments).toHaveLength(1);
    const wx = await post<OrderPaymentState>('/api/orderInfo/payOnline', p.member, { orderId, channel: 'wechat' });
    expect(wx.data.pending?.qrCode).toMatch(/^weixin:\/\/wxpay\//);
    // The fakes checked our signatures: the amount they were asked for is the order's total, in each unit.
    const total = first.data.payments[0]!.amountFen;
    expect(alipay.requests.at(-1)?.bizContent.total_amount).toBe((total / 100).toFixed(2));
    expect(wechat.requests.at(-1)?.body.amount).toEqual({ total, currency: 'CNY' });
  });

  it('refuses online payment where the order is not payable, or the institution does not accept it', async () => {
    const early = await orderAt(t.app, p, ORDER_STATUS.PENDING_CONTRACT);
    expect((await state(early)).channels).toEqual([]);
    expect((await post('/api/orderInfo/payOnline', p.member, { orderId: early, channel: 'alipay' })).retmsg).toBe(PAYMENT_MESSAGES.notPayable);
    const orderId = await orderAt(t.app, p, ORDER_STATUS.PENDING_PAYMENT);
    await post('/api/institution/setOnlinePayment', p.staff, { accepts: false });
    try {
      expect((await state(orderId)).channels).toEqual([]);
      expect((await post('/api/orderInfo/payOnline', p.member, { orderId, channel: 'wechat' })).retmsg).toBe(PAYMENT_MESSAGES.notOffered);
    } finally {
      await post('/api/institution/setOnlinePayment', p.staff, { accepts: true });
    }
    const other = await t.memberHeaders('pay-stranger');
    expect((await post('/api/orderInfo/payOnline', other, { orderId, channel: 'wechat' })).retcode).not.toBe(1);
  });

  it('Alipay: a bad signature, a tampered amount and an unknown trade are refused; the good one pays 3 → 5 once', async () => {
    const orderId = await orderAt(t.app, p, ORDER_STATUS.PENDING_PAYMENT);
    const no = await qr(orderId, 'alipay');
    const refused = async (body: string) => {
      const r = await alipayNotify(body);
      expect(r.body).toBe('fail');
      expect(await status(orderId)).toBe(ORDER_STATUS.PENDING_PAYMENT);
    };
    await refused(alipay.paidNotice(no, { foreignKey: true }));
    await refused(alipay.paidNotice(no, { tamper: { total_amount: '0.01' } }));
    await refused(alipay.paidNotice(no, { fields: { total_amount: '0.01', receipt_amount: '0.01' } }));
    await refused(alipay.paidNotice('P20260101000000unknown'));
    await refused('not a form at all');

    const good = alipay.paidNotice(no);
    expect((await alipayNotify(good)).body).toBe('success');
    expect(await status(orderId)).toBe(ORDER_STATUS.PENDING_SAMPLE_SHIPMENT);
    const seen = await state(orderId, 'staff');
    expect(seen.paid).toBe(true);
    expect(seen.payments[0]).toMatchObject({ channel: 'alipay', status: 'paid' });
    const detail = (await t.app.inject({ method: 'GET', url: `/api/orderInfo/getOrder?id=${orderId}`, headers: p.member })).json();
    expect(detail.data.timeline.at(-1)).toMatchObject({ actionName: '在线支付', actor: 'gateway' });

    // Replayed: acknowledged, nothing changes.
    expect((await alipayNotify(good)).body).toBe('success');
    const after = await state(orderId, 'staff');
    expect(after).toEqual(seen);
    const timeline = (await t.app.inject({ method: 'GET', url: `/api/orderInfo/getOrder?id=${orderId}`, headers: p.member })).json().data.timeline;
    expect(timeline.filter((e: { actor: string }) => e.actor === 'gateway')).toHaveLength(1);
  });

  it('WeChat Pay: a bad signature, a tampered body, a tampered amount and an unknown order are refused; the good one pays once', async () => {
    const orderId = await orderAt(t.app, p, ORDER_STATUS.PENDING_PAYMENT);
    const no = await qr(orderId, 'wechat');
    const total = (await state(orderId)).payments[0]!.amountFen;
    const refused = async (n: { headers: Record<string, string>; body: string }) => {
      const r = await wechatNotify(n);
      expect(r.statusCode).toBe(400);
      expect(r.json()).toMatchObject({ code: 'FAIL' });
      expect(await status(orderId)).toBe(ORDER_STATUS.PENDING_PAYMENT);
    };
    await refused(wechat.paidNotice(no, { foreignKey: true }));
    await refused(wechat.paidNotice(no, { tamperBody: (b) => b.replace('TRANSACTION.SUCCESS', 'TRANSACTION.SUCCESS ') }));
    await refused(wechat.paidNotice(no, { total: total - 1 }));
    await refused(wechat.paidNotice('P20260101000000unknown'));

    const good = wechat.paidNotice(no);
    expect((await wechatNotify(good)).statusCode).toBe(204);
    expect(await status(orderId)).toBe(ORDER_STATUS.PENDING_SAMPLE_SHIPMENT);
    expect((await wechatNotify(good)).statusCode).toBe(204);
    expect((await state(orderId)).payments.filter((x) => x.status === 'paid')).toHaveLength(1);
  });

  it('a payment notified for a cancelled order is recorded and refunded in full through its channel', async () => {
    for (const channel of ['alipay', 'wechat'] as const) {
      const orderId = await orderAt(t.app, p, ORDER_STATUS.PENDING_PAYMENT);
      const no = await qr(orderId, channel);
      expect((await act(t.app, p, 'cancel', 'member', orderId)).retcode).toBe(1);
      const accepted = channel === 'alipay' ? (await alipayNotify(alipay.paidNotice(no))).body : (await wechatNotify(wechat.paidNotice(no))).statusCode;
      expect(accepted).toBe(channel === 'alipay' ? 'success' : 204);
      expect(await status(orderId)).toBe(ORDER_STATUS.CANCELLED);
      const s = await state(orderId, 'staff');
      expect(s.payments[0]).toMatchObject({ status: 'paid', refundedFen: s.payments[0]!.amountFen });
      expect(s.refunds).toHaveLength(1);
      expect(s.refunds[0]).toMatchObject({ initiatedBy: 'gateway', amountFen: s.payments[0]!.amountFen, reason: PAYMENT_MESSAGES.autoRefundReason });
      // Alipay refunds synchronously; WeChat answers PROCESSING and notifies the result.
      if (channel === 'alipay') expect(s.refunds[0]!.status).toBe('succeeded');
      else {
        expect(s.refunds[0]!.status).toBe('processing');
        const n = wechat.refundNotice(s.refunds[0]!.outRefundNo);
        expect((await wechatNotify(n)).statusCode).toBe(204);
        expect((await wechatNotify(n)).statusCode).toBe(204);
        expect((await state(orderId)).refunds[0]!.status).toBe('succeeded');
      }
      // The replayed payment notification refunds nothing twice.
      if (channel === 'alipay') await alipayNotify(alipay.paidNotice(no));
      else await wechatNotify(wechat.paidNotice(no));
      expect((await state(orderId)).refunds).toHaveLength(1);
    }
  });

  it('the institution refunds a returned order in parts, never beyond what was paid, each with its own record', async () => {
    for (const channel of ['alipay', 'wechat'] as const) {
      const orderId = await orderAt(t.app, p, ORDER_STATUS.PENDING_PAYMENT);
      const no = await qr(orderId, channel);
      if (channel === 'alipay') await alipayNotify(alipay.paidNotice(no));
      else await wechatNotify(wechat.paidNotice(no));
      const refund = (body: object) => post<OrderPaymentState>('/api/institutionOrder/refund', p.staff, { orderId, ...body });
      // Still 待寄送样品: not refundable yet.
      expect((await refund({ amount: '1', reason: '测试' })).retmsg).toBe(PAYMENT_MESSAGES.refundNotAllowed);
      expect((await act(t.app, p, 'sendSamples', 'member', orderId)).retcode).toBe(1);
      expect((await act(t.app, p, 'returnOrder', 'institution', orderId)).retcode).toBe(1);
      expect(await status(orderId)).toBe(ORDER_STATUS.RETURNED);

      const total = (await state(orderId, 'staff')).payments[0]!.amountFen;
      expect((await refund({ amount: '0', reason: '部分退款' })).retmsg).toContain(PAYMENT_MESSAGES.refundAmountInvalid);
      expect((await refund({ amount: '1.005', reason: '部分退款' })).retmsg).toContain(PAYMENT_MESSAGES.refundAmountInvalid);
      expect((await refund({ amount: '1', reason: '  ' })).retmsg).toContain(PAYMENT_MESSAGES.refundReasonRequired);
      const part = await refund({ amount: '1.50', reason: '样品破损，退回部分检测费' });
      expect(part.retcode, part.retmsg).toBe(1);
      expect(part.data.refunds).toHaveLength(1);
      expect(part.data.refunds[0]).toMatchObject({ amountFen: 150, initiatedBy: 'institution', reason: '样品破损，退回部分检测费' });
      expect((await refund({ amount: ((total - 150 + 1) / 100).toFixed(2), reason: '超额' })).retmsg).toBe(PAYMENT_MESSAGES.refundTooMuch);
      const rest = await refund({ amount: ((total - 150) / 100).toFixed(2), reason: '余款退回' });
      expect(rest.retcode, rest.retmsg).toBe(1);
      expect(rest.data.payments[0]!.refundedFen).toBe(total);
      if (channel === 'wechat') {
        for (const r of rest.data.refunds) expect((await wechatNotify(wechat.refundNotice(r.outRefundNo))).statusCode).toBe(204);
      }
      expect((await state(orderId)).refunds.map((r) => r.status)).toEqual(['succeeded', 'succeeded']);
      expect((await refund({ amount: '0.01', reason: '再退' })).retmsg).toBe(PAYMENT_MESSAGES.refundTooMuch);
      // Another institution's staff cannot see or refund it.
      const other = await signIn(t.app, 'jigou02');
      expect((await post('/api/institutionOrder/refund', other, { orderId, amount: '0.01', reason: 'x' })).retcode).not.toBe(1);
    }
  });

  it('refuses a refund of an order paid by bank transfer', async () => {
    const orderId = await orderAt(t.app, p, ORDER_STATUS.PENDING_SAMPLE_SHIPMENT);
    expect((await act(t.app, p, 'sendSamples', 'member', orderId)).retcode).toBe(1);
    expect((await act(t.app, p, 'returnOrder', 'institution', orderId)).retcode).toBe(1);
    expect((await post('/api/institutionOrder/refund', p.staff, { orderId, amount: '1', reason: '退款' })).retmsg).toBe(PAYMENT_MESSAGES.notPaidOnline);
  });

  it("lists the day's payments for operators, and reconciles them against the gateways' notified amounts", async () => {
    const orderId = await orderAt(t.app, p, ORDER_STATUS.PENDING_PAYMENT);
    const no = await qr(orderId, 'wechat');
    await wechatNotify(wechat.paidNotice(no));
    const day = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const op = await signIn(t.app, 'yunying01');
    const list: Envelope<PageResult<AdminPaymentRow>> = (await t.app.inject({ method: 'GET', url: `/api/admin/payment/query?day=${day}&pageSize=100`, headers: op })).json();
    expect(list.retcode, list.retmsg).toBe(1);
    const row = list.data.list.find((r) => r.outTradeNo === no)!;
    expect(row).toMatchObject({ orderId, status: 'paid', channel: 'wechat', notifiedFen: row.amountFen });
    expect(list.data.list.some((r) => r.refunds.length > 0)).toBe(true);
    // Members and staff are refused.
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/payment/query?day=${day}`, headers: p.member })).json().retcode).not.toBe(1);
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/payment/query?day=2026-13-45`, headers: op })).json().retcode).toBe(0);

    const file = await t.app.inject({ method: 'GET', url: `/api/admin/payment/reconciliation?day=${day}`, headers: op });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    const rows = sheetRows((await loadXlsx(file.rawPayload))?.worksheets[0]);
    const line = rows.find((r) => r.cells['商户订单号'] === no)!;
    expect(line.cells).toMatchObject({ 支付方式: '微信支付', 状态: '已支付', 核对结果: '一致' });
    expect(line.cells['本平台金额(元)']).toBe(line.cells['支付平台通知金额(元)']);
    const refused = await t.app.inject({ method: 'GET', url: `/api/admin/payment/reconciliation?day=${day}`, headers: p.staff });
    expect(refused.headers['content-type']).not.toContain('spreadsheetml');
    expect(refused.json().retcode).not.toBe(1);
  });
});
