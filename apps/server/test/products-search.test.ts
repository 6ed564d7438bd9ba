import { GOODS_STATUS, SEARCH_TOTAL_CAP } from '@tcm/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOC_KIND } from '../src/modules/search/doc-kind';
import { indexProductsAfter, keywordTokens, productTokens } from '../src/modules/search/product-index';
import { signIn } from './helpers/orders';
import { changeProduct, productAt } from './helpers/products';
import { type TestApp, createTestApp, testEngine } from './helpers/test-app';

type Headers = Record<string, string>;
interface Page {
  total: number;
  list: { id: number; name: string }[];
}

/**
 * Issue #18: the mall's keyword search reads the product token index (search/product-index) and
 * finds exactly what LIKE '%keyword%' over name, origin and specification found before, in the same
 * order and pages; a product's new, edited or removed name is found or not right after the write;
 * the total stops at SEARCH_TOTAL_CAP + 1.
 */
describe(`the mall's keyword search on ${testEngine}`, () => {
  let t: TestApp;
  let owner: Headers;
  let operator: Headers;
  const P = '/publishProduct';
  const mall = async (query: string): Promise<Page> => {
    const r = (await t.app.inject({ method: 'GET', url: `${P}/findMallProduct?${query}` })).json();
    expect(r.retcode, JSON.stringify(r)).toBe(1);
    return r.data;
  };
  const search = (keyword: string, extra = '') => mall(`keyword=${encodeURIComponent(keyword)}&pageSize=100${extra}`);
  const post = async (url: string, payload: object) => (await t.app.inject({ method: 'POST', url, headers: owner, payload })).json();

  /** What the search answered before the index: a plain LIKE scan of the listed products, newest listed first. */
  async function likeScan(keyword: string, categoryIds?: number[]): Promise<{ ids: number[]; total: number }> {
    const pattern = `%${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const like = (column: string) => sql`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
    let q = t.app.db
      .selectFrom('publish_product')
      .select('id')
      .where('goods_status', '=', GOODS_STATUS.LISTED)
      .where(sql<boolean>`(${like('name')} or ${like('origin')} or ${like('specification')})`);
    if (categoryIds) q = q.where('category_id', 'in', categoryIds);
    const rows = await q.orderBy('listed_at', 'desc').orderBy('id', 'desc').execute();
    return { ids: rows.map((r) => r.id), total: rows.length };
  }

  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false });
    owner = await t.memberHeaders('seller');
    operator = await signIn(t.app, 'yunying01');
  }, 60_000);
  afterAll(async () => t.close());

  it('makes the same tokens for a product as any keyword LIKE finds in it needs', () => {
    const tokens = productTokens({ name: '甘肃岷县当归Ａ片', origin: '甘肃', specification: '500g/袋' });
    for (const keyword of ['当', '当归', '岷县当归', '500', '00g', '0g/袋', 'g', '肃岷', '500g']) {
      expect(keywordTokens(keyword).every((k) => tokens.has(k)), keyword).toBe(true);
    }
    expect(keywordTokens('%_/')).toEqual([]);
    expect(keywordTokens('黄芪')).toEqual(['黄芪']);
    expect(keywordTokens('冬虫夏草')).toEqual(['冬虫', '虫夏', '夏草']);
  });

  it('finds exactly what the LIKE scan found, in the same order, for every kind of keyword', async () => {
    const seeded = await t.app.db.selectFrom('publish_product').select(['name', 'origin', 'specification']).where('goods_status', '=', GOODS_STATUS.LISTED).execute();
    expect(seeded.length).toBeGreaterThan(20);
    const sample = seeded[3]!;
    const keywords = [
      '三七',
      '七',
      '黄芪',
      sample.name,
      sample.name.slice(1),
      sample.origin,
      sample.origin.slice(0, 1),
      sample.specification,
      `${sample.name.slice(-1)}`,
      'G',
      '500',
      '%',
      '_',
      '不存在的产品',
      '量子纠缠',
    ];
    let found = 0;
    for (const keyword of keywords) {
      const expected = await likeScan(keyword);
      const page = await search(keyword);
      expect({ keyword, ids: page.list.map((p) => p.id), total: page.total }).toEqual({ keyword, ids: expected.ids.slice(0, 100), total: expected.total });
      if (expected.total > 0) found += 1;
    }
    expect(found).toBeGreaterThan(6);
  });

  it('pages and filters by category as before', async () => {
    const expected = await likeScan('片');
    expect(expected.total).toBeGreaterThan(4);
    const page2 = await mall(`keyword=${encodeURIComponent('片')}&pageNum=2&pageSize=3`);
    expect({ ids: page2.list.map((p) => p.id), total: page2.total }).toEqual({ ids: expected.ids.slice(3, 6), total: expected.total });
    const category = (await t.app.db.selectFrom('publish_product').select('category_id').where('goods_status', '=', GOODS_STATUS.LISTED).where('name', 'like', '%片%').executeTakeFirstOrThrow()).category_id;
    const inCategory = await likeScan('片', [category]);
    const byCategory = await search('片', `&categoryId=${category}`);
    expect({ ids: byCategory.list.map((p) => p.id), total: byCategory.total }).toEqual({ ids: inCategory.ids, total: inCategory.total });
  });

  it("finds a product by its new name right after it is listed or edited, and no longer by its old one; a removed product leaves no tokens", async () => {
    const id = await productAt(t.app, owner, GOODS_STATUS.LISTED, { name: '琥珀测试饮片', origin: '云南腾冲', specification: '特选ABC9' });
    for (const keyword of ['琥珀测试', '腾冲', 'abc9', 'C9']) expect((await search(keyword)).list.map((p) => p.id), keyword).toEqual([id]);

    expect((await changeProduct(t.app, owner, id, 'delist')).retcode).toBe(1);
    const detail = (await t.app.inject({ method: 'GET', url: `${P}/getPublishProduct?id=${id}`, headers: owner })).json().data;
    const edited = await post(`${P}/editPublishProduct`, { ...detail, id, price: (detail.priceFen / 100).toFixed(2), name: '玳瑁试验饮片', origin: '广西玉林', specification: '统货' });
    expect(edited.retcode, JSON.stringify(edited)).toBe(1);
    expect((await changeProduct(t.app, owner, id, 'submit')).retcode).toBe(1);
    expect((await changeProduct(t.app, operator, id, 'approve')).retcode).toBe(1);
    expect((await search('玳瑁试验')).list.map((p) => p.id)).toEqual([id]);
    for (const keyword of ['琥珀测试', '腾冲', 'abc9']) expect((await search(keyword)).total, keyword).toBe(0);

    const draft = await productAt(t.app, owner, GOODS_STATUS.DRAFT, { name: '砗磲删除饮片' });
    const tokensOf = (doc: number) => t.app.db.selectFrom('lookup_token').select('token').where('doc_kind', '=', DOC_KIND.PRODUCT).where('doc_id', '=', doc).execute();
    expect((await tokensOf(draft)).map((r) => r.token)).toContain('砗磲');
    expect((await t.app.inject({ method: 'GET', url: `${P}/deletePublishProduct?id=${draft}`, headers: owner })).json().retcode).toBe(1);
    expect(await tokensOf(draft)).toEqual([]);
  });

  it('refuses a keyword over 50 characters with a Chinese message', async () => {
    const r = (await t.app.inject({ method: 'GET', url: `${P}/findMallProduct?keyword=${encodeURIComponent('参'.repeat(51))}` })).json();
    expect(r).toMatchObject({ retcode: 0, retmsg: '参数 keyword：关键词不能超过50个字' });
  });

  it(`counts a very common keyword's matches only up to ${SEARCH_TOTAL_CAP + 1}, and pages it as the LIKE scan did`, async () => {
    const [first, second] = await t.app.db.selectFrom('product_category').select('id').where('parent_id', '<>', 0).orderBy('id').limit(2).execute();
    const member = (await t.app.db.selectFrom('publish_product').select('member_id').executeTakeFirstOrThrow()).member_id;
    const before = Number((await t.app.db.selectFrom('publish_product').select((eb) => eb.fn.max('id').as('id')).executeTakeFirstOrThrow()).id);
    const now = new Date().toISOString();
    // More than PROBE_CAP products hold the keyword's tokens: the search walks the newest listed products.
    const rows = Array.from({ length: 2_100 }, (_, i) => ({
      member_id: member,
      category_id: i % 2 ? second!.id : first!.id,
      name: `珊瑚批量${i}号`,
      price_fen: 100,
      unit: '公斤',
      specification: '统货',
      origin: '海南',
      stock: '现货',
      images: '',
      description: '',
      contact_name: '张三',
      contact_phone: '13912345678',
      report_codes: '',
      goods_status: i % 7 === 3 ? GOODS_STATUS.DELISTED : GOODS_STATUS.LISTED,
      recommended_at: null,
      reject_reason: null,
      listed_at: new Date(Date.UTC(2020, 0, 1) + Math.floor(i / 3) * 60_000).toISOString(),
      created_at: now,
      updated_at: now,
    }));
    for (let i = 0; i < rows.length; i += 100) await t.app.db.insertInto('publish_product').values(rows.slice(i, i + 100)).execute();
    await t.app.db.transaction().execute((trx) => indexProductsAfter(trx, before));

    const expected = await likeScan('珊瑚批量');
    expect(expected.total).toBeGreaterThan(SEARCH_TOTAL_CAP + 1);
    const page = await mall(`keyword=${encodeURIComponent('珊瑚批量')}&pageNum=3&pageSize=5`);
    expect({ ids: page.list.map((p) => p.id), total: page.total }).toEqual({ ids: expected.ids.slice(10, 15), total: SEARCH_TOTAL_CAP + 1 });
    const inSecond = await likeScan('珊瑚', [second!.id]);
    const bySecond = await mall(`keyword=${encodeURIComponent('珊瑚')}&categoryId=${second!.id}&pageSize=7`);
    expect({ ids: bySecond.list.map((p) => p.id), total: bySecond.total }).toEqual({ ids: inSecond.ids.slice(0, 7), total: Math.min(inSecond.total, SEARCH_TOTAL_CAP + 1) });
    expect((await search('珊瑚批量1199号')).list.map((p) => p.name)).toEqual(['珊瑚批量1199号']);
    expect((await search('批量1号')).list.map((p) => p.name)).toEqual(['珊瑚批量1号']);
  });
});
