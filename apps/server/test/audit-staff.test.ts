import { ORDER_MESSAGES, ORDER_STATUS, RESULT_AUDIT_ACTIONS, STAFF_AUDIT_ACTIONS as A } from '@tcm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathTo } from '../src/db/seed/orders/demo-orders';
import { type Parties, act, orderAt, servicesOf, signIn, uploadPdf } from './helpers/orders';
import { type TestApp, createTestApp, testEngine } from './helpers/test-app';

type Headers = Record<string, string>;
const I = '/api/institutionOrder';

/**
 * Issue #17 (MLPS level 3): institution staff's moves on orders and on their workbench land in
 * audit_log in the move's transaction — staff account, action, order number, note, client address.
 * Members' own moves stay on the order's timeline only.
 */
describe(`staff moves in the audit log on ${testEngine}`, () => {
  let t: TestApp;
  let p: Parties;
  let staffId: number;
  const post = async (url: string, payload: object, headers: Headers = p.staff) => (await t.app.inject({ method: 'POST', url, headers, payload })).json();
  const get = async (url: string, headers: Headers = p.staff) => (await t.app.inject({ method: 'GET', url, headers })).json();
  const orderNo = async (id: number) => (await t.app.db.selectFrom('order_info').select('order_no').where('id', '=', id).executeTakeFirstOrThrow()).order_no;
  /** The audit rows naming this order, oldest first. */
  const rowsOf = (no: string) => t.app.db.selectFrom('audit_log').selectAll().where('detail', 'like', `%订单 ${no}%`).orderBy('id').execute();

  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false });
    const member = await t.memberHeaders('audited');
    const staff = await signIn(t.app, 'jigou01');
    p = { member, staff, memberPdf: await uploadPdf(t.app, member), staffPdf: await uploadPdf(t.app, staff) };
    staffId = (await t.app.db.selectFrom('sys_member').select('id').where('user_account', '=', 'jigou01').executeTakeFirstOrThrow()).id;
  }, 60_000);
  afterAll(async () => t.close());

  it('writes one row per staff move of an order, with account, address, institution, order number and note; none for the member’s moves', async () => {
    const id = await orderAt(t.app, p, ORDER_STATUS.COMPLETED);
    const no = await orderNo(id);
    const staffSteps = pathTo(ORDER_STATUS.COMPLETED, { returnSample: false, hasContract: true, evaluated: false }).filter((s) => s.actor === 'institution');
    const rows = await rowsOf(no);
    // The results saved before the report (issue #21) are audited too, just before the issuing row.
    const expected = staffSteps.flatMap((s) => (s.action === 'issueReport' ? [RESULT_AUDIT_ACTIONS.save, A.issueReport] : [A[s.action as keyof typeof A]]));
    expect(rows.map((r) => r.action)).toEqual(expected);
    for (const r of rows) {
      expect(r).toMatchObject({ member_id: staffId, account: 'jigou01', result: 'success', ip: '127.0.0.1' });
      expect(r.detail).toMatch(new RegExp(`^\\S+ 订单 ${no}`));
    }
    // The report's number is the issuing row's note.
    const report = await t.app.db.selectFrom('order_report').select('report_no').where('order_id', '=', id).executeTakeFirstOrThrow();
    expect(rows.find((r) => r.action === A.issueReport)?.detail).toContain(`：${report.report_no}`);
    // The member's own moves (sign, pay, send samples) are on the timeline, not in the audit log.
    const memberId = (await t.member('audited')).userId;
    expect(await t.app.db.selectFrom('audit_log').select('id').where('member_id', '=', memberId).where('action', 'like', 'order_%').execute()).toEqual([]);
    expect((await t.app.db.selectFrom('order_log').select('id').where('order_id', '=', id).where('actor', '=', 'member').execute()).length).toBeGreaterThan(0);
  });

  it('records a rejection with its reason, and nothing for a move the lifecycle refuses', async () => {
    const id = await orderAt(t.app, p, ORDER_STATUS.PENDING_REVIEW);
    const no = await orderNo(id);
    expect((await act(t.app, p, 'reject', 'institution', id)).retcode).toBe(1);
    const [row] = await rowsOf(no);
    expect(row).toMatchObject({ action: A.reject, account: 'jigou01', detail: expect.stringMatching(new RegExp(`订单 ${no}：信息不全$`)) });
    // Refused: confirming payment on a rejected order moves nothing and logs nothing.
    expect(await act(t.app, p, 'confirmPayment', 'institution', id)).toMatchObject({ retcode: 0, retmsg: ORDER_MESSAGES.statusNotAllowed });
    expect(await rowsOf(no)).toHaveLength(1);
  });

  it('records tracking events, report replacement and revocation', async () => {
    const id = await orderAt(t.app, p, ORDER_STATUS.COMPLETED);
    const no = await orderNo(id);
    const shipment = (await get(`${I}/queryTrackingEvents?orderId=${id}`)).data[0].shipment;
    expect((await post(`${I}/addTrackingEvent`, { shipmentId: shipment.id, time: '2026-03-01T09:00:00+08:00', place: '杭州转运中心', description: '快件已到达' })).retcode).toBe(1);
    expect((await post(`${I}/replaceReport`, { orderId: id, reportUrl: await uploadPdf(t.app, p.staff), reason: '数据更正' })).retcode).toBe(1);
    expect((await post(`${I}/revokeReport`, { orderId: id, reason: '样品有误' })).retcode).toBe(1);
    const rows = (await rowsOf(no)).slice(-3);
    expect(rows.map((r) => r.action)).toEqual([A.addTrackingEvent, 'report_replace', 'report_revoke']);
    expect(rows[0]!.detail).toContain(`订单 ${no} 物流单 ${shipment.trackingNo}：杭州转运中心 快件已到达`);
    expect(rows[1]!.detail).toMatch(/：\S+ → \S+：数据更正$/);
    expect(rows[2]!.detail).toMatch(/：样品有误$/);
    for (const r of rows) expect(r).toMatchObject({ account: 'jigou01', ip: '127.0.0.1', member_id: staffId });
    // Another institution's staff cannot add an event: refused, and no row.
    const before = (await rowsOf(no)).length;
    expect((await post(`${I}/addTrackingEvent`, { shipmentId: shipment.id, time: '2026-03-01T10:00:00+08:00', place: '某地', description: '伪造' }, await signIn(t.app, 'jigou02'))).retmsg).toBe(
      ORDER_MESSAGES.shipmentNotFound,
    );
    expect(await rowsOf(no)).toHaveLength(before);
  });

  it('records the workbench’s service and profile edits', async () => {
    const auditOf = (action: string) => t.app.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id').execute();
    const [ours] = await servicesOf(t.app, 'jigou01');
    const item = await t.app.db.selectFrom('institution_test_service').select('test_item_id').where('id', '=', ours!.id).executeTakeFirstOrThrow();
    const form = { testItemId: item.test_item_id, price: '88.5', periodDays: 4, qualifications: [], varieties: ['审计'] };
    const added = await post('/api/institutionService/addMyService', form);
    expect(added.retcode).toBe(1);
    expect((await post('/api/institutionService/editMyService', { ...form, id: added.data.id, price: '99' })).retcode).toBe(1);
    expect((await post('/api/institutionService/changeMyServiceStatus', { id: added.data.id, status: 0 })).retcode).toBe(1);
    const [add] = await auditOf(A.serviceAdd);
    expect(add).toMatchObject({ account: 'jigou01', ip: '127.0.0.1', detail: expect.stringContaining(`检测服务#${added.data.id}：检测项目#${item.test_item_id}，价格 88.5 元，周期 4 天`) });
    expect((await auditOf(A.serviceEdit))[0]?.detail).toContain('价格 99 元');
    expect((await auditOf(A.serviceStatus))[0]?.detail).toContain(`检测服务#${added.data.id}：`);

    const profile = (await get('/api/institutionProfile/getMyProfile')).data;
    const body = { intro: profile.intro, city: profile.city, address: profile.address, contactName: '审计联系人', contactPhone: profile.contactPhone, email: profile.email, certificateUrls: profile.certificateUrls.join(',') };
    expect((await post('/api/institutionProfile/editMyProfile', body)).retcode).toBe(1);
    expect((await auditOf(A.profileEdit))[0]).toMatchObject({ account: 'jigou01', detail: expect.stringMatching(/机构资料：修改了联系人$/) });
  });
});
