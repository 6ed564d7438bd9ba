import { ORDER_MESSAGES, ORDER_STATUS } from '@tcm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Parties, orderAt, orderForm, placeOrder, servicesOf, signIn, uploadPdf } from './helpers/orders';
import { tableCounts } from './helpers/table-counts';
import { type TestApp, createTestApp, testEngine } from './helpers/test-app';

describe(`ordering on ${testEngine}`, () => {
  let t: TestApp;
  let p: Parties;
  const get = async (url: string, headers: Record<string, string> = p.member) => (await t.app.inject({ method: 'GET', url, headers })).json();
  const post = async (url: string, payload: object, headers: Record<string, string> = p.member) => (await t.app.inject({ method: 'POST', url, headers, payload })).json();

  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false });
    const member = await t.memberHeaders('orderer');
    const staff = await signIn(t.app, 'jigou01');
    p = { member, staff, memberPdf: await uploadPdf(t.app, member, '工行回单20261120.pdf'), staffPdf: await uploadPdf(t.app, staff, '检测合同（盖章）.pdf') };
  }, 60_000);
  afterAll(async () => t.close());

  it('prices the cart on the server in fen, with the urgent surcharge rounded half up per order', async () => {
    const [a, b] = await servicesOf(t.app, 'jigou01');
    const [c] = await servicesOf(t.app, 'jigou02');
    // An odd fen amount makes +50 % land on a half fen: it rounds up.
    await t.app.db.updateTable('institution_test_service').set({ price_fen: 12345 }).where('id', '=', a!.id).execute();
    const q = `items=${a!.id}:1,${b!.id}:2,${c!.id}:1,${a!.id}:2&urgentFlag=2`;
    const r = await get(`/api/orderInfo/getPayAmount?${q}`);
    expect(r.retcode).toBe(1);
    const [g1, g2] = r.data.groups;
    expect(g1.items.find((i: { testServiceId: number }) => i.testServiceId === a!.id)).toMatchObject({ unitPriceFen: 12345, sampleCount: 3, amountFen: 37035 });
    expect(g1.itemsFen).toBe(37035 + b!.price_fen * 2);
    expect(g1.surchargeFen).toBe(Math.floor((g1.itemsFen * 50 + 50) / 100));
    expect(g2).toMatchObject({ itemsFen: c!.price_fen, surchargeFen: Math.floor((c!.price_fen * 50 + 50) / 100) });
    expect(r.data).toMatchObject({ surchargePercent: 50, itemsFen: g1.itemsFen + g2.itemsFen, totalFen: g1.totalFen + g2.totalFen });
    expect((await get(`/api/orderInfo/getPayAmount?items=${a!.id}:1&urgentFlag=3`)).data).toMatchObject({ itemsFen: 12345, surchargeFen: 12345, totalFen: 24690 });
    expect((await get(`/api/orderInfo/getPayAmount?items=999999:1`)).retmsg).toBe(ORDER_MESSAGES.serviceUnavailable);
  });

  it('offers the checkout its own recent return contacts, distinct and newest first, and the last invoice', async () => {
    const newcomer = await t.member('prefill');
    const fresh = newcomer.headers;
    // Never ordered: the account's own mobile, no address, and no invoice title the portal could know.
    expect((await get('/api/orderInfo/getCheckoutPrefill', fresh)).data).toEqual({ contact: { name: '', phone: newcomer.mobile, address: '' }, addresses: [], contacts: [], invoice: null });
    // A company that never ordered: its name and credit code as the invoice title.
    const company = await signIn(t.app, 'qiye03');
    expect((await get('/api/orderInfo/getCheckoutPrefill', company)).data.invoice).toMatchObject({ type: 1, title: '文山三七源生物科技有限公司', taxNo: '91532600MA6PX3LD28' });
    const home = { name: '周明', phone: '13911112222', address: '安徽省亳州市谯城区药都路1号' };
    const lab = { name: '吴倩', phone: '13933334444', address: '安徽省亳州市谯城区魏武大道8号' };
    const invoice = { type: 2, title: '亳州仁和堂中药饮片有限公司', taxNo: '91341600MA2T7BQ63K', bankName: '中国银行亳州分行', bankAccount: '1234 5678', address: '亳州市药都路1号', phone: '0558-5551234' };
    await placeOrder(t.app, fresh, { extra: { contact: home } });
    await placeOrder(t.app, fresh, { extra: { contact: lab } });
    await placeOrder(t.app, fresh, { extra: { contact: home, invoice } });
    const r = await get('/api/orderInfo/getCheckoutPrefill', fresh);
    expect(r.data.contacts).toEqual([home, lab]);
    expect(r.data.contact).toEqual(home);
    expect(r.data.invoice).toEqual(invoice);
    // Another member's contacts never appear; a visitor is asked to sign in.
    expect((await get('/api/orderInfo/getCheckoutPrefill')).data.contacts).not.toContainEqual(home);
    expect((await get('/api/orderInfo/getCheckoutPrefill', {})).retcode).not.toBe(1);
  });

  it('places one order per institution, idempotently for one submission, even on a double click', async () => {
    const [a] = await servicesOf(t.app, 'jigou01');
    const [c] = await servicesOf(t.app, 'jigou02');
    const body = { ...orderForm([{ testServiceId: a!.id, sampleCount: 1 }, { testServiceId: c!.id, sampleCount: 2 }], { urgentFlag: 3 }), submissionId: 'double-click-0001' };
    const [x, y] = await Promise.all([post('/api/orderInfo/placeOrder', body), post('/api/orderInfo/placeOrder', body)]);
    expect(x.retcode).toBe(1);
    expect(y.retcode).toBe(1);
    expect(x.data.orders).toHaveLength(2);
    expect(y.data.orders.map((o: { id: number }) => o.id)).toEqual(x.data.orders.map((o: { id: number }) => o.id));
    const again = await post('/api/orderInfo/placeOrder', body);
    expect(again.data).toMatchObject({ replayed: true });
    const detail = await get(`/api/orderInfo/getOrder?id=${x.data.orders[1].id}`);
    expect(detail.data).toMatchObject({ status: 1, urgentFlag: 3, amounts: { itemsFen: c!.price_fen * 2, surchargeFen: c!.price_fen * 2, totalFen: c!.price_fen * 4 } });
    expect(detail.data.timeline).toMatchObject([{ action: 'place', fromStatus: null, toStatus: 1, actor: 'member' }]);
  });

  it('requires the special-VAT fields only for a special VAT invoice, and the asked qualification', async () => {
    const [a] = await servicesOf(t.app, 'jigou01');
    const base = { ...orderForm([{ testServiceId: a!.id, sampleCount: 1 }]), submissionId: 'vat-check-0001' };
    const before = await tableCounts(t.app.db);
    const vat = await post('/api/orderInfo/placeOrder', { ...base, invoice: { type: 2, title: '某公司' } });
    expect(vat).toMatchObject({ retcode: 0, retmsg: expect.stringContaining(ORDER_MESSAGES.vatFieldRequired) });
    expect(await tableCounts(t.app.db)).toEqual(before);
    const full = { type: 4, title: '某公司', taxNo: '91330106MA2H0Q8R5F', bankName: '工商银行', bankAccount: '1202021109900012345', address: '杭州市文三路90号', phone: '0571-88886666' };
    expect((await post('/api/orderInfo/placeOrder', { ...base, invoice: full })).retcode).toBe(1);
    const noCnas = (await servicesOf(t.app, 'jigou01')).find((s) => s.cnas === 0);
    if (noCnas) {
      const r = await post('/api/orderInfo/placeOrder', { ...orderForm([{ testServiceId: noCnas.id, sampleCount: 1 }], { qualification: 2 }), submissionId: 'cnas-check-0001' });
      expect(r.retmsg).toBe(ORDER_MESSAGES.qualificationMissing);
    }
  });

  it('lists own orders with counts per status, an order-number search and a 90-day default range', async () => {
    const fresh = await t.memberHeaders('lister');
    const first = await placeOrder(t.app, fresh);
    await placeOrder(t.app, fresh);
    await post('/api/orderInfo/cancelOrder', { orderId: first, reason: '' }, fresh);
    const old = await placeOrder(t.app, fresh);
    await t.app.db.updateTable('order_info').set({ created_at: new Date(Date.now() - 120 * 86_400_000).toISOString() }).where('id', '=', old).execute();
    const page = (await get('/api/orderInfo/queryOrderInfo', fresh)).data;
    expect(page).toMatchObject({ total: 2, all: 2, counts: { 1: 1, 12: 1, 8: 0 }, endDate: null });
    expect(page.list[0].facts).toEqual({ returnSample: false, hasContract: false, evaluated: false });
    expect((await get('/api/orderInfo/queryOrderInfo?status=12', fresh)).data).toMatchObject({ total: 1, list: [{ id: first, statusName: '已取消' }] });
    expect((await get('/api/orderInfo/queryOrderInfo?startDate=2000-01-01', fresh)).data.total).toBe(3);
    const no = (await t.app.db.selectFrom('order_info').select('order_no').where('id', '=', first).executeTakeFirstOrThrow()).order_no;
    expect((await get(`/api/orderInfo/queryOrderInfo?orderNo=${no}`, fresh)).data.list.map((o: { id: number }) => o.id)).toEqual([first]);
    expect((await get('/api/orderInfo/queryOrderInfo?startDate=2026-13-45', fresh)).retcode).toBe(0);
  });

  it("refuses another member's order and shows nothing of it", async () => {
    const id = await placeOrder(t.app, p.member);
    const other = await t.memberHeaders('stranger');
    const before = await tableCounts(t.app.db);
    for (const url of [`/api/orderInfo/getOrder?id=${id}`, `/api/orderInfo/getPayAmount?orderId=${id}`, `/api/orderInfo/getRealTimeLogistics?orderId=${id}`]) {
      expect(await get(url, other)).toMatchObject({ retcode: 0, retmsg: ORDER_MESSAGES.orderNotFound, data: null });
    }
    expect(await post('/api/orderInfo/cancelOrder', { orderId: id }, other)).toMatchObject({ retcode: 0, retmsg: ORDER_MESSAGES.orderNotFound });
    expect((await get('/api/orderInfo/queryOrderInfo?startDate=2000-01-01', other)).data.total).toBe(0);
    expect(await tableCounts(t.app.db)).toEqual(before);
  });

  it('keeps institution calls to staff of the order’s own institution', async () => {
    const id = await placeOrder(t.app, p.member);
    const otherStaff = await signIn(t.app, 'jigou02');
    const before = await tableCounts(t.app.db);
    expect(await post('/api/institutionOrder/approveOrder', { orderId: id }, p.member)).toMatchObject({ retcode: 0, retmsg: ORDER_MESSAGES.staffOnly });
    expect(await post('/api/institutionOrder/approveOrder', { orderId: id }, {})).toMatchObject({ retcode: 401 });
    expect(await post('/api/institutionOrder/approveOrder', { orderId: id }, otherStaff)).toMatchObject({ retcode: 0, retmsg: ORDER_MESSAGES.orderNotFound });
    expect(await get(`/api/institutionOrder/getOrder?id=${id}`, otherStaff)).toMatchObject({ retcode: 0, data: null });
    expect(await tableCounts(t.app.db)).toEqual(before);
    const queue = (await get('/api/institutionOrder/queryOrder?status=1', p.staff)).data;
    expect(queue.list.some((o: { id: number }) => o.id === id)).toBe(true);
    // A party to the order reads its client whole (issue #20): the institution as the member itself does.
    const own = (await get(`/api/orderInfo/getOrder?id=${id}`)).data;
    expect(own.memberName).not.toMatch(/\*/);
    expect(queue.list.find((o: { id: number }) => o.id === id).memberName).toBe(own.memberName);
    expect((await get(`/api/institutionOrder/getOrder?id=${id}`, p.staff)).data.memberName).toBe(own.memberName);
  });

  it('refuses files the caller did not upload', async () => {
    const id = await orderAt(t.app, p, ORDER_STATUS.PENDING_PAYMENT);
    const before = await tableCounts(t.app.db);
    expect(await post('/api/orderInfo/payOrder', { orderId: id, voucherUrls: [p.staffPdf] })).toMatchObject({ retcode: 0, retmsg: ORDER_MESSAGES.fileNotOwn });
    expect(await tableCounts(t.app.db)).toEqual(before);
  });

  it('shows the whole story: detail, logistics events, report with its verification, ticker', async () => {
    const id = await orderAt(t.app, p, ORDER_STATUS.PENDING_SAMPLE_RETURN, true);
    const detail = (await get(`/api/orderInfo/getOrder?id=${id}`)).data;
    expect(detail).toMatchObject({ status: 13, contractUrl: p.staffPdf, signedContractUrl: p.memberPdf, voucherUrls: [p.memberPdf], shipments: [{ direction: 1, courier: '顺丰速运' }] });
    // The names the files arrived under, for both parties' lists (issue #20), not the stored keys.
    expect(detail.fileNames).toEqual({ [p.staffPdf]: '检测合同（盖章）.pdf', [p.memberPdf]: '工行回单20261120.pdf' });
    expect((await get(`/api/institutionOrder/getOrder?id=${id}`, p.staff)).data.fileNames).toEqual(detail.fileNames);
    expect(detail.timeline.map((l: { action: string }) => l.action)).toEqual(['place', 'approve', 'provideContract', 'signContract', 'pay', 'confirmPayment', 'sendSamples', 'confirmReceipt', 'issueReport']);
    const shipmentId = detail.shipments[0].id;
    const event = { shipmentId, time: '2026-11-20T10:00:00+08:00', place: '杭州转运中心', description: '快件已到达' };
    expect((await post('/api/institutionOrder/addTrackingEvent', event, p.staff)).retcode).toBe(1);
    expect((await post('/api/institutionOrder/addTrackingEvent', event, await signIn(t.app, 'jigou02'))).retmsg).toBe(ORDER_MESSAGES.shipmentNotFound);
    const tracks = (await get(`/api/orderInfo/getRealTimeLogistics?orderId=${id}`)).data;
    expect(tracks).toMatchObject([{ provider: 'recorded', shipment: { id: shipmentId }, events: [{ place: '杭州转运中心', time: '2026-11-20T02:00:00.000Z' }] }]);

    const code = detail.report.verifyCode as string;
    expect(code).toMatch(/^[0-9A-Z]{12}$/);
    const verified = await get(`/api/report/verifyReport?code=${code.toLowerCase().slice(0, 4)}-${code.slice(4)}`, {});
    expect(verified.data).toMatchObject({ status: 1, statusName: '有效', reportNo: detail.report.reportNo, sampleName: '黄芪饮片', replacedBy: null });
    expect(JSON.stringify(verified.data)).not.toMatch(/13912345678|张三/);
    expect((await get('/api/report/verifyReport?code=ZZZZZZZZZZZZ', {})).retmsg).toBe(ORDER_MESSAGES.reportNotFound);
    const reports = (await get('/api/orderInfo/queryMyReport')).data;
    expect(reports.list[0]).toMatchObject({ orderId: id, verifyCode: code });

    const ticker = (await get('/api/orderInfo/queryNewOrder?limit=3', {})).data;
    expect(ticker).toHaveLength(3);
    for (const row of ticker) expect(row.memberName).toMatch(/\*/);
  });

  it('edits and resubmits a rejected order with re-read prices', async () => {
    const id = await orderAt(t.app, p, ORDER_STATUS.REVIEW_REJECTED);
    expect((await get(`/api/orderInfo/getOrder?id=${id}`)).data.rejectReason).toBe('信息不全');
    const [, b] = await servicesOf(t.app, 'jigou01');
    const [other] = await servicesOf(t.app, 'jigou02');
    expect((await post('/api/orderInfo/resubmitOrder', { ...orderForm([{ testServiceId: other!.id, sampleCount: 1 }]), orderId: id })).retmsg).toBe(ORDER_MESSAGES.mixedInstitution);
    const r = await post('/api/orderInfo/resubmitOrder', { ...orderForm([{ testServiceId: b!.id, sampleCount: 3 }], { urgentFlag: 2 }), orderId: id });
    expect(r.data).toMatchObject({ status: 1, rejectReason: null, items: [{ testServiceId: b!.id, sampleCount: 3 }], amounts: { itemsFen: b!.price_fen * 3 } });
  });

  it('records quality-inspection applications from members and visitors', async () => {
    const body = { sampleName: '川贝母', purpose: '收购前鉴别真伪', wishes: '希望一周内出结果', contactName: '李四', contactPhone: '0571-88886666' };
    expect((await post('/api/qualityInfo/addQualityInfo', body, {})).retcode).toBe(1);
    expect((await post('/api/qualityInfo/addQualityInfo', body)).retcode).toBe(1);
    const rows = await t.app.db.selectFrom('quality_info').select(['member_id', 'status']).orderBy('id').execute();
    expect(rows.map((r) => r.member_id === null)).toEqual([true, false]);
  });

  it('walks seeded staff and orders: every status is visible to the demo members', async () => {
    const statuses = new Set((await t.app.db.selectFrom('order_info').select('status').where('submission_id', 'like', 'seed-%').execute()).map((r) => r.status));
    expect([...statuses].sort((x, y) => x - y)).toEqual(Object.values(ORDER_STATUS));
    const qiye = (await get('/api/orderInfo/queryOrderInfo', await signIn(t.app, 'qiye01'))).data;
    expect(qiye.all).toBeGreaterThan(0);
    expect((await get('/api/report/verifyReport?code=DEMO11K7QX2M', {})).data).toMatchObject({ status: 1 });
    const queue = (await get('/api/institutionOrder/queryOrder', await signIn(t.app, 'jigou01'))).data;
    expect(queue.all).toBeGreaterThanOrEqual(5);
  });
});
