import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, testEngine } from './helpers/test-app';

describe(`public information calls on ${testEngine}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const get = (url: string) => t.app.inject({ url }).then((r) => r.json());

  it('lists the category tree: the six top-level categories in order, and children by parent', async () => {
    const top = await get('/articleCategory/queryArticleCategory?parentId=0');
    expect(top.data.map((c: { name: string }) => c.name)).toEqual(['政策资讯', '行业动态', '平台公告', '标准解读', '知识库', '帮助中心']);
    const policy = top.data[0];
    const kids = await get(`/articleCategory/queryArticleCategory?parentId=${policy.id}`);
    expect(kids.data.map((c: { name: string }) => c.name)).toEqual(['国家政策', '地方政策']);
    const paged = await get('/articleCategory/findArticleCategory?pageNum=2&pageSize=5');
    expect(paged.data).toMatchObject({ pageNum: 2, pageSize: 5, size: 5, total: 19, pages: 4 });
  });

  it('pages articles with the §3 fields, pinned first then newest, and refuses bad paging clearly', async () => {
    const first = await get('/api/articleInfo/findArticleInfo');
    expect(first.data).toMatchObject({ pageNum: 1, pageSize: 10, size: 10 });
    expect(first.data.total).toBeGreaterThanOrEqual(81);
    const list = first.data.list as { isTop: boolean; publishTime: string }[];
    const firstUnpinned = list.findIndex((a) => !a.isTop);
    expect(list.slice(firstUnpinned).every((a) => !a.isTop)).toBe(true);
    expect((await get('/api/articleInfo/findArticleInfo?pageNum=0')).retmsg).toBe('参数 pageNum：页码最小为 1');
    expect((await get('/api/articleInfo/findArticleInfo?pageNum=-3')).retcode).toBe(0);
    expect((await get('/api/articleInfo/findArticleInfo?pageSize=100000')).retmsg).toBe('参数 pageSize：每页条数最大为 100');
    expect((await get('/api/articleInfo/findArticleInfo?pageNum=1.5')).retmsg).toBe('参数 pageNum：页码必须是整数');
    const beyond = await get('/api/articleInfo/findArticleInfo?pageNum=99999');
    expect(beyond.data).toMatchObject({ list: [], size: 0 });
  });

  it('includes a category\'s children when listing it', async () => {
    const policy = (await get('/articleCategory/queryArticleCategory?parentId=0')).data[0];
    const all = await get(`/api/articleInfo/findArticleInfo?categoryId=${policy.id}&pageSize=100`);
    expect(all.data.total).toBe(12);
    expect(new Set(all.data.list.map((a: { categoryName: string }) => a.categoryName))).toEqual(new Set(['政策资讯', '国家政策', '地方政策']));
  });

  it('never shows an unapproved article, and serves details with neighbours and a view count', async () => {
    const cat = (await get('/articleCategory/queryArticleCategory?parentId=0')).data[2];
    const now = new Date().toISOString();
    const pending = await t.app.db
      .insertInto('article_info')
      .values({ category_id: cat.id, title: '待审核的草稿公告', summary: '未审核', source: '本平台', content: '<p>草稿</p>', status: 1, publish_time: now, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await get(`/api/articleInfo/getArticleInfo?id=${pending.id}`)).retmsg).toBe('该资讯不存在或已下线');
    const listed = await get(`/api/articleInfo/findArticleInfo?categoryId=${cat.id}&pageSize=100`);
    expect(listed.data.list.some((a: { id: number }) => a.id === pending.id)).toBe(false);
    const search = await get(`/api/articleInfo/findSearchBox?searchType=平台公告&searchStr=${encodeURIComponent('草稿')}`);
    expect(search.data.total).toBe(0);

    const [newest, second] = listed.data.list.filter((a: { isTop: boolean }) => !a.isTop);
    const d1 = await get(`/api/articleInfo/getArticleInfo?id=${second.id}`);
    expect(d1.data.content).toMatch(/<p>/);
    // Reading changes nothing (issue #17); the page counts its view with a POST of its own.
    expect(d1.data.viewCount).toBe(second.viewCount);
    expect((await get(`/api/articleInfo/getArticleInfo?id=${second.id}`)).data.viewCount).toBe(second.viewCount);
    const count = (id: unknown) => t.app.inject({ method: 'POST', url: '/api/articleInfo/countArticleView', payload: { id } }).then((r) => r.json());
    expect(await count(second.id)).toMatchObject({ retcode: 1, data: { id: second.id, viewCount: second.viewCount + 1 } });
    expect((await count(second.id)).data.viewCount).toBe(second.viewCount + 2);
    expect((await get(`/api/articleInfo/getArticleInfo?id=${second.id}`)).data.viewCount).toBe(second.viewCount + 2);
    expect(await count(pending.id)).toMatchObject({ retcode: 0, retmsg: '该资讯不存在或已下线' });
    expect((await count('abc')).retcode).toBe(0);
    expect(d1.data.prev?.id === newest.id || d1.data.prev !== null).toBe(true);
    expect((await get('/api/articleInfo/getArticleInfo?id=abc')).retcode).toBe(0);
  });

  it('strips scripts and event handlers from a body even when a row was written around the service', async () => {
    const cat = (await get('/articleCategory/queryArticleCategory?parentId=0')).data[0];
    const now = new Date().toISOString();
    const dirty = await t.app.db
      .insertInto('article_info')
      .values({ category_id: cat.id, title: '含脚本的正文', summary: '测试', source: '本平台', content: '<p>正文</p><img src=x onerror=alert(1)><script>alert(2)</script>', status: 2, publish_time: now, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const detail = await get(`/api/articleInfo/getArticleInfo?id=${dirty.id}`);
    expect(detail.data.content).not.toMatch(/script|onerror/i);
    expect(detail.data.content).toContain('<p>正文</p>');
  });

  it('searches within the search type, highlights matches, and lists the newest for an empty search', async () => {
    const hits = await get(`/api/articleInfo/findSearchBox?searchStr=${encodeURIComponent('药典')}&searchType=${encodeURIComponent('标准解读')}`);
    expect(hits.data.total).toBeGreaterThan(0);
    for (const h of hits.data.list) {
      const marked = [...h.titleRuns, ...h.summaryRuns].filter((r: [string, boolean]) => r[1]).map((r: [string, boolean]) => r[0]);
      expect(marked.length).toBeGreaterThan(0);
      expect(new Set(marked)).toEqual(new Set(['药典']));
    }
    const byDefault = await get('/api/articleInfo/findSearchBox');
    expect(byDefault.data.list.every((a: { categoryName: string }) => ['政策资讯', '国家政策', '地方政策'].includes(a.categoryName))).toBe(true);
    const times = byDefault.data.list.map((a: { publishTime: string }) => a.publishTime);
    expect([...times].sort().reverse()).toEqual(times);
    expect((await get('/api/articleInfo/findSearchBox?searchStr=%25')).data.total).toBe(0);
    expect((await get(`/api/articleInfo/findSearchBox?searchType=${encodeURIComponent('不存在')}`)).retmsg).toBe('搜索类型不存在');
  });

  it('returns the newest articles of a category by code for the home page blocks', async () => {
    const res = await get('/api/articleInfo/queryArticleInfo?categoryCode=notice&limit=5');
    expect(res.data).toHaveLength(5);
    expect((await get('/api/articleInfo/queryArticleInfo?categoryCode=nope')).retmsg).toBe('该栏目不存在');
    expect((await get('/api/articleInfo/queryArticleInfo?limit=51')).retcode).toBe(0);
  });

  it('serves adverts with drawn images, news flashes, notices, statistics, protocols and dictionaries', async () => {
    const banners = await get('/api/advertInfo/findAdvertInfo');
    expect(banners.data).toHaveLength(4);
    const image = await t.app.inject({ url: banners.data[0].imageUrl });
    expect(image.headers['content-type']).toBe('image/png');
    expect((await get('/api/newsRecord/findNewsRecord?pageSize=5')).data).toMatchObject({ size: 5, total: 20 });
    const pubs = await get(`/api/pubsInformation/queryInformation?infoType=${encodeURIComponent('抽检公告')}`);
    expect(pubs.data.total).toBe(4);
    expect((await get(`/api/pubsInformation/getInformation?id=${pubs.data.list[0].id}`)).data.content).toMatch(/<table>/);
    const stats = await get('/api/staticData/queryQualityStaticData');
    expect(stats.data.monthly).toHaveLength(12);
    expect(stats.data.byCategory).toHaveLength(8);
    expect(stats.data.figures.find((f: { label: string }) => f.label === '注册会员').value).toBeGreaterThanOrEqual(7);
    expect((await get('/api/sysProtocol/getProtocol?code=terms')).data.title).toMatch(/服务协议/);
    expect((await get('/api/sysProtocol/getProtocol?type=institution')).data.code).toBe('settlement');
    expect((await get('/api/sysProtocol/getProtocol')).retmsg).toBe('参数 code：请指定协议编码或类型');
    expect((await get('/api/sysProtocol/getProtocol?code=nope')).retmsg).toBe('该协议不存在');
    expect((await get('/api/sysDictData/getDatas?dictType=tel')).data).toEqual([{ dictType: 'tel', dictCode: 'tel', dictLabel: '平台联系电话', dictValue: '400-810-6618', sort: 1 }]);
    expect((await get('/api/sysDictData/findDictData?pageSize=2')).data).toMatchObject({ size: 2, total: 3, pages: 2 });
  });
});
