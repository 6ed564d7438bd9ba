import { INVOICE_MESSAGES, INVOICE_STATUS, ORDER_STATUS, type OrderInvoice, type OrderInvoices, type OrderPaymentState, PAYMENT_MESSAGES, formatFen, refundBlockedByInvoice } from '@tcm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentGatewaysOf } from '../src/config-payments';
import { ALIPAY_NOTIFY_PATH } from '../src/modules/payments/alipay-gateway';
import { WECHAT_NOTIFY_PATH } from '../src/modules/payments/wechat-gateway';
import { type Parties, act, orderAt, signIn, uploadPdf } from './helpers/orders';
import { fakeKeyDir, startAlipayFake, startWechatFake } from './helpers/payment-fakes';
import { type TestApp, createTestApp, testEngine } from './helpers/test-app';

type Headers = Record<string, string>;
type Envelope<T> = { retcode: number; retmsg: string; data: T };

const I = '/api/institutionOrder';
const VAT = { type: 2, title: '福建青禾中药饮片有限公司', taxNo: '91350100M000100Y43', address: '福州市鼓楼区五四路1号', phone: '0591-88886666', bankName: '中国工商银行福州分行', bankAccount: '1402021109900012345' };
const yuan = (fen: number) => (fen / 100).toFixed(2);

/**
 * Issue #23: an order's invoices never exceed what was paid minus refunds, in both directions. An
 * invoice reads the refunds of the payments ledger; a refund is refused while the issued invoice
 * would exceed what stays paid (红冲 first), and a pending request follows it; an issue and a refund
 * racing never end above the line (the order's row is held by both moves on PostgreSQL).
 */
describe(`invoices against refunds on ${testEngine}`, () => {
  let t: TestApp;
  let alipay: Awaited<ReturnType<typeof startAlipayFake>>;
  let wechat: Awaited<ReturnType<typeof startWechatFake>>;
  let p: Parties;

  beforeAll(async () => {
    const dir = fakeKeyDir();
    alipay = await startAlipayFake(dir);
    wechat = await startWechatFake(dir);
    t = await createTestApp({ rateLimit: false, payments: paymentGatewaysOf({ ...alipay.env, ...wechat.env }) });
    const member = await t.memberHeaders('refund-invoice-buyer');
    const staff = await signIn(t.app, 'jigou01');
    p = { member, staff, memberPdf: await uploadPdf(t.app, member), staffPdf: await uploadPdf(t.app, staff) };
    expect((await post('/api/institution/setOnlinePayment', p.staff, { accepts: true })).retcode).toBe(1);
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await alipay.close();
    await wechat.close();
  });

  async function post<T = unknown>(url: string, headers: Headers, payload: object): Promise<Envelope<T>> {
    return (await t.app.inject({ method: 'POST', url, headers, payload })).json();
  }
  async function get<T>(url: string, headers: Headers): Promise<T> {
    const r: Envelope<T> = (await t.app.inject({ method: 'GET', url, headers })).json();
    expect(r.retcode, r.retmsg).toBe(1);
    return r.data;
  }
  const invoicesOf = (orderId: number, who: 'member' | 'staff' = 'staff') =>
    get<OrderInvoices>(`${who === 'staff' ? I : '/api/orderInfo'}/getOrderInvoices?orderId=${orderId}`, who === 'staff' ? p.staff : p.member);
  const paymentOf = (orderId: number) => get<OrderPaymentState>(`${I}/getPayment?orderId=${orderId}`, p.staff);
  const refund = (orderId: number, fen: number, reason = '样品不符，退回检测费') => post<OrderPaymentState>(`${I}/refund`, p.staff, { orderId, amount: yuan(fen), reason });
  const issueBody = async (invoiceId: number) => ({ invoiceId, invoiceNo: '26332000000012345678', invoiceDate: '2026-05-12', fileUrl: await uploadPdf(t.app, p.staff) });
  const issue = async (invoiceId: number) => post<OrderInvoice>(`${I}/issueInvoice`, p.staff, await issueBody(invoiceId));
  const requestOf = (orderId: number) => post<OrderInvoice>('/api/orderInfo/requestInvoice', p.member, { orderId, buyer: VAT });
  /** Issued, not reversed: what the order's invoices stand at. */
  const issuedFen = (list: OrderInvoice[]) => list.filter((i) => i.status === INVOICE_STATUS.ISSUED).reduce((s, i) => s + Math.round(Number(i.amount.replace(/[^\d.]/g, '')) * 100), 0);

  /** An order paid online (Alipay), with an invoice asked for (and issued), then returned by the institution. */
  async function returnedOrder(invoice: 'none' | 'requested' | 'issued') {
    const orderId = await orderAt(t.app, p, ORDER_STATUS.PENDING_PAYMENT);
    const paid = await post<OrderPaymentState>('/api/orderInfo/payOnline', p.member, { orderId, channel: 'alipay' });
    expect(paid.retcode, paid.retmsg).toBe(1);
    const no = paid.data.payments.at(-1)!.outTradeNo;
    expect((await t.app.inject({ method: 'POST', url: ALIPAY_NOTIFY_PATH, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: alipay.paidNotice(no) })).body).toBe('success');
    let invoiceId = 0;
    if (invoice !== 'none') {
      const asked = await requestOf(orderId);
      expect(asked.retcode, asked.retmsg).toBe(1);
      invoiceId = asked.data.id;
      if (invoice === 'issued') expect((await issue(invoiceId)).retcode).toBe(1);
    }
    expect((await act(t.app, p, 'sendSamples', 'member', orderId)).retcode).toBe(1);
    expect((await act(t.app, p, 'returnOrder', 'institution', orderId)).retcode).toBe(1);
    return { orderId, invoiceId, totalFen: (await paymentOf(orderId)).payments[0]!.amountFen };
  }

  it('a pending request follows a partial refund and is issued for paid − refunded; a stale amount above it is refused', async () => {
    const { orderId, invoiceId, totalFen } = await returnedOrder('requested');
    const part = await refund(orderId, 150);
    expect(part.retcode, part.retmsg).toBe(1);
    expect((await invoicesOf(orderId)).list[0]).toMatchObject({ id: invoiceId, status: INVOICE_STATUS.REQUESTED, amount: formatFen(totalFen - 150) });
    // A request whose amount still says the whole total (as one written before this rule) cannot be issued.
    await t.app.db.updateTable('order_invoice').set({ amount_fen: totalFen }).where('id', '=', invoiceId).execute();
    expect((await issue(invoiceId)).retmsg).toBe(INVOICE_MESSAGES.amountExceeded);
    expect((await invoicesOf(orderId)).list[0]!.status).toBe(INVOICE_STATUS.REQUESTED);
    await t.app.db.updateTable('order_invoice').set({ amount_fen: totalFen - 150 }).where('id', '=', invoiceId).execute();
    const issued = await issue(invoiceId);
    expect(issued.retcode, issued.retmsg).toBe(1);
    expect(issued.data.amount).toBe(formatFen(totalFen - 150));
    // The rest cannot go back while that invoice stands.
    expect((await refund(orderId, totalFen - 150)).retmsg).toBe(refundBlockedByInvoice(formatFen(totalFen - 150)));
  });

  it('refuses a refund while the issued invoice would exceed what stays paid; after 仅红冲 the whole amount goes back', async () => {
    const { orderId, invoiceId, totalFen } = await returnedOrder('issued');
    const refused = await refund(orderId, 1);
    expect(refused.retcode).not.toBe(1);
    expect(refused.retmsg).toBe(refundBlockedByInvoice(formatFen(totalFen)));
    // Nothing was written: no refund record, nothing reserved, nothing asked of the gateway.
    const before = await paymentOf(orderId);
    expect(before.refunds).toEqual([]);
    expect(before.payments[0]!.refundedFen).toBe(0);

    expect((await invoicesOf(orderId)).reverseOnlyAllowed).toBe(true);
    expect((await post(`${I}/reverseInvoiceOnly`, p.staff, { invoiceId, reason: ' ' })).retmsg).toContain(INVOICE_MESSAGES.reasonRequired);
    const reversed = await post<OrderInvoice>(`${I}/reverseInvoiceOnly`, p.staff, { invoiceId, reason: '订单退回，全额退款' });
    expect(reversed.retcode, reversed.retmsg).toBe(1);
    expect(reversed.data).toMatchObject({ id: invoiceId, status: INVOICE_STATUS.REVERSED, reverseReason: '订单退回，全额退款' });
    expect((await post(`${I}/reverseInvoiceOnly`, p.staff, { invoiceId, reason: '再次红冲' })).retmsg).toBe(INVOICE_MESSAGES.notIssued);
    const notices = await get<{ list: { event: string; orderId: number; body: string }[] }>('/api/notice/list?scope=member&kind=payment&pageSize=50', p.member);
    expect(notices.list).toContainEqual(expect.objectContaining({ orderId, event: 'invoiceReversedOnly', body: expect.stringContaining('不再开具新发票') }));

    const all = await refund(orderId, totalFen, '订单退回，全额退款');
    expect(all.retcode, all.retmsg).toBe(1);
    expect(all.data.payments[0]!.refundedFen).toBe(totalFen);
    const after = await invoicesOf(orderId);
    expect(issuedFen(after.list)).toBe(0);
    expect(after.invoiceableAmount).toBe(formatFen(0));
    expect((await invoicesOf(orderId, 'member')).requestBlocked).toBe(INVOICE_MESSAGES.notPaid);
  });

  it('offers 红冲 without a replacement only where the money goes back', async () => {
    const orderId = await orderAt(t.app, p, ORDER_STATUS.PENDING_SAMPLE_SHIPMENT);
    const asked = await requestOf(orderId);
    expect((await issue(asked.data.id)).retcode).toBe(1);
    expect((await invoicesOf(orderId)).reverseOnlyAllowed).toBe(false);
    expect((await invoicesOf(orderId, 'member')).reverseOnlyAllowed).toBe(false);
    expect((await post(`${I}/reverseInvoiceOnly`, p.staff, { invoiceId: asked.data.id, reason: '开错了' })).retmsg).toBe(INVOICE_MESSAGES.reverseOnlyNotAllowed);
    expect((await invoicesOf(orderId)).list[0]!.status).toBe(INVOICE_STATUS.ISSUED);
    const other = await signIn(t.app, 'jigou02');
    expect((await post(`${I}/reverseInvoiceOnly`, other, { invoiceId: asked.data.id, reason: '越权' })).retmsg).toBe(INVOICE_MESSAGES.invoiceNotFound);
  });

  it('a full refund closes a pending request, and the member is told', async () => {
    const { orderId, invoiceId, totalFen } = await returnedOrder('requested');
    expect((await refund(orderId, totalFen)).retcode).toBe(1);
    expect((await invoicesOf(orderId, 'member')).list[0]).toMatchObject({ id: invoiceId, status: INVOICE_STATUS.CLOSED, statusName: '已关闭', reverseReason: INVOICE_MESSAGES.closedByRefund });
    expect((await issue(invoiceId)).retmsg).toBe(INVOICE_MESSAGES.notRequested);
    const notices = await get<{ list: { event: string; orderId: number }[] }>('/api/notice/list?scope=member&kind=payment&pageSize=50', p.member);
    expect(notices.list).toContainEqual(expect.objectContaining({ orderId, event: 'invoiceClosed' }));
  });

  it('an issue and a refund racing never leave the invoices above paid − refunded', async () => {
    for (let round = 0; round < 6; round++) {
      const { orderId, invoiceId, totalFen } = await returnedOrder('requested');
      const body = await issueBody(invoiceId);
      const [issued, refunded] = await Promise.all([post<OrderInvoice>(`${I}/issueInvoice`, p.staff, body), refund(orderId, 100)]);
      const pay = (await paymentOf(orderId)).payments[0]!;
      const invoices = (await invoicesOf(orderId)).list;
      expect(issuedFen(invoices), `round ${round}: ${issued.retmsg} / ${refunded.retmsg}`).toBeLessThanOrEqual(totalFen - pay.refundedFen);
      // One of two orders of events, each whole: issued first (the refund refused), or refunded first (issued for the rest).
      if (refunded.retcode === 1) {
        expect(issued.retcode, issued.retmsg).toBe(1);
        expect(issued.data.amount).toBe(formatFen(totalFen - 100));
      } else {
        expect(refunded.retmsg).toBe(refundBlockedByInvoice(formatFen(totalFen)));
        expect(issued.data.amount).toBe(formatFen(totalFen));
        expect(pay.refundedFen).toBe(0);
      }
    }
  });

  it('a refund the gateway starts itself (a payment notified for a cancelled order) is on an order that has no invoice and can take none', async () => {
    const orderId = await orderAt(t.app, p, ORDER_STATUS.PENDING_PAYMENT);
    const paid = await post<OrderPaymentState>('/api/orderInfo/payOnline', p.member, { orderId, channel: 'wechat' });
    const no = paid.data.payments.at(-1)!.outTradeNo;
    expect((await act(t.app, p, 'cancel', 'member', orderId)).retcode).toBe(1);
    const n = wechat.paidNotice(no);
    expect((await t.app.inject({ method: 'POST', url: WECHAT_NOTIFY_PATH, headers: n.headers, payload: n.body })).statusCode).toBe(204);
    const state = await paymentOf(orderId);
    expect(state.refunds).toEqual([expect.objectContaining({ initiatedBy: 'gateway', reason: PAYMENT_MESSAGES.autoRefundReason })]);
    const mine = await invoicesOf(orderId, 'member');
    expect(mine.list).toEqual([]);
    expect(mine.requestBlocked).toBe(INVOICE_MESSAGES.notPaid);
    expect((await requestOf(orderId)).retmsg).toBe(INVOICE_MESSAGES.notPaid);
    expect((await invoicesOf(orderId)).list).toEqual([]);
  });
});
