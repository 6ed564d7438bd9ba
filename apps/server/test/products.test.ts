import { FORM_MESSAGES, PRODUCT_MESSAGES } from '@tcm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './helpers/orders';
import { addProduct, leafCategory, productAt, productForm, uploadImage } from './helpers/products';
import { tableCounts } from './helpers/table-counts';
import { type TestApp, createTestApp, testEngine } from './helpers/test-app';

type Headers = Record<string, string>;

describe(`members' products on ${testEngine}`, () => {
  let t: TestApp;
  let a: Headers;
  let b: Headers;
  const get = async (url: string, headers: Headers = a) => (await t.app.inject({ method: 'GET', url, headers })).json();
  const post = async (url: string, payload: object, headers: Headers = a) => (await t.app.inject({ method: 'POST', url, headers, payload })).json();
  const P = '/publishProduct';

  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false });
    a = await t.memberHeaders('seller');
    b = await t.memberHeaders('other');
  }, 60_000);
  afterAll(async () => t.close());

  it('seeds at least 80 products in every goods status, with report links and editable by their owners', async () => {
    const rows = await t.app.db.selectFrom('publish_product').select(['id', 'goods_status', 'recommended', 'member_id', 'images']).execute();
    expect(rows.length).toBeGreaterThanOrEqual(80);
    expect(new Set(rows.map((r) => r.goods_status))).toEqual(new Set([0, 1, 2, 3, 4]));
    expect(rows.filter((r) => r.recommended === 1).length).toBeGreaterThan(5);
    const links = await t.app.db.selectFrom('product_report').innerJoin('order_report', 'order_report.id', 'product_report.report_id').select('order_report.verify_code').execute();
    expect(new Set(links.map((l) => l.verify_code))).toEqual(new Set(['DEMO11K7QX2M', 'DEMO12K7QX2M', 'DEMO14K7QX2M']));
    expect(await t.app.db.selectFrom('tech_achievement').select('id').execute()).toHaveLength(20);
    const qiye01 = await signIn(t.app, 'qiye01');
    const draft = (await get(`${P}/findMyProduct?goodsStatus=0`, qiye01)).data.list[0];
    const detail = (await get(`${P}/getPublishProduct?id=${draft.id}`, qiye01)).data;
    const saved = await post(`${P}/editPublishProduct`, { ...detail, price: (detail.priceFen / 100).toFixed(2), id: draft.id }, qiye01);
    expect(saved).toMatchObject({ retcode: 1, data: { images: detail.images, priceFen: detail.priceFen } });
    expect((await signIn(t.app, 'gongying01')).token).toBeTruthy();
  });

  it('answers the two-level category tree', async () => {
    const r = await get('/productCategory/getProductCategory', {});
    expect(r.retcode).toBe(1);
    expect(r.data.map((c: { name: string }) => c.name)).toEqual(expect.arrayContaining(['饮片', '药材', '提取物', '中成药', '配方颗粒', '保健食品原料']));
    const yinpian = r.data.find((c: { name: string }) => c.name === '饮片');
    expect(yinpian.children.length).toBeGreaterThan(2);
    expect(yinpian.children[0]).toMatchObject({ parentId: yinpian.id, children: [] });
  });

  it('adds a draft with the price in fen and the first image as cover', async () => {
    const [first, second] = [await uploadImage(t.app, a), await uploadImage(t.app, a)];
    const r = await post(`${P}/addPublishProduct`, productForm(await leafCategory(t.app), `${first},${second}`, { price: '1234.5' }));
    expect(r).toMatchObject({ retcode: 1, retmsg: PRODUCT_MESSAGES.saved });
    expect(r.data).toMatchObject({ goodsStatus: 0, priceFen: 123450, cover: first, images: `${first},${second}`, recommended: false, reports: [], rejectReason: null });
    const mine = await get(`${P}/findMyProduct?goodsStatus=0`);
    expect(mine.data.list.map((p: { id: number }) => p.id)).toContain(r.data.id);
    expect((await get(`${P}/findMyProduct?keyword=${encodeURIComponent('不存在的名字')}`)).data.total).toBe(0);
    expect((await get(`${P}/findMyProduct`, b)).data.list.map((p: { id: number }) => p.id)).not.toContain(r.data.id);
  });

  it('refuses a bad form with a clear message and writes nothing', async () => {
    const category = await leafCategory(t.app);
    const own = await uploadImage(t.app, a);
    const foreign = await uploadImage(t.app, b);
    const seeded = (await t.app.db.selectFrom('upload_file').select('file_key').where('member_id', 'is', null).where('mime', 'like', 'image/%').executeTakeFirstOrThrow()).file_key;
    const top = (await t.app.db.selectFrom('product_category').select('id').where('parent_id', '=', 0).executeTakeFirstOrThrow()).id;
    const before = await tableCounts(t.app.db);
    const cases: [Record<string, unknown>, string][] = [
      [{ price: '1234567' }, FORM_MESSAGES.price],
      [{ price: '12.345' }, FORM_MESSAGES.price],
      [{ price: '-1' }, FORM_MESSAGES.price],
      [{ price: '0' }, PRODUCT_MESSAGES.pricePositive],
      [{ images: '' }, PRODUCT_MESSAGES.imagesRequired],
      [{ images: foreign }, PRODUCT_MESSAGES.imageNotYours],
      [{ images: `${own},${foreign}` }, PRODUCT_MESSAGES.imageNotYours],
      [{ images: `/files/${seeded}` }, PRODUCT_MESSAGES.imageNotYours],
      [{ images: 'https://example.com/a.png' }, PRODUCT_MESSAGES.imageNotYours],
      [{ images: Array.from({ length: 11 }, (_, k) => `/files/x${k}.png`).join(',') }, PRODUCT_MESSAGES.tooManyImages],
      [{ categoryId: top }, PRODUCT_MESSAGES.categoryInvalid],
      [{ categoryId: 999999 }, PRODUCT_MESSAGES.categoryInvalid],
      [{ reportCodes: 'ABC' }, PRODUCT_MESSAGES.reportCodeInvalid],
      [{ reportCodes: 'DEMO11K7QX2M' }, PRODUCT_MESSAGES.reportNotYours],
      [{ reportCodes: 'ZZZZ99999999' }, PRODUCT_MESSAGES.reportNotYours],
      [{ contactPhone: '12345' }, FORM_MESSAGES.mobile],
      [{ name: '' }, '请输入产品名称'],
    ];
    for (const [extra, message] of cases) {
      const r = await post(`${P}/addPublishProduct`, productForm(category, own, extra));
      expect(r.retcode, JSON.stringify(extra)).toBe(0);
      expect(r.retmsg, JSON.stringify(extra)).toContain(message);
    }
    expect((await post(`${P}/addPublishProduct`, productForm(category, own), {})).retcode).toBe(401);
    expect(await tableCounts(t.app.db)).toEqual(before);
  });

  it("links only the owner's own reports, normalised, and the detail lists those that verify", async () => {
    const qiye01 = await signIn(t.app, 'qiye01');
    const id = await productAt(t.app, qiye01, 2, { reportCodes: 'demo11-k7qx2m，DEMO12K7QX2M' });
    const detail = (await get(`${P}/getPublishProduct?id=${id}`, {})).data;
    expect(detail.reportCodes).toBe('DEMO11K7QX2M,DEMO12K7QX2M');
    expect(detail.reportCount).toBe(2);
    expect(detail.reports).toEqual(expect.arrayContaining([expect.objectContaining({ code: 'DEMO11K7QX2M', sampleName: '白芍饮片', institutionName: expect.any(String) })]));
    await t.app.db.updateTable('order_report').set({ status: 3 }).where('verify_code', '=', 'DEMO12K7QX2M').execute();
    const after = (await get(`${P}/getPublishProduct?id=${id}`, {})).data;
    expect(after.reports.map((r: { code: string }) => r.code)).toEqual(['DEMO11K7QX2M']);
    expect(after.reportCount).toBe(1);
    const revoked = await post(`${P}/addPublishProduct`, productForm(await leafCategory(t.app), await uploadImage(t.app, qiye01), { reportCodes: 'DEMO12K7QX2M' }), qiye01);
    expect(revoked.retmsg).toContain(PRODUCT_MESSAGES.reportNotYours);
    await t.app.db.updateTable('order_report').set({ status: 1 }).where('verify_code', '=', 'DEMO12K7QX2M').execute();
  });

  it('edits only own drafts, delisted and rejected products, keeping their status', async () => {
    for (const status of [0, 3, 4] as const) {
      const id = await productAt(t.app, a, status);
      const r = await post(`${P}/editPublishProduct`, { ...productForm(await leafCategory(t.app), await uploadImage(t.app, a), { name: '改后的名称', price: 12 }), id });
      expect(r).toMatchObject({ retcode: 1, retmsg: PRODUCT_MESSAGES.saved, data: { id, name: '改后的名称', priceFen: 1200, goodsStatus: status } });
    }
    for (const status of [1, 2] as const) {
      const id = await productAt(t.app, a, status);
      const r = await post(`${P}/editPublishProduct`, { ...productForm(await leafCategory(t.app), await uploadImage(t.app, a)), id });
      expect(r).toMatchObject({ retcode: 0, retmsg: PRODUCT_MESSAGES.editNotAllowed });
    }
    const id = await addProduct(t.app, a);
    const foreign = await post(`${P}/editPublishProduct`, { ...productForm(await leafCategory(t.app), await uploadImage(t.app, b)), id }, b);
    expect(foreign).toMatchObject({ retcode: 0, retmsg: PRODUCT_MESSAGES.notFound });
    const foreignImage = await post(`${P}/editPublishProduct`, { ...productForm(await leafCategory(t.app), await uploadImage(t.app, b)), id });
    expect(foreignImage.retmsg).toBe(PRODUCT_MESSAGES.imageNotYours);
    expect((await get(`${P}/getPublishProduct?id=${id}`)).data.name).toBe('测试黄芪片');
  });

  it('deletes only own drafts', async () => {
    const qiye01 = await signIn(t.app, 'qiye01');
    const draft = await productAt(t.app, qiye01, 0, { reportCodes: 'DEMO11K7QX2M' });
    expect(await get(`${P}/deletePublishProduct?id=${draft}`, b)).toMatchObject({ retcode: 0, retmsg: PRODUCT_MESSAGES.notFound });
    expect(await get(`${P}/deletePublishProduct?id=${draft}`, qiye01)).toMatchObject({ retcode: 1, retmsg: PRODUCT_MESSAGES.deleted });
    expect(await t.app.db.selectFrom('product_report').select('report_id').where('product_id', '=', draft).execute()).toEqual([]);
    expect((await get(`${P}/getPublishProduct?id=${draft}`, qiye01)).retmsg).toBe(PRODUCT_MESSAGES.notInMall);
    for (const status of [1, 2, 3, 4] as const) {
      const id = await productAt(t.app, a, status);
      expect(await get(`${P}/deletePublishProduct?id=${id}`)).toMatchObject({ retcode: 0, retmsg: PRODUCT_MESSAGES.deleteNotAllowed });
    }
    expect((await get(`${P}/deletePublishProduct?id=1`, {})).retcode).toBe(401);
  });

  it('recommends listed products to the home page, at most ten, and delisting takes one off', async () => {
    const seller = await t.memberHeaders('recommender');
    const listed = await productAt(t.app, seller, 2);
    expect(await post(`${P}/recommendProduct`, { id: listed, recommend: true }, seller)).toMatchObject({ retcode: 1, retmsg: PRODUCT_MESSAGES.recommended });
    expect((await get(`${P}/findMyRecommendProduct`, seller)).data.list.map((p: { id: number }) => p.id)).toEqual([listed]);
    expect((await get(`${P}/findMallProduct?recommend=1&pageSize=100`, {})).data.list.map((p: { id: number }) => p.id)).toContain(listed);
    expect(await post(`${P}/recommendProduct`, { id: listed, recommend: true }, b)).toMatchObject({ retcode: 0, retmsg: PRODUCT_MESSAGES.notFound });
    for (const status of [0, 1, 3, 4] as const) {
      const id = await productAt(t.app, seller, status);
      expect(await post(`${P}/recommendProduct`, { id, recommend: true }, seller)).toMatchObject({ retcode: 0, retmsg: PRODUCT_MESSAGES.recommendNotListed });
    }
    const more = [];
    for (let k = 0; k < 10; k += 1) more.push(await productAt(t.app, seller, 2));
    for (const id of more.slice(0, 9)) expect((await post(`${P}/recommendProduct`, { id, recommend: true }, seller)).retcode).toBe(1);
    expect(await post(`${P}/recommendProduct`, { id: more[9], recommend: true }, seller)).toMatchObject({ retcode: 0, retmsg: PRODUCT_MESSAGES.recommendLimit });
    expect(await post(`${P}/recommendProduct`, { id: more[0], recommend: false }, seller)).toMatchObject({ retcode: 1, retmsg: PRODUCT_MESSAGES.recommendCancelled });
    expect((await post(`${P}/recommendProduct`, { id: more[9], recommend: true }, seller)).retcode).toBe(1);
    // A burst for the last free place: one wins, the limit holds.
    await post(`${P}/recommendProduct`, { id: more[1], recommend: false }, seller);
    const burst = [await productAt(t.app, seller, 2), await productAt(t.app, seller, 2), more[1]!];
    const answers = await Promise.all(burst.map((id) => post(`${P}/recommendProduct`, { id, recommend: true }, seller)));
    expect(answers.filter((r) => r.retcode === 1)).toHaveLength(1);
    expect((await get(`${P}/findMyRecommendProduct?pageSize=100`, seller)).data.total).toBe(10);
    expect((await post('/publishProduct/changePublishProduct', { id: listed, action: 'delist' }, seller)).retcode).toBe(1);
    expect((await get(`${P}/findMyRecommendProduct?pageSize=100`, seller)).data.list.map((p: { id: number }) => p.id)).not.toContain(listed);
  });

  it('shows listed products to everyone (phone masked for visitors), the rest only to the owner', async () => {
    const listed = await productAt(t.app, a, 2);
    const visitor = await get(`${P}/getPublishProduct?id=${listed}`, {});
    expect(visitor.data).toMatchObject({ goodsStatus: 2, contactPhone: '139****5678', rejectReason: null, supplier: { id: expect.any(Number) } });
    expect((await get(`${P}/getPublishProduct?id=${listed}`, b)).data.contactPhone).toBe('13912345678');
    const rejected = await productAt(t.app, a, 4);
    expect((await get(`${P}/getPublishProduct?id=${rejected}`)).data).toMatchObject({ goodsStatus: 4, rejectReason: '图片不清晰' });
    for (const status of [0, 1, 3, 4] as const) {
      const id = await productAt(t.app, a, status);
      for (const headers of [b, {}]) expect(await get(`${P}/getPublishProduct?id=${id}`, headers)).toMatchObject({ retcode: 0, retmsg: PRODUCT_MESSAGES.notInMall });
    }
    expect((await get(`${P}/getPublishProduct?id=99999999`, {})).retmsg).toBe(PRODUCT_MESSAGES.notInMall);
    expect((await get(`${P}/getPublishProduct?id=abc`, {})).retcode).toBe(0);
  });

  it('lists only listed products in the mall, by category (children included), keyword and supplier', async () => {
    const all = (await get(`${P}/findMallProduct?pageSize=100`, {})).data;
    expect(all.total).toBeGreaterThan(40);
    expect(all.list.every((p: { goodsStatus: number }) => p.goodsStatus === 2)).toBe(true);
    const yinpian = (await get('/productCategory/getProductCategory', {})).data.find((c: { name: string }) => c.name === '饮片');
    const byTop = (await get(`${P}/findMallProduct?categoryId=${yinpian.id}&pageSize=100`, {})).data;
    const leafIds = yinpian.children.map((c: { id: number }) => c.id);
    expect(byTop.total).toBeGreaterThan(0);
    expect(byTop.list.every((p: { categoryId: number }) => leafIds.includes(p.categoryId))).toBe(true);
    const byLeaf = (await get(`${P}/findMallProduct?categoryId=${leafIds[0]}`, {})).data;
    expect(byLeaf.list.every((p: { categoryId: number }) => p.categoryId === leafIds[0])).toBe(true);
    const sanqi = (await get(`${P}/findMallProduct?keyword=${encodeURIComponent('三七')}`, {})).data;
    expect(sanqi.total).toBeGreaterThan(0);
    expect(sanqi.list.every((p: { name: string }) => p.name.includes('三七'))).toBe(true);
    const supplier = sanqi.list[0].supplier.id;
    const bySupplier = (await get(`${P}/findMallProduct?supplierId=${supplier}&pageSize=100`, {})).data;
    expect(bySupplier.list.every((p: { supplier: { id: number } }) => p.supplier.id === supplier)).toBe(true);
    const page2 = (await get(`${P}/findMallProduct?pageNum=2&pageSize=5`, {})).data;
    expect(page2).toMatchObject({ pageNum: 2, pageSize: 5, size: 5, total: all.total });
    expect((await get(`${P}/findMallProduct?categoryId=0`, {})).retcode).toBe(0);
  });

  it('answers premium members and recommended suppliers with their listed counts', async () => {
    const premium = (await get('/sysMember/getPremiumMember', {})).data;
    expect(premium.length).toBeGreaterThan(2);
    expect(premium.every((s: { premium: boolean }) => s.premium)).toBe(true);
    expect(premium[0]).toMatchObject({ name: expect.any(String), region: expect.any(String), mainProducts: expect.any(String), listedCount: expect.any(Number) });
    const recommended = (await get('/sysMember/getRecommendSupplier?limit=3', {})).data;
    expect(recommended).toHaveLength(3);
    expect(recommended[0].name).toBe('杭州青禾中药饮片有限公司');
    expect(recommended[0].listedCount).toBeGreaterThan(0);
    expect((await get('/sysMember/getRecommendSupplier?limit=21', {})).retmsg).toContain('数量最大为 20');
  });
});
