import { GOODS_STATUS, ORDER_MESSAGES, creditCodeCheckChar } from '@tcm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gunzipSync } from 'node:zlib';
import { CACHED_READS, CACHE_STATUS_HEADER, acceptsGzip } from '../src/plugins/response-cache';
import { manualClock } from './helpers/manual-clock';
import { registerMember } from './helpers/members';
import { signIn } from './helpers/orders';
import { type TestApp, createTestApp, testEngine } from './helpers/test-app';

type Headers = Record<string, string>;

describe(`response cache for public reads on ${testEngine}`, () => {
  let t: TestApp;
  let op: Headers;
  const clock = manualClock();
  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false, responseCacheTtlMs: 2000 }, { clock });
    // The operator's second factor is computed at real time: bring the manual clock up to it.
    clock.advance(Date.now() - clock.now());
    op = await signIn(t.app, 'yunying01');
  });
  afterAll(async () => t.close());

  const get = (url: string, headers: Headers = {}) => t.app.inject({ url, headers });
  const post = (url: string, payload: object, headers: Headers = {}) => t.app.inject({ method: 'POST', url, payload, headers }).then((r) => r.json());

  it("answers a visitor's second read from memory with an ETag, and 304 when the browser has it", async () => {
    const url = '/api/articleInfo/queryArticleInfo?categoryCode=notice&limit=50&probe=etag';
    const first = await get(url);
    expect(first.headers[CACHE_STATUS_HEADER]).toBe('miss');
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.vary).toBe('Token, Accept-Encoding');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const second = await get(url);
    expect(second.headers[CACHE_STATUS_HEADER]).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(etag);
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    const revalidated = await get(url, { 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect((await get(url, { 'if-none-match': '"other"' })).statusCode).toBe(200);
    // Past the TTL the next read computes it again.
    clock.advance(5000);
    expect((await get(url)).headers[CACHE_STATUS_HEADER]).toBe('miss');
  });

  it('sends a browser that accepts gzip the stored reply compressed once, with its own ETag', async () => {
    const url = '/api/articleInfo/findArticleInfo?pageNum=1&pageSize=20&probe=gzip';
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    const zipped = await get(url, browser);
    expect(zipped.headers[CACHE_STATUS_HEADER]).toBe('hit');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
    expect(zipped.headers.etag).not.toBe(plain.headers.etag);
    expect((await get(url, { ...browser, 'if-none-match': zipped.headers.etag as string })).statusCode).toBe(304);
    expect((await get(url, { 'if-none-match': zipped.headers.etag as string })).statusCode).toBe(200);
    // gzip refused: the plain bytes.
    expect((await get(url, { 'accept-encoding': 'br, gzip;q=0' })).headers['content-encoding']).toBeUndefined();
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('gzip;q=0.5')).toBe(true);
    expect(acceptsGzip('gzip; q=0.0')).toBe(false);
  });

  it("shows an operator's publish, edit and withdrawal on the visitor's very next read", async () => {
    const list = '/api/articleInfo/queryArticleInfo?categoryCode=notice&limit=50';
    const ids = async () => JSON.parse((await get(list)).body).data.map((a: { id: number }) => a.id) as number[];
    const notice = (await t.app.db.selectFrom('article_category').select('id').where('code', '=', 'notice').executeTakeFirstOrThrow()).id;
    const form = { categoryId: notice, title: '缓存测试公告', summary: '摘要', source: '平台运营部', coverUrl: '', content: '<p>正文</p>' };
    const id = (await post('/api/admin/article/create', form, op)).data.id as number;
    await post('/api/admin/article/publish', { id }, op);
    const before = await ids();
    expect(before).toContain(id);
    expect((await get(list)).headers[CACHE_STATUS_HEADER]).toBe('hit');
    const detail = `/api/articleInfo/getArticleInfo?id=${id}`;
    expect(JSON.parse((await get(detail)).body).data.title).toBe('缓存测试公告');

    expect(await post('/api/admin/article/update', { id, ...form, title: '缓存测试公告（更新）' }, op)).toMatchObject({ retcode: 1 });
    const edited = await get(detail);
    expect(edited.headers[CACHE_STATUS_HEADER]).toBe('miss');
    expect(JSON.parse(edited.body).data.title).toBe('缓存测试公告（更新）');

    expect(await post('/api/admin/article/withdraw', { id }, op)).toMatchObject({ retcode: 1 });
    expect(await ids()).not.toContain(id);
    expect(JSON.parse((await get(detail)).body)).toMatchObject({ retcode: 0 });
  });

  it("counts a view and shows it at once, without clearing the lists (the view count's write only clears the detail)", async () => {
    const list = '/api/articleInfo/findArticleInfo?pageNum=1&pageSize=10';
    const first = JSON.parse((await get(list)).body).data.list[0] as { id: number };
    expect((await get(list)).headers[CACHE_STATUS_HEADER]).toBe('hit');
    const detail = `/api/articleInfo/getArticleInfo?id=${first.id}`;
    const views = JSON.parse((await get(detail)).body).data.viewCount as number;
    expect((await get(detail)).headers[CACHE_STATUS_HEADER]).toBe('hit');
    expect(await post('/api/articleInfo/countArticleView', { id: first.id })).toMatchObject({ retcode: 1, data: { viewCount: views + 1 } });
    expect(JSON.parse((await get(detail)).body).data.viewCount).toBe(views + 1);
    expect((await get(list)).headers[CACHE_STATUS_HEADER]).toBe('hit');
  });

  it("never serves a signed-in member's reply to a visitor, nor a visitor's to a member", async () => {
    clock.advance(Math.max(0, Date.now() - clock.now()));
    const ownerHeaders = await signIn(t.app, 'qiye01');
    const owner = await t.app.db.selectFrom('sys_member').select('id').where('user_account', '=', 'qiye01').executeTakeFirstOrThrow();
    const product = await t.app.db
      .selectFrom('publish_product')
      .select(['id', 'contact_phone', 'member_id'])
      .where('goods_status', '=', GOODS_STATUS.LISTED)
      .where('member_id', '=', owner.id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const url = `/publishProduct/getPublishProduct?id=${product.id}`;
    // The member first: the clear phone number, and nothing stored.
    const mine = await get(url, ownerHeaders);
    expect(JSON.parse(mine.body).data.contactPhone).toBe(product.contact_phone);
    expect(mine.headers[CACHE_STATUS_HEADER]).toBeUndefined();
    const visitor = await get(url);
    expect(visitor.headers[CACHE_STATUS_HEADER]).toBe('miss');
    const masked = JSON.parse(visitor.body).data.contactPhone as string;
    expect(masked).not.toBe(product.contact_phone);
    expect(masked).toContain('*');
    // Now the visitor's reply is stored: the member still gets their own.
    expect((await get(url)).headers[CACHE_STATUS_HEADER]).toBe('hit');
    const again = await get(url, ownerHeaders);
    expect(JSON.parse(again.body).data.contactPhone).toBe(product.contact_phone);
    expect(again.headers[CACHE_STATUS_HEADER]).toBeUndefined();
    // A draft shown to its owner is never shown to a visitor.
    const draft = await t.app.db.selectFrom('publish_product').select(['id', 'member_id']).where('goods_status', '=', GOODS_STATUS.DRAFT).where('member_id', '=', product.member_id).executeTakeFirst();
    expect(draft).toBeDefined();
    {
      const draftUrl = `/publishProduct/getPublishProduct?id=${draft!.id}`;
      expect(JSON.parse((await get(draftUrl, ownerHeaders)).body)).toMatchObject({ retcode: 1 });
      expect(JSON.parse((await get(draftUrl)).body)).toMatchObject({ retcode: 0 });
    }
  });

  it('stores no refusal, and caches only calls that need no session', async () => {
    const bad = await get('/api/articleInfo/getArticleInfo?id=999999999');
    expect(JSON.parse(bad.body)).toMatchObject({ retcode: 0 });
    expect(bad.headers[CACHE_STATUS_HEADER]).toBeUndefined();
    expect((await get('/api/articleInfo/getArticleInfo?id=999999999')).headers[CACHE_STATUS_HEADER]).toBeUndefined();
    for (const route of t.app.routeCatalog.filter((r) => r.url in CACHED_READS)) {
      expect(route.config?.auth, route.url).toBeUndefined();
      expect(route.config?.ownerScoped, route.url).toBeFalsy();
    }
    expect(Object.keys(CACHED_READS).every((url) => t.app.routeCatalog.some((r) => r.url === url && r.method === 'GET'))).toBe(true);
  });

  it("serves a list just past its TTL at once and refreshes it in the background (another instance's write shows within 2 TTLs)", async () => {
    const list = '/api/articleInfo/queryArticleInfo?categoryCode=notice&limit=50&probe=stale';
    const titles = async () => {
      const r = await get(list);
      return { status: r.headers[CACHE_STATUS_HEADER], titles: JSON.parse(r.body).data.map((a: { title: string }) => a.title) as string[] };
    };
    const first = await titles();
    expect(first.status).toBe('miss');
    const newest = await t.app.db.selectFrom('article_info').select(['id', 'title']).where('id', '=', (await get(list)).json().data[0].id).executeTakeFirstOrThrow();
    // A write this instance did not see (another instance's, before issue #24's shared store): no invalidation.
    await t.app.db.updateTable('article_info').set({ title: `${newest.title}（他处已改）` }).where('id', '=', newest.id).execute();
    expect((await titles()).titles).toEqual(first.titles);
    clock.advance(2500);
    const stale = await titles();
    expect(stale.status).toBe('stale');
    expect(stale.titles).toEqual(first.titles);
    // The refresh runs without a visitor waiting for it; the next reads get its result as hits.
    await expect.poll(async () => (await titles()).titles[0], { timeout: 5000 }).toBe(`${newest.title}（他处已改）`);
    expect((await titles()).status).toBe('hit');
    // Past two TTLs nobody is served the old entry: the read computes afresh.
    clock.advance(4500);
    expect((await titles()).status).toBe('miss');
    await t.app.db.updateTable('article_info').set({ title: newest.title }).where('id', '=', newest.id).execute();
  });

  it('answers that a credit code is free from memory, and says it is taken on the read after a registration takes it', async () => {
    const base = '91330106MA2H7C9R0';
    const code = base + creditCodeCheckChar(base);
    const url = `/api/settleCompany/judgeUnifyCode?unifyCode=${code}`;
    expect((await get(url)).headers[CACHE_STATUS_HEADER]).toBe('miss');
    const free = await get(url);
    expect(free.headers[CACHE_STATUS_HEADER]).toBe('hit');
    expect(free.json()).toMatchObject({ retcode: 1, data: true });
    await registerMember(t.app, 'cachecorp', { memberType: 3, companyName: '杭州青禾中药饮片有限公司', unifyCode: code });
    const taken = await get(url);
    expect(taken.json()).toMatchObject({ retcode: 0, retmsg: '该统一社会信用代码已被注册' });
    // A refusal is never stored: the next read asks the database again.
    expect(taken.headers[CACHE_STATUS_HEADER]).toBeUndefined();
  });

  it('lets concurrent misses of one key wait for the first, all with the same reply', async () => {
    const url = '/api/articleInfo/findArticleInfo?pageNum=2&pageSize=10&probe=concurrent';
    const replies = await Promise.all(Array.from({ length: 8 }, () => get(url)));
    expect(new Set(replies.map((r) => r.body)).size).toBe(1);
    expect(replies.filter((r) => r.headers[CACHE_STATUS_HEADER] === 'miss')).toHaveLength(1);
  });

  it('answers concurrent checks of one unknown report code with one lookup, and stores the refusal for nobody after', async () => {
    const url = '/api/report/verifyReport?code=NOSUCHCODE77';
    const replies = await Promise.all(Array.from({ length: 8 }, () => get(url)));
    for (const r of replies) expect(JSON.parse(r.body)).toMatchObject({ retcode: 0, retmsg: ORDER_MESSAGES.reportNotFound });
    // One request asked the database; the seven that arrived while it did got its refusal.
    expect(replies.filter((r) => r.headers[CACHE_STATUS_HEADER] === undefined)).toHaveLength(1);
    expect(replies.filter((r) => r.headers[CACHE_STATUS_HEADER] === 'shared')).toHaveLength(7);
    const later = await get(url);
    expect(later.headers[CACHE_STATUS_HEADER]).toBeUndefined();
    expect(JSON.parse(later.body)).toMatchObject({ retcode: 0, retmsg: ORDER_MESSAGES.reportNotFound });
  });
});
