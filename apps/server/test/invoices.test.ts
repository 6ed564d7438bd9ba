import { INVOICE_MESSAGES, INVOICE_STATUS, ORDER_MESSAGES, ORDER_STATUS, type OrderInvoice, type OrderInvoices, PRIVATE_FILE_MESSAGES, formatFen } from '@tcm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from './helpers/multipart';
import { type Parties, orderAt, placeOrder, signIn, uploadPdf } from './helpers/orders';
import { tableCounts } from './helpers/table-counts';
import { type TestApp, createTestApp, testEngine } from './helpers/test-app';

type Headers = Record<string, string>;
interface Reply<T = unknown> {
  retcode: number;
  retmsg: string;
  data: T;
}

const M = '/api/orderInfo';
const I = '/api/institutionOrder';
/** A published unified social credit code (its check character is right). */
const CREDIT_CODE = '91350100M000100Y43';
const VAT = { type: 2, title: '福建青禾中药饮片有限公司', taxNo: CREDIT_CODE, address: '福州市鼓楼区五四路1号', phone: '0591-88886666', bankName: '中国工商银行福州分行', bankAccount: '1402 0211 0990 0012 345' };

/** A stored (uncompressed) ZIP of these entries: an OFD package when one is OFD.xml. */
function zipOf(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const n = Buffer.from(name);
    const data = Buffer.from(text);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(n.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(n.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, n, data);
    centrals.push(central, n);
    offset += 30 + n.length + data.length;
  }
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}
const OFD = zipOf({ 'OFD.xml': '<ofd:OFD xmlns:ofd="http://www.ofdspec.org/2016" Version="1.1"/>', 'Doc_0/Document.xml': '<ofd:Document/>' });

/**
 * Issue #23, 发票: the member asks for an invoice once payment is confirmed, for the paid amount;
 * its institution issues the e-invoice (private to the order's parties), a 红冲 marks the old one
 * and issues a new one; each step notifies the other side; bad input and wrong status change nothing.
 */
describe(`invoices on ${testEngine}`, () => {
  let t: TestApp;
  let p: Parties;
  const h: Record<'stranger' | 'otherStaff' | 'operator', Headers> = {} as never;
  let paidOrder: number;

  const get = async <T>(url: string, headers: Headers): Promise<Reply<T>> => (await t.app.inject({ method: 'GET', url, headers })).json();
  const post = async <T>(url: string, headers: Headers, payload: Record<string, unknown>): Promise<Reply<T>> => (await t.app.inject({ method: 'POST', url, headers, payload })).json();
  const request = (orderId: number, buyer: Record<string, unknown> = VAT, headers = p.member) => post<OrderInvoice>(`${M}/requestInvoice`, headers, { orderId, buyer });
  const issueBody = async (invoiceId: number, extra: Record<string, unknown> = {}) => ({ invoiceId, invoiceNo: '26332000000012345678', invoiceDate: '2026-05-12', fileUrl: await uploadPdf(t.app, p.staff, '电子发票.pdf'), ...extra });
  async function expectRefused(send: () => Promise<Reply>, message: string) {
    const before = await tableCounts(t.app.db);
    const res = await send();
    expect(res.retcode, res.retmsg).toBe(0);
    expect(res.retmsg).toContain(message);
    expect(await tableCounts(t.app.db)).toEqual(before);
  }
  const noticesOf = async (headers: Headers, scope: string, orderId: number) =>
    ((await get<{ list: { event: string; orderId: number; body: string }[] }>(`/api/notice/list?scope=${scope}&kind=payment&pageSize=50`, headers)).data.list).filter((n) => n.orderId === orderId);

  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false });
    const member = await t.memberHeaders('invowner');
    const staff = await signIn(t.app, 'jigou01');
    p = { member, staff, memberPdf: await uploadPdf(t.app, member), staffPdf: await uploadPdf(t.app, staff) };
    h.stranger = await t.memberHeaders('invstranger');
    h.otherStaff = await signIn(t.app, 'jigou02');
    h.operator = await signIn(t.app, 'yunying01');
    paidOrder = await orderAt(t.app, p, ORDER_STATUS.PENDING_SAMPLE_SHIPMENT);
  }, 120_000);
  afterAll(async () => t?.close());

  it('refuses a request before payment is confirmed, and says so on the order', async () => {
    const unpaid = await placeOrder(t.app, p.member);
    await expectRefused(() => request(unpaid), INVOICE_MESSAGES.notPaid);
    const view = await get<OrderInvoices>(`${M}/getOrderInvoices?orderId=${unpaid}`, p.member);
    expect(view.data).toMatchObject({ list: [], requestBlocked: INVOICE_MESSAGES.notPaid, invoiceableAmount: '0.00' });
  });

  it('refuses bad buyer details in Chinese and writes nothing', async () => {
    await expectRefused(() => request(paidOrder, { ...VAT, taxNo: '91350100M000100Y44' }), INVOICE_MESSAGES.taxNoInvalid);
    await expectRefused(() => request(paidOrder, { ...VAT, bankName: '' }), ORDER_MESSAGES.vatFieldRequired);
    await expectRefused(() => request(paidOrder, { ...VAT, type: 7 }), '发票类型');
    await expectRefused(() => request(paidOrder, { ...VAT, title: '' }), '');
  });

  it("hides another member's order and another institution's invoices", async () => {
    await expectRefused(() => request(paidOrder, VAT, h.stranger), ORDER_MESSAGES.orderNotFound);
    expect((await get(`${M}/getOrderInvoices?orderId=${paidOrder}`, h.stranger)).retcode).toBe(0);
    expect((await get(`${I}/getOrderInvoices?orderId=${paidOrder}`, h.otherStaff)).retcode).toBe(0);
  });

  it('takes a 专用发票 request for the paid amount, once, and tells the institution', async () => {
    const total = await t.app.db.selectFrom('order_info').select('total_fen').where('id', '=', paidOrder).executeTakeFirstOrThrow();
    const res = await request(paidOrder);
    expect(res.retcode, res.retmsg).toBe(1);
    expect(res.retmsg).toBe(INVOICE_MESSAGES.requested);
    expect(res.data).toMatchObject({ status: INVOICE_STATUS.REQUESTED, statusName: '待开票', amount: formatFen(total.total_fen), fileUrl: null, buyer: { typeName: '6%增值税专用发票', taxNo: CREDIT_CODE, bankName: VAT.bankName } });
    await expectRefused(() => request(paidOrder), INVOICE_MESSAGES.alreadyRequested);
    expect((await get<OrderInvoices>(`${M}/getOrderInvoices?orderId=${paidOrder}`, p.member)).data.requestBlocked).toBe(INVOICE_MESSAGES.alreadyRequested);
    expect((await noticesOf(p.staff, 'institution', paidOrder)).filter((n) => n.event.startsWith('invoice'))).toEqual([expect.objectContaining({ event: 'invoiceRequested', body: expect.stringContaining('6%增值税专用发票') })]);
    const queue = await get<{ list: OrderInvoice[] }>(`${I}/getInvoices?status=1&pageSize=50`, p.staff);
    expect(queue.data.list.map((i) => i.id)).toContain(res.data.id);
    expect((await get<{ list: OrderInvoice[] }>(`${I}/getInvoices?pageSize=50`, h.otherStaff)).data.list.map((i) => i.id)).not.toContain(res.data.id);
  });

  it('lets only one of two racing requests in', async () => {
    const order = await orderAt(t.app, p, ORDER_STATUS.TESTING);
    const replies = await Promise.all([request(order), request(order), request(order, { type: 1, title: '个人' })]);
    expect(replies.filter((r) => r.retcode === 1)).toHaveLength(1);
    for (const r of replies.filter((x) => x.retcode !== 1)) expect(r.retmsg).toBe(INVOICE_MESSAGES.alreadyRequested);
    expect(await t.app.db.selectFrom('order_invoice').select('id').where('order_id', '=', order).execute()).toHaveLength(1);
  });

  it('issues with a PDF, number and date; the e-invoice opens for the parties only; the member hears of it', async () => {
    const [inv] = (await get<OrderInvoices>(`${M}/getOrderInvoices?orderId=${paidOrder}`, p.member)).data.list;
    {
      const b = await issueBody(inv!.id, { invoiceNo: '12345' });
      await expectRefused(() => post(`${I}/issueInvoice`, p.staff, b), INVOICE_MESSAGES.invoiceNoInvalid);
    }
    {
      const b = await issueBody(inv!.id, { invoiceDate: '2099-01-01' });
      await expectRefused(() => post(`${I}/issueInvoice`, p.staff, b), INVOICE_MESSAGES.invoiceDateFuture);
    }
    {
      const b = await issueBody(inv!.id, { invoiceDate: '2026-02-30' });
      await expectRefused(() => post(`${I}/issueInvoice`, p.staff, b), INVOICE_MESSAGES.invoiceDateInvalid);
    }
    {
      const b = await issueBody(inv!.id, { fileUrl: p.memberPdf });
      await expectRefused(() => post(`${I}/issueInvoice`, p.staff, b), INVOICE_MESSAGES.fileNotOwn);
    }
    {
      const b = { ...(await issueBody(inv!.id)), fileUrl: await uploadPdf(t.app, h.otherStaff) };
      await expectRefused(() => post(`${I}/issueInvoice`, h.otherStaff, b), INVOICE_MESSAGES.invoiceNotFound);
    }

    const body = await issueBody(inv!.id);
    const res = await post<OrderInvoice>(`${I}/issueInvoice`, p.staff, body);
    expect(res.retcode, res.retmsg).toBe(1);
    expect(res.data).toMatchObject({ status: INVOICE_STATUS.ISSUED, invoiceNo: body.invoiceNo, invoiceDate: body.invoiceDate, fileUrl: body.fileUrl });
    {
      const b = await issueBody(inv!.id);
      await expectRefused(() => post(`${I}/issueInvoice`, p.staff, b), INVOICE_MESSAGES.notRequested);
    }

    const file = await t.app.db.selectFrom('upload_file').select(['private', 'kind', 'claimed']).where('file_key', '=', body.fileUrl.slice('/files/'.length)).executeTakeFirstOrThrow();
    expect(file).toEqual({ private: 1, kind: 'invoice', claimed: 1 });
    for (const headers of [p.member, p.staff, h.operator]) expect((await t.app.inject({ method: 'GET', url: body.fileUrl, headers })).statusCode).toBe(200);
    for (const headers of [h.stranger, h.otherStaff, {}]) {
      const r = await t.app.inject({ method: 'GET', url: body.fileUrl, headers });
      expect(r.statusCode).toBe(403);
      expect(r.json().retmsg).toBe(PRIVATE_FILE_MESSAGES.refused);
    }
    expect(await noticesOf(p.member, 'member', paidOrder)).toContainEqual(expect.objectContaining({ event: 'invoiceIssued' }));
    const mine = await get<{ list: OrderInvoice[] }>(`${M}/getMyInvoices?status=2`, p.member);
    expect(mine.data.list.map((i) => i.id)).toEqual([inv!.id]);
    expect((await get<{ list: OrderInvoice[] }>(`${M}/getMyInvoices`, h.stranger)).data.list).toEqual([]);
  });

  it('corrects by 红冲 only: the old one marked, a new one issued; never twice', async () => {
    const [inv] = (await get<OrderInvoices>(`${I}/getOrderInvoices?orderId=${paidOrder}`, p.staff)).data.list;
    {
      const b = await issueBody(inv!.id, { reason: ' ' });
      await expectRefused(() => post(`${I}/reverseInvoice`, p.staff, b), INVOICE_MESSAGES.reasonRequired);
    }
    const body = { ...(await issueBody(inv!.id, { invoiceNo: '26332000000087654321' })), reason: '发票抬头有误' };
    const res = await post<OrderInvoice>(`${I}/reverseInvoice`, p.staff, body);
    expect(res.retcode, res.retmsg).toBe(1);
    expect(res.data).toMatchObject({ status: INVOICE_STATUS.ISSUED, replacesId: inv!.id, invoiceNo: body.invoiceNo, amount: inv!.amount, buyer: inv!.buyer });
    {
      const b = { ...(await issueBody(inv!.id)), reason: '再次红冲' };
      await expectRefused(() => post(`${I}/reverseInvoice`, p.staff, b), INVOICE_MESSAGES.notIssued);
    }
    const list = (await get<OrderInvoices>(`${M}/getOrderInvoices?orderId=${paidOrder}`, p.member)).data.list;
    expect(list.map((i) => [i.id, i.statusName])).toEqual([
      [res.data.id, '已开票'],
      [inv!.id, '已红冲'],
    ]);
    expect(list[1]).toMatchObject({ reverseReason: '发票抬头有误', invoiceNo: inv!.invoiceNo, fileUrl: inv!.fileUrl });
    expect(await noticesOf(p.member, 'member', paidOrder)).toContainEqual(expect.objectContaining({ event: 'invoiceReversed', body: expect.stringContaining('发票抬头有误') }));
  });

  it('takes an OFD e-invoice under the invoice scene only, and only a real OFD package', async () => {
    const send = async (bytes: Buffer, scene: string) => {
      const body = multipartBody([{ name: 'file', value: bytes, filename: '电子发票.ofd', contentType: 'application/octet-stream' }]);
      return (await t.app.inject({ method: 'POST', url: `/api/uploadFile?scene=${scene}`, headers: { ...p.staff, ...body.headers }, payload: body.payload })).json() as Reply<{ fileUrl: string }>;
    };
    const before = await tableCounts(t.app.db);
    for (const [bytes, scene] of [[zipOf({ 'word/document.xml': '<w:document/>' }), 'invoice'], [OFD, 'orderMessage'], [OFD, 'contract']] as const) {
      const r = await send(bytes, scene);
      expect(r.retcode, scene).toBe(0);
      expect(r.retmsg).toContain('不支持');
    }
    expect(await tableCounts(t.app.db)).toEqual(before);
    const ofd = await send(OFD, 'invoice');
    expect(ofd.retcode, ofd.retmsg).toBe(1);
    expect(ofd.data.fileUrl).toMatch(/\.ofd$/);
    const order = await orderAt(t.app, p, ORDER_STATUS.PENDING_SAMPLE_SHIPMENT);
    const asked = await request(order, { type: 1, title: '个人' });
    const issued = await post<OrderInvoice>(`${I}/issueInvoice`, p.staff, { invoiceId: asked.data.id, invoiceNo: '12345678', invoiceDate: '2026-05-12', fileUrl: ofd.data.fileUrl });
    expect(issued.retcode, issued.retmsg).toBe(1);
    const opened = await t.app.inject({ method: 'GET', url: ofd.data.fileUrl, headers: p.member });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('application/ofd');
    expect(opened.headers['content-disposition']).toContain('attachment');
    expect((await t.app.inject({ method: 'GET', url: ofd.data.fileUrl, headers: h.stranger })).statusCode).toBe(403);
  });

  it('never issues more than was paid (minus refunds)', async () => {
    const order = await orderAt(t.app, p, ORDER_STATUS.PENDING_SAMPLE_SHIPMENT);
    const asked = await request(order, { type: 1, title: '个人' });
    expect(asked.retcode, asked.retmsg).toBe(1);
    // What stands paid drops below the request (as a refund would): the issue is refused, nothing moves.
    await t.app.db.updateTable('order_info').set({ total_fen: 1 }).where('id', '=', order).execute();
    {
      const b = await issueBody(asked.data.id);
      await expectRefused(() => post(`${I}/issueInvoice`, p.staff, b), INVOICE_MESSAGES.amountExceeded);
    }
  });

  it('keeps a member’s invoice titles (发票抬头), its own only', async () => {
    const saved = await post<{ id: number }>('/api/invoiceTitle/save', p.member, { buyer: VAT });
    expect(saved.retcode, saved.retmsg).toBe(1);
    await expectRefused(() => post('/api/invoiceTitle/save', p.member, { buyer: { ...VAT, taxNo: '91350100M000100Y44' } }), INVOICE_MESSAGES.taxNoInvalid);
    expect((await post('/api/invoiceTitle/save', p.member, { id: saved.data.id, buyer: { type: 1, title: '个人', address: '不留' } })).retcode).toBe(1);
    expect((await get('/api/invoiceTitle/list', p.member)).data).toEqual([expect.objectContaining({ id: saved.data.id, type: 1, title: '个人', address: '' })]);
    expect((await get('/api/invoiceTitle/list', h.stranger)).data).toEqual([]);
    await expectRefused(() => post('/api/invoiceTitle/save', h.stranger, { id: saved.data.id, buyer: VAT }), INVOICE_MESSAGES.titleNotFound);
    await expectRefused(() => post('/api/invoiceTitle/delete', h.stranger, { id: saved.data.id }), INVOICE_MESSAGES.titleNotFound);
    expect((await post('/api/invoiceTitle/delete', p.member, { id: saved.data.id })).retcode).toBe(1);
    expect((await get('/api/invoiceTitle/list', p.member)).data).toEqual([]);
  });
});
