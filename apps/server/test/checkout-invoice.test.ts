import { INVOICE_MESSAGES, INVOICE_STATUS, ORDER_MESSAGES, ORDER_STATUS, type OrderDetail, type OrderInvoices, type OrderPaymentState, formatFen } from '@tcm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentGatewaysOf } from '../src/config-payments';
import { ALIPAY_NOTIFY_PATH } from '../src/modules/payments/alipay-gateway';
import { type Parties, act, orderAt, orderForm, servicesOf, signIn, uploadPdf } from './helpers/orders';
import { fakeKeyDir, startAlipayFake } from './helpers/payment-fakes';
import { tableCounts } from './helpers/table-counts';
import { type TestApp, createTestApp, testEngine } from './helpers/test-app';

type Headers = Record<string, string>;
interface Reply<T = unknown> {
  retcode: number;
  retmsg: string;
  data: T;
}

/** A published unified social credit code (its check character is right), and one with a wrong check character. */
const CREDIT_CODE = '91350100M000100Y43';
const BAD_CODE = '91350100M000100Y44';
const VAT = { type: 3, title: '福建青禾中药饮片有限公司', taxNo: CREDIT_CODE, address: '福州市鼓楼区五四路1号', phone: '0591-88886666', bankName: '中国工商银行福州分行', bankAccount: '1402 0211 0990 0012 345' };
const AUTO = { autoInvoice: true, invoice: VAT };

/**
 * Issue #23: 支付确认后自动申请开票. An order marked at checkout gets its 待开票 request, with the
 * checkout's buyer and the paid amount, in the move that confirms its payment — by voucher or
 * online — and its institution is told as for a request by hand. Unmarked orders behave as before;
 * a marked checkout whose invoice a request would refuse is refused and writes nothing.
 */
describe(`invoice asked for at checkout, on ${testEngine}`, () => {
  let t: TestApp;
  let alipay: Awaited<ReturnType<typeof startAlipayFake>>;
  let p: Parties;

  const get = async <T>(url: string, headers: Headers): Promise<Reply<T>> => (await t.app.inject({ method: 'GET', url, headers })).json();
  const post = async <T>(url: string, headers: Headers, payload: object): Promise<Reply<T>> => (await t.app.inject({ method: 'POST', url, headers, payload })).json();
  const invoicesOf = async (orderId: number) => (await get<OrderInvoices>(`/api/orderInfo/getOrderInvoices?orderId=${orderId}`, p.member)).data;
  const totalOf = async (orderId: number) => (await t.app.db.selectFrom('order_info').select('total_fen').where('id', '=', orderId).executeTakeFirstOrThrow()).total_fen;
  const requestNotices = async (orderId: number) =>
    (await get<{ list: { event: string; orderId: number; body: string }[] }>('/api/notice/list?scope=institution&kind=payment&pageSize=50', p.staff)).data.list.filter(
      (n) => n.orderId === orderId && n.event === 'invoiceRequested',
    );
  let submission = 0;
  const place = async (extra: Record<string, unknown>) => {
    const [s] = await servicesOf(t.app);
    submission += 1;
    return post<{ orders: { id: number }[] }>('/api/orderInfo/placeOrder', p.member, { ...orderForm([{ testServiceId: s!.id, sampleCount: 1 }], extra), submissionId: `ci-${process.pid}-${submission}` });
  };
  const confirm = async (orderId: number) => {
    const r = await act(t.app, p, 'confirmPayment', 'institution', orderId);
    expect(r.retcode, r.retmsg).toBe(1);
  };
  async function expectOneRequest(orderId: number, buyer: Record<string, unknown>) {
    const view = await invoicesOf(orderId);
    expect(view.list).toHaveLength(1);
    expect(view.list[0]).toMatchObject({ status: INVOICE_STATUS.REQUESTED, statusName: '待开票', amount: formatFen(await totalOf(orderId)), buyer });
    expect(view.requestBlocked).toBe(INVOICE_MESSAGES.alreadyRequested);
    expect(await requestNotices(orderId)).toHaveLength(1);
  }

  beforeAll(async () => {
    alipay = await startAlipayFake(fakeKeyDir());
    t = await createTestApp({ rateLimit: false, payments: paymentGatewaysOf(alipay.env) });
    const member = await t.memberHeaders('autoinvoice');
    const staff = await signIn(t.app, 'jigou01');
    p = { member, staff, memberPdf: await uploadPdf(t.app, member), staffPdf: await uploadPdf(t.app, staff) };
    const set = await post('/api/institution/setOnlinePayment', p.staff, { accepts: true });
    expect(set.retcode, set.retmsg).toBe(1);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await alipay?.close();
  });

  it('keeps the mark on the order, and an unmarked order as before', async () => {
    const marked = await orderAt(t.app, p, ORDER_STATUS.PENDING_REVIEW, false, AUTO);
    expect((await get<OrderDetail>(`/api/orderInfo/getOrder?id=${marked}`, p.member)).data).toMatchObject({ autoInvoice: true, invoice: { taxNo: CREDIT_CODE } });
    const plain = await orderAt(t.app, p, ORDER_STATUS.PENDING_REVIEW);
    expect((await get<OrderDetail>(`/api/orderInfo/getOrder?id=${plain}`, p.member)).data.autoInvoice).toBe(false);
  });

  it('marked, the voucher confirmed: one 待开票 request with the checkout’s buyer and the paid amount, the institution told', async () => {
    const orderId = await orderAt(t.app, p, ORDER_STATUS.PENDING_PAYMENT_CONFIRM, false, AUTO);
    expect((await invoicesOf(orderId)).list).toEqual([]);
    await confirm(orderId);
    await expectOneRequest(orderId, { type: 3, typeName: '9%增值税专用发票', title: VAT.title, taxNo: CREDIT_CODE, address: VAT.address, phone: VAT.phone, bankName: VAT.bankName, bankAccount: VAT.bankAccount });
    // The member asking by hand now is told it is already asked for.
    const again = await post('/api/orderInfo/requestInvoice', p.member, { orderId, buyer: VAT });
    expect(again.retmsg).toBe(INVOICE_MESSAGES.alreadyRequested);
    expect((await invoicesOf(orderId)).list).toHaveLength(1);
  });

  it('marked, paid online (the gateway’s notification): the same request, once, even when the notification is replayed', async () => {
    const orderId = await orderAt(t.app, p, ORDER_STATUS.PENDING_PAYMENT, false, { autoInvoice: true, invoice: { type: 1, title: '福建青禾中药饮片有限公司', taxNo: CREDIT_CODE } });
    const r = await post<OrderPaymentState>('/api/orderInfo/payOnline', p.member, { orderId, channel: 'alipay' });
    expect(r.retcode, r.retmsg).toBe(1);
    const no = r.data.payments.at(-1)!.outTradeNo;
    const notice = alipay.paidNotice(no);
    const notify = () => t.app.inject({ method: 'POST', url: ALIPAY_NOTIFY_PATH, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: notice });
    expect((await notify()).body).toBe('success');
    expect((await get<OrderDetail>(`/api/orderInfo/getOrder?id=${orderId}`, p.member)).data.status).toBe(ORDER_STATUS.PENDING_SAMPLE_SHIPMENT);
    // A 普通发票 keeps only title and taxpayer number.
    await expectOneRequest(orderId, { type: 1, title: '福建青禾中药饮片有限公司', taxNo: CREDIT_CODE, address: '', bankName: '' });
    expect((await notify()).body).toBe('success');
    await expectOneRequest(orderId, { type: 1 });
  });

  it('unmarked: confirming the payment writes no invoice, as before', async () => {
    const orderId = await orderAt(t.app, p, ORDER_STATUS.PENDING_PAYMENT_CONFIRM, false, { invoice: VAT });
    await confirm(orderId);
    expect((await invoicesOf(orderId)).list).toEqual([]);
    expect((await invoicesOf(orderId)).requestBlocked).toBeNull();
    expect(await requestNotices(orderId)).toEqual([]);
  });

  it('an invoice already open on the order is not doubled', async () => {
    const orderId = await orderAt(t.app, p, ORDER_STATUS.PENDING_PAYMENT_CONFIRM, false, AUTO);
    const order = await t.app.db.selectFrom('order_info').select(['member_id', 'institution_id']).where('id', '=', orderId).executeTakeFirstOrThrow();
    // An open request already there (as an order of before this change could carry one): the move adds none.
    await t.app.db
      .insertInto('order_invoice')
      .values({ order_id: orderId, member_id: order.member_id, institution_id: order.institution_id, status: 1, invoice_type: 1, title: '已有抬头', tax_no: '', address: '', phone: '', bank_name: '', bank_account: '', amount_fen: 100, requested_at: new Date().toISOString() })
      .execute();
    await confirm(orderId);
    const view = await invoicesOf(orderId);
    expect(view.list).toHaveLength(1);
    expect(view.list[0]!.buyer.title).toBe('已有抬头');
    expect(await requestNotices(orderId)).toEqual([]);
  });

  it('marked with an invoice a request would refuse: checkout refused in Chinese, nothing written; unmarked the same invoice is taken as before', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ type: 1, title: '福建青禾中药饮片有限公司', taxNo: BAD_CODE }, INVOICE_MESSAGES.taxNoInvalid],
      [{ ...VAT, taxNo: BAD_CODE }, INVOICE_MESSAGES.taxNoInvalid],
      [{ ...VAT, bankAccount: '' }, ORDER_MESSAGES.vatFieldRequired],
      [{ ...VAT, address: '' }, ORDER_MESSAGES.vatFieldRequired],
      [{ type: 1, title: '' }, '该项必填'],
    ];
    for (const [invoice, message] of cases) {
      const before = await tableCounts(t.app.db);
      const r = await place({ autoInvoice: true, invoice });
      expect(r.retcode, JSON.stringify(invoice)).toBe(0);
      expect(r.retmsg).toContain(message);
      expect(await tableCounts(t.app.db)).toEqual(before);
    }
    // Only the mark asks for the request's check: the checkout's own invoice rule stays what it was.
    const plain = await place({ autoInvoice: false, invoice: { type: 1, title: '福建青禾中药饮片有限公司', taxNo: BAD_CODE } });
    expect(plain.retcode, plain.retmsg).toBe(1);
    expect((await place({ autoInvoice: '是', invoice: VAT })).retcode).toBe(0);
  });

  it('resubmitting a rejected order may set the mark (checked as at checkout); the confirmed payment then requests the invoice', async () => {
    const orderId = await orderAt(t.app, p, ORDER_STATUS.REVIEW_REJECTED);
    const [s] = await servicesOf(t.app);
    const body = (extra: Record<string, unknown>) => ({ ...orderForm([{ testServiceId: s!.id, sampleCount: 1 }], extra), orderId });
    const before = await tableCounts(t.app.db);
    const refused = await post('/api/orderInfo/resubmitOrder', p.member, body({ autoInvoice: true, invoice: { ...VAT, taxNo: BAD_CODE } }));
    expect(refused.retmsg).toContain(INVOICE_MESSAGES.taxNoInvalid);
    expect(await tableCounts(t.app.db)).toEqual(before);
    const ok = await post<{ detail?: OrderDetail }>('/api/orderInfo/resubmitOrder', p.member, body(AUTO));
    expect(ok.retcode, ok.retmsg).toBe(1);
    expect((await get<OrderDetail>(`/api/orderInfo/getOrder?id=${orderId}`, p.member)).data.autoInvoice).toBe(true);
    for (const step of [
      ['approve', 'institution'],
      ['provideContract', 'institution'],
      ['signContract', 'member'],
      ['pay', 'member'],
    ] as const) {
      const r = await act(t.app, p, step[0], step[1], orderId);
      expect(r.retcode, `${step[0]}: ${r.retmsg}`).toBe(1);
    }
    await confirm(orderId);
    await expectOneRequest(orderId, { type: 3, taxNo: CREDIT_CODE });

    // And unset again on another: no request.
    const other = await orderAt(t.app, p, ORDER_STATUS.REVIEW_REJECTED, false, AUTO);
    expect((await post('/api/orderInfo/resubmitOrder', p.member, { ...body({ autoInvoice: false }), orderId: other })).retcode).toBe(1);
    expect((await get<OrderDetail>(`/api/orderInfo/getOrder?id=${other}`, p.member)).data.autoInvoice).toBe(false);
  });
});
