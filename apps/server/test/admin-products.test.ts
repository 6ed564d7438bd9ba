import { ADMIN_AUDIT_ACTIONS, ADMIN_MESSAGES, GOODS_STATUS } from '@tcm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './helpers/orders';
import { changeProduct, productAt } from './helpers/products';
import { tableCounts } from './helpers/table-counts';
import { type TestApp, createTestApp, testEngine } from './helpers/test-app';

type Headers = Record<string, string>;
type Row = { id: number; name: string; goodsStatus: number; updatedAt: string };

describe(`operator product reviews on ${testEngine}`, () => {
  let t: TestApp;
  let op: Headers;
  let owner: Headers;
  const get = async (url: string, headers = op) => (await t.app.inject({ method: 'GET', url, headers })).json();
  const post = async (url: string, payload: Record<string, unknown>) => (await t.app.inject({ method: 'POST', url, headers: op, payload })).json();
  const statusOf = async (id: number) => t.app.db.selectFrom('publish_product').select(['goods_status', 'reject_reason', 'listed_at']).where('id', '=', id).executeTakeFirstOrThrow();
  const auditOf = (action: string, id: number) =>
    t.app.db.selectFrom('audit_log').select(['account', 'detail', 'result']).where('action', '=', action).where('detail', 'like', `产品#${id}（%`).execute();
  const inMall = async (name: string) => (await get(`/publishProduct/findMallProduct?keyword=${encodeURIComponent(name)}`, {})).data.list.map((r: Row) => r.name);
  const unique = (label: string) => `${label}${Math.random().toString(36).slice(2, 8)}`;

  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false });
    op = await signIn(t.app, 'yunying01');
    owner = await t.memberHeaders('supplier');
  }, 60_000);
  afterAll(async () => t.close());

  it('lists products in review by default, oldest submission first, with what a reviewer needs; the dashboard counts the same', async () => {
    const page = (await get('/api/admin/product/query?pageSize=100')).data;
    expect(page.total).toBeGreaterThan(0);
    expect(page.list.every((r: Row) => r.goodsStatus === GOODS_STATUS.IN_REVIEW)).toBe(true);
    const times = page.list.map((r: Row) => r.updatedAt);
    expect(times).toEqual([...times].sort());
    expect(page.list[0]).toMatchObject({
      goodsStatusName: '审核中',
      categoryName: expect.any(String),
      cover: expect.stringMatching(/^\/files\//),
      priceFen: expect.any(Number),
      origin: expect.any(String),
      specification: expect.any(String),
      supplier: { memberId: expect.any(Number), account: expect.any(String), companyName: expect.any(String) },
      rejectReason: null,
    });
    expect((await get('/api/admin/dashboard')).data.pending.products).toBe(page.total);

    const rejected = (await get('/api/admin/product/query?status=4')).data.list;
    expect(rejected.length).toBeGreaterThan(0);
    expect(rejected.every((r: { rejectReason: string | null }) => r.rejectReason)).toBe(true);
  });

  it('finds by product name, supplier account or company, and category', async () => {
    const name = unique('检索黄芪');
    const id = await productAt(t.app, owner, 1, { name });
    const ids = async (qs: string) => (await get(`/api/admin/product/query?pageSize=100&${qs}`)).data.list.map((r: Row) => r.id);
    expect(await ids(`keyword=${encodeURIComponent(name)}`)).toEqual([id]);
    const account = (await get(`/api/admin/product/query?keyword=${encodeURIComponent(name)}`)).data.list[0].supplier.account;
    expect(await ids(`keyword=${account}`)).toContain(id);
    const { category_id: leaf } = await t.app.db.selectFrom('publish_product').select('category_id').where('id', '=', id).executeTakeFirstOrThrow();
    const { parent_id: top } = await t.app.db.selectFrom('product_category').select('parent_id').where('id', '=', leaf).executeTakeFirstOrThrow();
    expect(await ids(`categoryId=${leaf}`)).toContain(id);
    expect(await ids(`categoryId=${top}`)).toContain(id);
    expect(await ids('categoryId=99999')).toEqual([]);
  });

  it('approves 1 → 2: the product is listed in the public mall and the audit log says who', async () => {
    const name = unique('审核通过当归');
    const id = await productAt(t.app, owner, 1, { name });
    expect(await inMall(name)).toEqual([]);
    expect(await post('/api/admin/product/approve', { id })).toMatchObject({ retcode: 1, retmsg: ADMIN_MESSAGES.productApproved, data: { id, goodsStatus: 2 } });
    expect(await statusOf(id)).toMatchObject({ goods_status: 2, listed_at: expect.any(String) });
    expect(await inMall(name)).toEqual([name]);
    expect(await auditOf(ADMIN_AUDIT_ACTIONS.productApprove, id)).toEqual([{ account: 'yunying01', result: 'success', detail: `产品#${id}（${name}）` }]);
  });

  it('rejects 1 → 4 with a reason the owner sees; no reason, no change', async () => {
    const name = unique('驳回党参');
    const id = await productAt(t.app, owner, 1, { name });
    for (const payload of [{ id }, { id, reason: '   ' }]) {
      const res = await post('/api/admin/product/reject', payload);
      expect(res.retcode).toBe(0);
      expect(res.retmsg).toContain(ADMIN_MESSAGES.reasonRequired);
    }
    expect((await statusOf(id)).goods_status).toBe(1);
    expect(await post('/api/admin/product/reject', { id, reason: '产地证明缺失' })).toMatchObject({ retcode: 1, retmsg: ADMIN_MESSAGES.productRejected });
    const mine = (await get(`/publishProduct/findMyProduct?keyword=${encodeURIComponent(name)}`, owner)).data.list;
    expect(mine).toMatchObject([{ id, goodsStatus: 4 }]);
    expect((await get(`/publishProduct/getPublishProduct?id=${id}`, owner)).data).toMatchObject({ goodsStatus: 4, rejectReason: '产地证明缺失' });
    expect(await auditOf(ADMIN_AUDIT_ACTIONS.productReject, id)).toEqual([{ account: 'yunying01', result: 'success', detail: `产品#${id}（${name}）；原因：产地证明缺失` }]);
    expect(await inMall(name)).toEqual([]);
  });

  it('refuses a product that is not in review, or does not exist, with a clear message and no change', async () => {
    const ids = [await productAt(t.app, owner, 0), await productAt(t.app, owner, 2), await productAt(t.app, owner, 4)];
    const before = await tableCounts(t.app.db);
    const auditBefore = (await t.app.db.selectFrom('audit_log').select('id').execute()).length;
    for (const id of ids) {
      const snapshot = await statusOf(id);
      expect(await post('/api/admin/product/approve', { id })).toMatchObject({ retcode: 0, retmsg: ADMIN_MESSAGES.productNotInReview });
      expect(await post('/api/admin/product/reject', { id, reason: '重复审核' })).toMatchObject({ retcode: 0, retmsg: ADMIN_MESSAGES.productNotInReview });
      expect(await statusOf(id)).toEqual(snapshot);
    }
    expect(await post('/api/admin/product/approve', { id: 99999999 })).toMatchObject({ retcode: 0, retmsg: ADMIN_MESSAGES.productNotFound });
    expect(await tableCounts(t.app.db)).toEqual(before);
    expect((await t.app.db.selectFrom('audit_log').select('id').execute()).length).toBe(auditBefore);
  });

  it('lets exactly one of two racing verdicts win, with one audit row', async () => {
    const id = await productAt(t.app, owner, 1);
    const verdicts = await Promise.all([post('/api/admin/product/approve', { id }), post('/api/admin/product/reject', { id, reason: '同时驳回' })]);
    expect(verdicts.map((r) => r.retcode).sort()).toEqual([0, 1]);
    const rows = [...(await auditOf(ADMIN_AUDIT_ACTIONS.productApprove, id)), ...(await auditOf(ADMIN_AUDIT_ACTIONS.productReject, id))];
    expect(rows).toHaveLength(1);
  });

  it('logs a verdict made through changePublishProduct the same way', async () => {
    const name = unique('旧入口枸杞');
    const id = await productAt(t.app, owner, 1, { name });
    expect((await changeProduct(t.app, op, id, 'approve')).retcode).toBe(1);
    expect(await auditOf(ADMIN_AUDIT_ACTIONS.productApprove, id)).toEqual([{ account: 'yunying01', result: 'success', detail: `产品#${id}（${name}）` }]);
  });
});
