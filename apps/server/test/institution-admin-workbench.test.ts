import { EVALUATION_AUDIT_STATUS, INSTITUTION_ADMIN_MESSAGES as M, ORDER_MESSAGES, ORDER_STATUS, WORKBENCH_MESSAGES } from '@tcm/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from './helpers/multipart';
import { type Parties, act, orderAt, signIn, uploadPdf } from './helpers/orders';
import { tableCounts } from './helpers/table-counts';
import { type TestApp, createTestApp, testEngine } from './helpers/test-app';

type Headers = Record<string, string>;
const E = '/api/institution/evaluation/queryMyEvaluation';
const T = '/api/institutionOrder/queryTrackingEvents';
const P = '/api/institutionProfile';

describe(`the workbench's evaluations, tracking events and logo on ${testEngine}`, () => {
  let t: TestApp;
  let p: Parties;
  let other: Headers;
  let operator: Headers;
  let institutionId: number;
  const get = async (url: string, headers: Headers = p.staff) => (await t.app.inject({ method: 'GET', url, headers })).json();
  const post = async (url: string, payload: object, headers: Headers = p.staff) => (await t.app.inject({ method: 'POST', url, headers, payload })).json();
  const unchanged = async (call: () => Promise<{ retcode: number; retmsg: string }>, expected: string | number) => {
    const before = await tableCounts(t.app.db);
    const r = await call();
    if (typeof expected === 'number') expect(r.retcode).toBe(expected);
    else expect(r).toMatchObject({ retcode: 0, retmsg: expect.stringContaining(expected) });
    expect(await tableCounts(t.app.db)).toEqual(before);
  };
  async function uploadImage(headers: Headers): Promise<string> {
    const value = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#00604f' } }).png().toBuffer();
    const { payload, headers: h } = multipartBody([{ name: 'file', value, filename: 'logo.png', contentType: 'image/png' }]);
    return (await t.app.inject({ method: 'POST', url: '/api/uploadFile', headers: { ...headers, ...h }, payload })).json().data.fileUrl;
  }
  const evaluationsOf = (id: number) => t.app.db.selectFrom('order_evaluation').select(['id', 'audit_status']).where('institution_id', '=', id).execute();

  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false });
    const member = await t.memberHeaders('writer');
    const staff = await signIn(t.app, 'jigou01');
    p = { member, staff, memberPdf: await uploadPdf(t.app, member), staffPdf: await uploadPdf(t.app, staff) };
    other = await signIn(t.app, 'jigou02');
    operator = await signIn(t.app, 'yunying01');
    institutionId = (await get(`${P}/getMyProfile`)).data.id;
  }, 60_000);
  afterAll(async () => t.close());

  it('shows the institution every evaluation of its own, of every audit status, with counts and the public averages', async () => {
    const orderId = await orderAt(t.app, p, ORDER_STATUS.COMPLETED);
    expect((await act(t.app, p, 'evaluate', 'member', orderId)).retcode).toBe(1);
    const rows = await evaluationsOf(institutionId);
    const r = await get(`${E}?pageSize=100`);
    expect(r.retcode).toBe(1);
    expect(r.data.total).toBe(rows.length);
    expect(new Set(r.data.list.map((e: { id: number }) => e.id))).toEqual(new Set(rows.map((e) => e.id)));
    const { PENDING, APPROVED, REJECTED } = EVALUATION_AUDIT_STATUS;
    for (const s of [PENDING, APPROVED, REJECTED]) expect(r.data.counts[s], `status ${s}`).toBe(rows.filter((e) => e.audit_status === s).length);
    expect(r.data.counts[REJECTED]).toBeGreaterThan(0);
    // The one just written waits for the operator, yet the institution already reads it, newest first.
    expect(r.data.list[0]).toMatchObject({ orderId, orderNo: expect.any(String), service: 5, timeliness: 4, quality: 5, average: 4.7, content: '很好', auditStatus: PENDING, auditStatusName: '待审核' });
    expect(r.data.list[0].memberName).toContain('***');
    // The averages are the ones visitors see on the institution's page.
    const pub = await get(`/api/orderEvaluation/queryCompanyEvaluation?companyId=${institutionId}`, {});
    expect(r.data.summary).toEqual(pub.data.summary);

    const pending = await get(`${E}?auditStatus=${PENDING}&pageSize=5`);
    expect(pending.data).toMatchObject({ total: r.data.counts[PENDING], pageSize: 5 });
    expect(pending.data.list.every((e: { auditStatus: number }) => e.auditStatus === PENDING)).toBe(true);
    expect(await get(`${E}?auditStatus=4`)).toMatchObject({ retcode: 0, retmsg: expect.stringContaining(WORKBENCH_MESSAGES.auditStatusInvalid) });
  });

  it("never shows staff another institution's evaluations, and refuses members, operators and visitors", async () => {
    const ours = new Set((await evaluationsOf(institutionId)).map((e) => e.id));
    const theirs = await get(`${E}?pageSize=100`, other);
    expect(theirs.retcode).toBe(1);
    expect(theirs.data.total).toBeGreaterThan(0);
    for (const e of theirs.data.list) expect(ours.has(e.id)).toBe(false);
    await unchanged(() => get(E, p.member), ORDER_MESSAGES.staffOnly);
    await unchanged(() => get(E, operator), ORDER_MESSAGES.staffOnly);
    await unchanged(() => get(E, {}), 401);
  });

  it('lists the tracking events recorded on our shipments, newest first, to our staff only', async () => {
    const orderId = await orderAt(t.app, p, ORDER_STATUS.PENDING_SAMPLE_RECEIPT);
    const [shipment] = (await get(`${T}?orderId=${orderId}`)).data;
    expect(shipment).toMatchObject({ shipment: { courier: '顺丰速运', trackingNo: 'SF1234567890' }, events: [], provider: 'recorded' });
    const add = (time: string, place: string) => post('/api/institutionOrder/addTrackingEvent', { shipmentId: shipment.shipment.id, time, place, description: `快件已到达${place}` });
    expect((await add('2026-03-01T09:00:00+08:00', '杭州转运中心')).retcode).toBe(1);
    expect((await add('2026-03-02T10:30:00+08:00', '西湖区营业部')).retcode).toBe(1);
    const [track] = (await get(`${T}?orderId=${orderId}`)).data;
    expect(track.events.map((e: { place: string }) => e.place)).toEqual(['西湖区营业部', '杭州转运中心']);
    // The member's logistics view shows the same events.
    const [memberTrack] = (await get(`/api/orderInfo/getRealTimeLogistics?orderId=${orderId}`, p.member)).data;
    expect(memberTrack.events).toEqual(track.events);

    await unchanged(() => get(`${T}?orderId=${orderId}`, other), ORDER_MESSAGES.orderNotFound);
    await unchanged(() => get(`${T}?orderId=${orderId}`, p.member), ORDER_MESSAGES.staffOnly);
    await unchanged(() => get(`${T}?orderId=${orderId}`, {}), 401);
    await unchanged(() => get(`${T}?orderId=abc`), 0);
  });

  it('sets, keeps and clears our logo; a new logo must be our own image upload', async () => {
    const before = (await get(`${P}/getMyProfile`)).data;
    const body = { intro: before.intro, city: '杭州', address: '西湖区文三路100号', contactName: '李工', contactPhone: '13912345678', email: 'lab@example.cn' };
    // Saving without touching the seeded logo (not this account's upload) keeps it.
    expect((await post(`${P}/editMyProfile`, body)).data.logoUrl).toBe(before.logoUrl);
    expect((await post(`${P}/editMyProfile`, { ...body, logoUrl: before.logoUrl ?? '' })).retcode).toBe(1);
    const logo = await uploadImage(p.staff);
    expect(await post(`${P}/editMyProfile`, { ...body, logoUrl: logo })).toMatchObject({ retcode: 1, retmsg: M.profileSaved, data: { logoUrl: logo } });
    await unchanged(() => post(`${P}/editMyProfile`, { ...body, logoUrl: '/files/AAAAAAAAAAAAAAAAAAAAAA.png' }), WORKBENCH_MESSAGES.logoNotOwn);
    await unchanged(() => post(`${P}/editMyProfile`, { ...body, logoUrl: p.staffPdf }), WORKBENCH_MESSAGES.logoImageOnly);
    expect((await get(`${P}/getMyProfile`)).data.logoUrl).toBe(logo);
    expect((await post(`${P}/editMyProfile`, { ...body, logoUrl: '' })).data.logoUrl).toBeNull();
  });
});
