import { INVOICE_MESSAGES, OPERATOR_MESSAGES, ORDER_STATUS, type OrderInvoice, type PageResult } from '@tcm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathTo } from '../src/db/seed/orders/demo-orders';
import { type Parties, act, orderAt, placeOrder, signIn, uploadPdf } from './helpers/orders';
import { tableCounts } from './helpers/table-counts';
import { type TestApp, createTestApp, testEngine } from './helpers/test-app';

type Headers = Record<string, string>;
interface Reply<T = unknown> {
  retcode: number;
  retmsg: string;
  data: T;
}

const URL = '/api/admin/invoice/query';
const PLAIN = { type: 1, title: '安徽亳州本草堂药业有限公司', taxNo: '91350100M000100Y43' };

/** The Beijing calendar day of an ISO instant. */
const beijingDay = (isoTime: string) => new Date(Date.parse(isoTime) + 8 * 3_600_000).toISOString().slice(0, 10);
const shiftDay = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Issue #23, 运营 · 发票管理: operators list every institution's invoices — by status, a part of the
 * institution's name, the full order number and the days they were asked for, paged — and open
 * each e-invoice; members and institution staff are refused, bad filters get a Chinese message.
 */
describe(`operators' invoice list on ${testEngine}`, () => {
  let t: TestApp;
  let operator: Headers;
  const staff: Record<'jigou01' | 'jigou02', Parties> = {} as never;
  /** Invoices: two of jigou01's institution (one issued), one of jigou02's. */
  const inv: Record<'issued' | 'requested' | 'other', OrderInvoice> = {} as never;
  let secondName: string;

  const list = async (query: string, headers: Headers = operator): Promise<Reply<PageResult<OrderInvoice>>> => (await t.app.inject({ method: 'GET', url: `${URL}?${query}`, headers })).json();
  const ids = (r: Reply<PageResult<OrderInvoice>>) => r.data.list.map((i) => i.id);

  /** A paid order (待寄送样品) of the member with the staff account's institution. */
  async function paidOrder(p: Parties, account: string): Promise<number> {
    if (account === 'jigou01') return orderAt(t.app, p, ORDER_STATUS.PENDING_SAMPLE_SHIPMENT);
    const id = await placeOrder(t.app, p.member, { staff: account });
    for (const step of pathTo(ORDER_STATUS.PENDING_SAMPLE_SHIPMENT, { returnSample: false, hasContract: true, evaluated: false })) {
      const r = await act(t.app, p, step.action, step.actor, id);
      if (r.retcode !== 1) throw new Error(`${step.action}: ${r.retmsg}`);
    }
    return id;
  }
  async function requestOn(p: Parties, orderId: number): Promise<OrderInvoice> {
    const res = (await t.app.inject({ method: 'POST', url: '/api/orderInfo/requestInvoice', headers: p.member, payload: { orderId, buyer: PLAIN } })).json();
    if (res.retcode !== 1) throw new Error(`requestInvoice: ${res.retmsg}`);
    return res.data;
  }

  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false });
    const member = await t.memberHeaders('invadmin');
    for (const account of ['jigou01', 'jigou02'] as const) {
      const s = await signIn(t.app, account);
      staff[account] = { member, staff: s, memberPdf: await uploadPdf(t.app, member), staffPdf: await uploadPdf(t.app, s) };
    }
    operator = await signIn(t.app, 'yunying01');
    inv.issued = await requestOn(staff.jigou01, await paidOrder(staff.jigou01, 'jigou01'));
    inv.requested = await requestOn(staff.jigou01, await paidOrder(staff.jigou01, 'jigou01'));
    inv.other = await requestOn(staff.jigou02, await paidOrder(staff.jigou02, 'jigou02'));
    const issue = { invoiceId: inv.issued.id, invoiceNo: '26332000000012345678', invoiceDate: '2026-05-12', fileUrl: await uploadPdf(t.app, staff.jigou01.staff, '电子发票.pdf') };
    const issued = (await t.app.inject({ method: 'POST', url: '/api/institutionOrder/issueInvoice', headers: staff.jigou01.staff, payload: issue })).json();
    if (issued.retcode !== 1) throw new Error(`issueInvoice: ${issued.retmsg}`);
    inv.issued = issued.data;
    secondName = inv.other.institutionName;
  }, 180_000);
  afterAll(async () => t?.close());

  it("lists every institution's invoices, newest first, with institution and client", async () => {
    const all = await list('pageNum=1&pageSize=10');
    expect(all.retcode, all.retmsg).toBe(1);
    expect(ids(all)).toEqual([inv.other.id, inv.requested.id, inv.issued.id]);
    expect(all.data).toMatchObject({ total: 3, pages: 1, size: 3 });
    expect(new Set(all.data.list.map((i) => i.institutionName)).size).toBe(2);
    expect(all.data.list[2]).toMatchObject({ statusName: '已开票', invoiceNo: '26332000000012345678', fileUrl: inv.issued.fileUrl, orderNo: inv.issued.orderNo });
  });

  it('filters by status, institution, order number and days, and pages', async () => {
    expect(ids(await list('status=2'))).toEqual([inv.issued.id]);
    expect(ids(await list('status=1'))).toEqual([inv.other.id, inv.requested.id]);
    expect(ids(await list('status=3'))).toEqual([]);
    // A part of the name, any case; the rows of the other institution only.
    expect(ids(await list(`institution=${encodeURIComponent(secondName.slice(2, 8))}`))).toEqual([inv.other.id]);
    expect(ids(await list(`institution=${encodeURIComponent('没有这家机构')}`))).toEqual([]);
    expect(ids(await list(`institution=${encodeURIComponent('%')}`))).toEqual([]);
    expect(ids(await list(`orderNo=${inv.requested.orderNo}`))).toEqual([inv.requested.id]);
    expect(ids(await list(`orderNo=${inv.requested.orderNo.slice(0, -1)}`))).toEqual([]);
    expect(ids(await list(`status=1&orderNo=${inv.issued.orderNo}`))).toEqual([]);
    const day = beijingDay(inv.issued.requestedAt);
    expect(ids(await list(`from=${day}&to=${day}`))).toHaveLength(3);
    expect(ids(await list(`from=${shiftDay(day, 1)}`))).toEqual([]);
    expect(ids(await list(`to=${shiftDay(day, -1)}`))).toEqual([]);
    const second = await list('pageNum=2&pageSize=2');
    expect(ids(second)).toEqual([inv.issued.id]);
    expect(second.data).toMatchObject({ total: 3, pages: 2, pageNum: 2, size: 1 });
  });

  it('refuses bad filters in Chinese and changes nothing', async () => {
    const before = await tableCounts(t.app.db);
    for (const [query, message] of [
      ['status=5', '发票状态有误'],
      ['from=2026-02-30', '开始日期有误'],
      ['to=20260501', '结束日期格式应为 YYYY-MM-DD'],
      ['from=2026-05-02&to=2026-05-01', INVOICE_MESSAGES.dateRangeInvalid],
      [`orderNo=${'J'.repeat(40)}`, '订单号不能超过32个字符'],
      ['pageSize=1000', '每页条数最大为'],
    ]) {
      const res = await list(query!);
      expect(res.retcode, query).toBe(0);
      expect(res.retmsg, query).toContain(message);
    }
    expect(await tableCounts(t.app.db)).toEqual(before);
  });

  it('refuses a visitor, a member and institution staff', async () => {
    expect((await t.app.inject({ method: 'GET', url: URL })).json().retcode).toBe(401);
    for (const headers of [staff.jigou01.member, staff.jigou01.staff]) {
      expect(await list('', headers)).toMatchObject({ retcode: 0, retmsg: OPERATOR_MESSAGES.operatorOnly, data: null });
    }
  });

  it("opens a listed e-invoice for the operator (a private document of the order), not for another institution's staff", async () => {
    const [row] = (await list('status=2')).data.list;
    expect(row?.fileUrl).toMatch(/^\/files\/.+\.pdf$/);
    const opened = await t.app.inject({ method: 'GET', url: row!.fileUrl!, headers: operator });
    expect(opened.statusCode).toBe(200);
    expect(opened.body.startsWith('%PDF')).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: row!.fileUrl!, headers: staff.jigou02.staff })).statusCode).toBeGreaterThanOrEqual(400);
    expect((await t.app.inject({ method: 'GET', url: row!.fileUrl! })).statusCode).toBeGreaterThanOrEqual(400);
  });
});
