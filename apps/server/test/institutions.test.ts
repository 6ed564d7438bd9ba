import { REGIONS } from '@tcm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_INSTITUTIONS } from '../src/db/seed/institutions/institutions';
import { type TestApp, createTestApp, testEngine } from './helpers/test-app';

type Card = { id: number; name: string; province: string; qualifications: number[]; rating: number; orderCount: number; createdAt: string; categoryNames: string[]; serviceCount: number };
const LISTED = SEED_INSTITUTIONS.filter((i) => i.listed).length;
const HIDDEN = SEED_INSTITUTIONS.filter((i) => !i.listed).map((i) => i.name);

describe(`institution directory, detail, services and evaluations on ${testEngine}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const get = (url: string) => t.app.inject({ url }).then((r) => r.json());
  const dir = async (qs: string) => (await get(`/api/settleCompany/findSettleCompany?pageSize=100&${qs}`)).data as { list: Card[]; total: number };
  const idOf = async (name: string) => (await t.app.db.selectFrom('institution').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;

  it('seeds at least 40 fictional institutions, and lists only the listed ones', async () => {
    expect(SEED_INSTITUTIONS.length).toBeGreaterThanOrEqual(40);
    const all = await dir('');
    expect(all.total).toBe(LISTED);
    expect(all.list.map((c) => c.name)).not.toContain(HIDDEN[0]);
    expect(new Set(all.list.map((c) => c.province)).size).toBeGreaterThanOrEqual(25);
    expect(all.list[0]).toMatchObject({ logoUrl: expect.stringMatching(/^\/files\//), categoryNames: expect.any(Array) });
    expect(all.list.every((c) => c.serviceCount > 0)).toBe(true);
  });

  it('sorts by rating, order count and newest, with stable ties', async () => {
    const byRating = (await dir('sort=rating')).list;
    for (let i = 1; i < byRating.length; i++) expect(byRating[i - 1]!.rating).toBeGreaterThanOrEqual(byRating[i]!.rating);
    const byOrders = (await dir('sort=orders')).list;
    for (let i = 1; i < byOrders.length; i++) expect(byOrders[i - 1]!.orderCount).toBeGreaterThanOrEqual(byOrders[i]!.orderCount);
    const newest = (await dir('sort=newest')).list;
    for (let i = 1; i < newest.length; i++) expect(newest[i - 1]!.createdAt >= newest[i]!.createdAt).toBe(true);
    expect((await get('/api/settleCompany/findSettleCompany?sort=price')).retmsg).toBe('参数 sort：排序方式只能是 rating、orders 或 newest');
  });

  it('pages without overlap and answers an empty page past the end', async () => {
    const p1 = (await get('/api/settleCompany/findSettleCompany?pageSize=15&sort=orders')).data;
    const p3 = (await get('/api/settleCompany/findSettleCompany?pageSize=15&pageNum=3&sort=orders')).data;
    expect(p1).toMatchObject({ pageNum: 1, pageSize: 15, size: 15, total: LISTED, pages: Math.ceil(LISTED / 15) });
    expect(p3.size).toBe(LISTED - 30);
    const ids = [...p1.list, ...p3.list].map((c: Card) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect((await get('/api/settleCompany/findSettleCompany?pageNum=9')).data).toMatchObject({ list: [], size: 0, total: LISTED });
    expect((await get('/api/settleCompany/findSettleCompany?pageSize=0')).retcode).toBe(0);
  });

  it('filters by region, province, qualification, category, test item and what it can test', async () => {
    const south = await dir('region=西南');
    expect(south.total).toBeGreaterThan(0);
    expect(south.list.every((c) => (REGIONS.西南 as readonly string[]).includes(c.province))).toBe(true);
    const yunnan = await dir(`province=${encodeURIComponent('云南')}`);
    expect(yunnan.list.map((c) => c.province)).toEqual(yunnan.list.map(() => '云南'));
    expect((await dir(`region=华北&province=${encodeURIComponent('云南')}`)).total).toBe(0);
    const cnas = await dir('qualification=2');
    expect(cnas.total).toBeGreaterThan(0);
    expect(cnas.list.every((c) => c.qualifications.includes(2))).toBe(true);
    expect(cnas.total).toBeLessThan(LISTED);
    expect((await get('/api/settleCompany/findSettleCompany?qualification=3')).retcode).toBe(0);

    const tree = (await get('/api/serviceCategory/queryServiceCategory')).data;
    expect(tree.map((c: { name: string }) => c.name)).toEqual(['中药材及饮片检测', '中成药检测', '保健食品检测', '农残重金属检测', '微生物检测']);
    const health = tree[2];
    const byTop = await dir(`categoryId=${health.id}`);
    expect(byTop.total).toBeGreaterThan(0);
    expect(byTop.list.every((c) => c.categoryNames.includes('保健食品检测'))).toBe(true);
    expect((await dir(`categoryId=${health.children[0].id}`)).total).toBeGreaterThan(0);
    expect((await dir('categoryId=999999')).total).toBe(0);

    const items = (await get(`/api/testItem/getTestItemList?keyword=${encodeURIComponent('黄曲霉')}`)).data;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ name: '黄曲霉毒素', trait: '黄曲霉毒素', categoryName: '真菌毒素与二氧化硫' });
    const aflatoxin = await dir(`testItemId=${items[0].id}`);
    expect(aflatoxin.total).toBe((await dir(`testKeyword=${encodeURIComponent('黄曲霉毒素')}`)).total);
    const sanqi = await dir(`testKeyword=${encodeURIComponent('三七')}`);
    expect(sanqi.list.map((c) => c.name)).toContain('滇南三七检测科技（文山）有限公司');
    expect((await dir(`keyword=${encodeURIComponent('药都')}`)).list.map((c) => c.name)).toEqual(['皖北药都检测科技（亳州）有限公司']);
    expect((await dir(`testKeyword=${encodeURIComponent('100%_')}`)).total).toBe(0);
  });

  it('shows a profile with certificates, contact, services summary and evaluation summary; a suspended one is not found', async () => {
    const id = await idOf('申江药衡检测技术（上海）有限公司');
    const d = (await get(`/api/settleCompany/getSettleCompany?id=${id}`)).data;
    expect(d).toMatchObject({ id, province: '上海', qualifications: [1, 2], contactName: '陈若溪', unifyCode: expect.stringMatching(/^91310100MA/) });
    expect(d.certificates.map((c: { qualification: number }) => c.qualification)).toEqual([1, 2]);
    expect(d.certificates[0].imageUrl).toMatch(/^\/files\//);
    expect((await t.app.inject({ url: d.certificates[0].imageUrl })).statusCode).toBe(200);
    expect(d.services.total).toBe(d.serviceCount);
    expect(d.services.categories.map((c: { name: string }) => c.name)).toEqual(d.categoryNames);
    expect(d.services.minPriceFen).toBeGreaterThan(0);
    expect(d.evaluation.count).toBeGreaterThan(0);
    const hidden = await idOf(HIDDEN[0]!);
    expect(await get(`/api/settleCompany/getSettleCompany?id=${hidden}`)).toMatchObject({ retcode: 0, retmsg: '该检测机构不存在或已下线' });
    expect((await get('/api/settleCompany/getSettleCompany?id=abc')).retcode).toBe(0);
  });

  it('recommends listed institutions for the home page, most recommended first', async () => {
    const high = (await get('/api/settleCompany/queryHighCompany?limit=4')).data as Card[];
    expect(high).toHaveLength(4);
    expect(high.map((c) => c.name)).toContain('青禾本草检测技术（北京）有限公司');
    expect((await get('/api/settleCompany/queryHighCompany')).data).toHaveLength(8);
    expect((await get('/api/settleCompany/queryHighCompany?limit=21')).retcode).toBe(0);
  });

  it("lists an institution's services with prices in fen, periods and qualifications, and services by item", async () => {
    const id = await idOf('天府川药检测科技（成都）有限公司');
    const page = (await get(`/api/testService/queryTestService?institutionId=${id}&pageSize=100`)).data;
    expect(page.total).toBeGreaterThan(10);
    const water = page.list.find((s: { testItem: { name: string } }) => s.testItem.name === '水分');
    expect(water).toMatchObject({ institutionId: id, priceFen: expect.any(Number), periodDays: expect.any(Number), qualifications: expect.arrayContaining([1]) });
    expect(Number.isInteger(water.priceFen) && water.priceFen % 100 === 0).toBe(true);
    const byItem = (await get(`/api/testService/queryTestService?testItemId=${water.testItem.id}&pageSize=100`)).data;
    for (let i = 1; i < byItem.list.length; i++) expect(byItem.list[i - 1].priceFen).toBeLessThanOrEqual(byItem.list[i].priceFen);
    expect(byItem.list.every((s: { institutionName: string }) => !HIDDEN.includes(s.institutionName))).toBe(true);
    const hidden = await idOf(HIDDEN[0]!);
    expect((await get(`/api/testService/queryTestService?institutionId=${hidden}`)).data.total).toBe(0);
  });

  it('finds institutions able to test every requested item and variety, with the matching services', async () => {
    const items = (await get('/api/testItem/getTestItemList')).data as { id: number; name: string }[];
    const want = ['33种禁用农药残留', '黄曲霉毒素'].map((n) => items.find((i) => i.name === n)!.id);
    const res = await t.app.inject({ method: 'POST', url: '/api/settleCompany/queryProvideCompany', payload: { testItemIds: want, pageSize: 100 } });
    const data = res.json().data;
    expect(data.total).toBeGreaterThan(0);
    for (const p of data.list) {
      expect(p.services.map((s: { testItem: { id: number } }) => s.testItem.id).sort()).toEqual([...want].sort());
      expect(p.totalPriceFen).toBe(p.services.reduce((n: number, s: { priceFen: number }) => n + s.priceFen, 0));
    }
    // The herb is the sample: it picks services that take it (naming it, or naming no herb) and adds no line.
    const both = await t.app.inject({ method: 'POST', url: '/api/settleCompany/queryProvideCompany', payload: { testItemIds: want, varietyNames: ['三七'], pageSize: 100 } });
    expect(both.json().data.total).toBeGreaterThan(0);
    expect(both.json().data.total).toBeLessThanOrEqual(data.total);
    for (const p of both.json().data.list) {
      expect(p.services.map((s: { testItem: { id: number } }) => s.testItem.id).sort()).toEqual([...want].sort());
      for (const s of p.services as { varieties: string[] }[]) expect(s.varieties.length === 0 || s.varieties.includes('三七'), s.varieties.join()).toBe(true);
    }
    // Nothing ticked: the herb's own services (its identification), each naming it.
    const herb = (await t.app.inject({ method: 'POST', url: '/api/settleCompany/queryProvideCompany', payload: { varietyNames: ['三七'], pageSize: 100 } })).json().data;
    expect(herb.total).toBeGreaterThan(0);
    for (const p of herb.list) expect(p.services.map((s: { varieties: string[] }) => s.varieties.includes('三七'))).toEqual([true]);
    const none = await t.app.inject({ method: 'POST', url: '/api/settleCompany/queryProvideCompany', payload: { varietyNames: ['不存在的药材'] } });
    expect(none.json().data).toMatchObject({ total: 0, list: [] });
    const empty = await t.app.inject({ method: 'POST', url: '/api/settleCompany/queryProvideCompany', payload: {} });
    expect(empty.json()).toMatchObject({ retcode: 0, retmsg: '参数 testItemIds：请至少选择一个检测项目或品种' });
  });

  it('prices exactly the ticked tests when a herb is chosen: 人参 with 水分 and 总灰分 is two lines at every institution', async () => {
    const items = (await get('/api/testItem/getTestItemList')).data as { id: number; name: string }[];
    const want = ['水分', '总灰分'].map((n) => items.find((i) => i.name === n)!.id);
    const res = (await t.app.inject({ method: 'POST', url: '/api/settleCompany/queryProvideCompany', payload: { testItemIds: want, varietyNames: ['人参'], pageSize: 100 } })).json();
    expect(res.retcode, res.retmsg).toBe(1);
    expect(res.data.total).toBeGreaterThan(1);
    for (const p of res.data.list) {
      expect(p.services.map((s: { testItem: { id: number } }) => s.testItem.id).sort()).toEqual([...want].sort());
      expect(p.totalPriceFen).toBe(p.services.reduce((n: number, s: { priceFen: number }) => n + s.priceFen, 0));
    }
  });

  it('sorts the offers by price or by period across pages, not within one page', async () => {
    const items = (await get('/api/testItem/getTestItemList')).data as { id: number; name: string }[];
    const want = [items.find((i) => i.name === '水分')!.id];
    const provide = async (body: object) => (await t.app.inject({ method: 'POST', url: '/api/settleCompany/queryProvideCompany', payload: { testItemIds: want, ...body } })).json().data;
    const all = await provide({ sort: 'price', pageSize: 100 });
    expect(all.total).toBeGreaterThan(3);
    const prices = all.list.map((p: { totalPriceFen: number }) => p.totalPriceFen);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const pages = [...(await provide({ sort: 'price', pageSize: 2, pageNum: 1 })).list, ...(await provide({ sort: 'price', pageSize: 2, pageNum: 2 })).list];
    expect(pages.map((p: { institution: { id: number } }) => p.institution.id)).toEqual(all.list.slice(0, 4).map((p: { institution: { id: number } }) => p.institution.id));
    const periods = (await provide({ sort: 'period', pageSize: 100 })).list.map((p: { services: { periodDays: number }[] }) => Math.max(...p.services.map((s) => s.periodDays)));
    expect(periods).toEqual([...periods].sort((a, b) => a - b));
    const bad = await t.app.inject({ method: 'POST', url: '/api/settleCompany/queryProvideCompany', payload: { testItemIds: want, sort: 'cheapest' } });
    expect(bad.json()).toMatchObject({ retcode: 0, retmsg: '参数 sort：排序方式只能是 rating、price 或 period' });
  });

  it('shows approved evaluations only, with averages over them', async () => {
    const id = await idOf('青禾本草检测技术（北京）有限公司');
    const statuses = await t.app.db.selectFrom('order_evaluation').select('audit_status').where('institution_id', '=', id).execute();
    expect(new Set(statuses.map((s) => s.audit_status))).toEqual(new Set([1, 2, 3]));
    const approved = statuses.filter((s) => s.audit_status === 2).length;
    const page = (await get(`/api/orderEvaluation/queryCompanyEvaluation?companyId=${id}&pageSize=100`)).data;
    expect(page.total).toBe(approved);
    expect(page.list.every((e: { auditStatus: number }) => e.auditStatus === 2)).toBe(true);
    expect(page.list.map((e: { content: string }) => e.content).join()).not.toMatch(/加微信|垃圾|补充评价/);
    expect(page.list[0].memberName).toMatch(/\*\*\*/);
    expect(page.summary.count).toBe(approved);
    const avg = page.list.reduce((n: number, e: { quality: number }) => n + e.quality, 0) / approved;
    expect(page.summary.quality).toBe(Math.round(avg * 10) / 10);
    const p2 = (await get(`/api/orderEvaluation/queryCompanyEvaluation?companyId=${id}&pageSize=1&pageNum=2`)).data;
    expect(p2).toMatchObject({ size: 1, total: approved, pages: approved });
    const hidden = await idOf(HIDDEN[0]!);
    expect((await get(`/api/orderEvaluation/queryCompanyEvaluation?companyId=${hidden}`)).retmsg).toBe('该检测机构不存在或已下线');
    expect((await get('/api/orderEvaluation/queryCompanyEvaluation')).retmsg).toMatch(/^参数 companyId/);
  });
});
