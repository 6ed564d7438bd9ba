import { INSTITUTION_ADMIN_MESSAGES as M, MY_SERVICE_STATUS, ORDER_MESSAGES } from '@tcm/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from './helpers/multipart';
import { signIn, uploadPdf } from './helpers/orders';
import { tableCounts } from './helpers/table-counts';
import { type TestApp, createTestApp, testEngine } from './helpers/test-app';

type Headers = Record<string, string>;
const S = '/api/institutionService';
const P = '/api/institutionProfile';

describe(`the institution's own services and profile on ${testEngine}`, () => {
  let t: TestApp;
  let staff: Headers;
  let other: Headers;
  let member: Headers;
  let institutionId: number;
  const get = async (url: string, headers: Headers = staff) => (await t.app.inject({ method: 'GET', url, headers })).json();
  const post = async (url: string, payload: object, headers: Headers = staff) => (await t.app.inject({ method: 'POST', url, headers, payload })).json();
  const unchanged = async (call: () => Promise<{ retcode: number; retmsg: string }>, expected: string | number) => {
    const before = await tableCounts(t.app.db);
    const r = await call();
    if (typeof expected === 'number') expect(r.retcode).toBe(expected);
    else expect(r).toMatchObject({ retcode: 0, retmsg: expect.stringContaining(expected) });
    expect(await tableCounts(t.app.db)).toEqual(before);
  };
  async function uploadImage(headers: Headers): Promise<string> {
    const value = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#00604f' } }).png().toBuffer();
    const { payload, headers: h } = multipartBody([{ name: 'file', value, filename: 'cert.png', contentType: 'image/png' }]);
    return (await t.app.inject({ method: 'POST', url: '/api/uploadFile', headers: { ...headers, ...h }, payload })).json().data.fileUrl;
  }
  /** A test item jigou01's institution does not offer yet. */
  async function freshItem(): Promise<number> {
    const offered = t.app.db.selectFrom('institution_test_service').select('test_item_id').where('institution_id', '=', institutionId);
    return (await t.app.db.selectFrom('test_item').select('id').where('id', 'not in', offered).orderBy('id').executeTakeFirstOrThrow()).id;
  }
  const form = (testItemId: number, extra: object = {}) => ({ testItemId, price: '1234.56', periodDays: 7, qualifications: [1], varieties: [], ...extra });

  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false });
    staff = await signIn(t.app, 'jigou01');
    other = await signIn(t.app, 'jigou02');
    member = await t.memberHeaders('plain');
    institutionId = (await get(`${P}/getMyProfile`)).data.id;
  }, 60_000);
  afterAll(async () => t.close());

  it('lists only our own services, paged, with withdrawn ones and a status filter', async () => {
    const r = await get(`${S}/queryMyService?pageSize=5`);
    expect(r.retcode).toBe(1);
    const total = await t.app.db.selectFrom('institution_test_service').select((eb) => eb.fn.countAll<number>().as('n')).where('institution_id', '=', institutionId).executeTakeFirstOrThrow();
    expect(r.data).toMatchObject({ pageNum: 1, pageSize: 5, total: Number(total.n) });
    expect(r.data.list).toHaveLength(Math.min(5, Number(total.n)));
    const mine = new Set((await t.app.db.selectFrom('institution_test_service').select('id').where('institution_id', '=', institutionId).execute()).map((s) => s.id));
    for (const s of r.data.list) expect(mine.has(s.id)).toBe(true);
    expect(r.data.list[0]).toMatchObject({ testItem: { id: expect.any(Number), name: expect.any(String) }, priceFen: expect.any(Number), status: 1, statusName: '已上架' });
    expect((await get(`${S}/queryMyService?status=0`)).data.total).toBe(0);
    expect((await get(`${S}/queryMyService?status=5`)).retcode).toBe(0);
  });

  it('adds, edits, withdraws and relists a service; prices typed in yuan are stored in fen', async () => {
    const item = await freshItem();
    const added = await post(`${S}/addMyService`, form(item, { varieties: ['黄芪', '党参'] }));
    expect(added).toMatchObject({ retcode: 1, retmsg: M.serviceSaved, data: { testItem: { id: item }, priceFen: 123456, periodDays: 7, qualifications: [1], varieties: ['黄芪', '党参'], status: 1 } });
    const id = added.data.id as number;
    expect(await t.app.db.selectFrom('institution_test_service').selectAll().where('id', '=', id).executeTakeFirstOrThrow()).toMatchObject({ institution_id: institutionId, price_fen: 123456, cma: 1, cnas: 0 });
    // The public directory offers it at once.
    expect((await get(`/api/testService/queryTestService?institutionId=${institutionId}&testItemId=${item}`, {})).data.list.map((s: { id: number }) => s.id)).toContain(id);

    const edited = await post(`${S}/editMyService`, { ...form(item, { price: 88, periodDays: 3, qualifications: [] }), id });
    expect(edited.data).toMatchObject({ id, priceFen: 8800, periodDays: 3, qualifications: [], varieties: [] });
    expect(await post(`${S}/changeMyServiceStatus`, { id, status: MY_SERVICE_STATUS.WITHDRAWN })).toMatchObject({ retcode: 1, retmsg: M.serviceWithdrawn, data: { status: 0, statusName: '已下架' } });
    expect((await get(`/api/testService/queryTestService?institutionId=${institutionId}&testItemId=${item}`, {})).data.list).toHaveLength(0);
    expect((await get(`${S}/queryMyService?status=0`)).data.list.map((s: { id: number }) => s.id)).toEqual([id]);
    expect(await post(`${S}/changeMyServiceStatus`, { id, status: MY_SERVICE_STATUS.LISTED })).toMatchObject({ retcode: 1, retmsg: M.serviceListed, data: { status: 1 } });
  });

  it('refuses bad service input with a clear message, changing nothing', async () => {
    const item = await freshItem();
    const bad = async (body: object) => {
      const before = await tableCounts(t.app.db);
      const r = await post(`${S}/addMyService`, body);
      expect(r.retcode, JSON.stringify(body)).toBe(0);
      expect(r.retmsg).toMatch(/[\u4e00-\u9fa5]/);
      expect(await tableCounts(t.app.db)).toEqual(before);
      return r.retmsg as string;
    };
    expect(await bad(form(item, { price: '1234567' }))).toContain('整数最大6位 小数点2位');
    expect(await bad(form(item, { price: '12.345' }))).toContain('整数最大6位 小数点2位');
    expect(await bad(form(item, { price: '0' }))).toContain(M.pricePositive);
    expect(await bad(form(item, { periodDays: 0 }))).toContain('检测周期最少 1 天');
    expect(await bad(form(item, { qualifications: [3] }))).toContain('资质只能是 1（CMA）或 2（CNAS）');
    expect(await bad(form(999999))).toContain(M.testItemNotFound);
    // Accreditation the institution does not hold cannot be claimed for a service.
    await t.app.db.updateTable('institution').set({ cnas: 0 }).where('id', '=', institutionId).execute();
    expect(await bad(form(item, { qualifications: [2] }))).toContain(M.qualificationNotHeld);
    // The same test item and varieties twice.
    const [existing] = (await get(`${S}/queryMyService`)).data.list;
    expect(await bad(form(existing.testItem.id, { varieties: existing.varieties }))).toContain(M.serviceDuplicate);
  });

  it("never touches another institution's services", async () => {
    const [theirs] = (await get(`${S}/queryMyService`, other)).data.list;
    const item = await freshItem();
    await unchanged(() => post(`${S}/editMyService`, { ...form(item), id: theirs.id }), M.serviceNotFound);
    await unchanged(() => post(`${S}/changeMyServiceStatus`, { id: theirs.id, status: 0 }), M.serviceNotFound);
    const row = await t.app.db.selectFrom('institution_test_service').selectAll().where('id', '=', theirs.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 1, price_fen: theirs.priceFen });
    const ours = new Set((await get(`${S}/queryMyService?pageSize=100`)).data.list.map((s: { id: number }) => s.id));
    expect(ours.has(theirs.id)).toBe(false);
  });

  it('reads and edits our profile; certificates must be our own image uploads', async () => {
    const before = (await get(`${P}/getMyProfile`)).data;
    expect(before).toMatchObject({ id: institutionId, name: expect.any(String), certificateUrls: [] });
    const [a, b] = [await uploadImage(staff), await uploadImage(staff)];
    const body = { intro: '专注中药材检测。', city: '杭州', address: '西湖区文三路100号', contactName: '李工', contactPhone: '0571-88886666', email: 'lab@example.cn', certificateUrls: `${a},${b}` };
    const r = await post(`${P}/editMyProfile`, body);
    expect(r).toMatchObject({ retcode: 1, retmsg: M.profileSaved, data: { intro: '专注中药材检测。', city: '杭州', contactPhone: '0571-88886666', certificateUrls: [a, b], name: before.name, unifyCode: before.unifyCode } });
    expect((await get(`${P}/getMyProfile`)).data.certificateUrls).toEqual([a, b]);
    // jigou02 is untouched.
    expect((await get(`${P}/getMyProfile`, other)).data).toMatchObject({ certificateUrls: [] });
    expect((await get(`${P}/getMyProfile`, other)).data.id).not.toBe(institutionId);

    await unchanged(() => post(`${P}/editMyProfile`, { ...body, certificateUrls: `${a},/files/AAAAAAAAAAAAAAAAAAAAAA.png` }), M.certificateNotOwn);
    const theirImage = await uploadImage(other);
    await unchanged(() => post(`${P}/editMyProfile`, { ...body, certificateUrls: theirImage }), M.certificateNotOwn);
    const pdf = await uploadPdf(t.app, staff);
    await unchanged(() => post(`${P}/editMyProfile`, { ...body, certificateUrls: pdf }), M.certificateImageOnly);
    await unchanged(() => post(`${P}/editMyProfile`, { ...body, contactPhone: '123' }), 0);
    await unchanged(() => post(`${P}/editMyProfile`, { ...body, address: '' }), 0);
    // Clearing the certificates is allowed.
    expect((await post(`${P}/editMyProfile`, { ...body, certificateUrls: '' })).data.certificateUrls).toEqual([]);
  });

  it('refuses visitors and members on every call, changing nothing', async () => {
    const item = await freshItem();
    const calls = [
      (h: Headers) => get(`${S}/queryMyService`, h),
      (h: Headers) => post(`${S}/addMyService`, form(item), h),
      (h: Headers) => post(`${S}/editMyService`, { ...form(item), id: 1 }, h),
      (h: Headers) => post(`${S}/changeMyServiceStatus`, { id: 1, status: 0 }, h),
      (h: Headers) => get(`${P}/getMyProfile`, h),
      (h: Headers) => post(`${P}/editMyProfile`, { city: '杭州', address: '地址', contactName: '李工', contactPhone: '13912345678', email: 'a@example.cn' }, h),
    ];
    for (const call of calls) {
      await unchanged(() => call({}), 401);
      await unchanged(() => call(member), ORDER_MESSAGES.staffOnly);
    }
  });
});
