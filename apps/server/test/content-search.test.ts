import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_INDEX_VERSION, rebuildSearchIndex, storedSearchIndexVersion } from '../src/modules/search/rebuild';
import { signIn } from './helpers/orders';
import { type TestApp, createTestApp, testEngine } from './helpers/test-app';

type Headers = Record<string, string>;
type Summary = { id: number; title: string; summary: string };
const enc = encodeURIComponent;
const ARTICLE = 3;

/**
 * Issue #7 for the news: the public article search (findArticleInfo's keyword, findSearchBox) reads
 * the lookup token index, which the console's article and help writers keep in step with each row.
 */
describe(`news search by the lookup token index on ${testEngine}`, () => {
  let t: TestApp;
  let op: Headers;
  let notice: number;
  let help: number;
  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false });
    op = await signIn(t.app, 'yunying01');
    const code = (c: string) => t.app.db.selectFrom('article_category').select('id').where('code', '=', c).executeTakeFirstOrThrow();
    notice = (await code('notice')).id;
    help = (await code('help')).id;
  });
  afterAll(async () => t.close());

  const get = (url: string, headers: Headers = {}) => t.app.inject({ url, headers }).then((r) => r.json());
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, headers: op }).then((r) => r.json());
  /** Every page of the public list for a keyword. */
  async function found(keyword: string, query = ''): Promise<Summary[]> {
    const all: Summary[] = [];
    for (let page = 1; ; page += 1) {
      const { data } = await get(`/api/articleInfo/findArticleInfo?keyword=${enc(keyword)}&pageNum=${page}&pageSize=100${query}`);
      all.push(...data.list);
      if (all.length >= data.total) return all;
    }
  }
  const foundIds = async (keyword: string, query = '') => (await found(keyword, query)).map((a) => a.id);
  const tokensOf = async (id: number) =>
    (await t.app.db.selectFrom('lookup_token').select('token').where('doc_kind', '=', ARTICLE).where('doc_id', '=', id).orderBy('token').execute()).map((r) => r.token);
  const article = (title: string, summary: string) => ({ categoryId: notice, title, summary, source: '平台运营部', coverUrl: '', content: `<p>${summary}</p>` });

  it('a two-character word finds exactly the approved articles holding it in the title or the summary, as the substring search did', async () => {
    const approved = await t.app.db.selectFrom('article_info').select(['id', 'title', 'summary']).where('status', '=', 2).execute();
    let summaryOnly = 0;
    for (const word of ['药典', '抽检', '人参', '质量', '送检', '报告']) {
      const holding = approved.filter((a) => `${a.title}\n${a.summary}`.includes(word));
      expect(holding.length, word).toBeGreaterThan(0);
      expect((await foundIds(word)).sort((a, b) => a - b), word).toEqual(holding.map((a) => a.id).sort((a, b) => a - b));
      summaryOnly += holding.filter((a) => !a.title.includes(word)).length;
    }
    expect(summaryOnly).toBeGreaterThan(0);
  });

  it('a keyword of punctuation only finds nothing, in the list and in the search box', async () => {
    for (const q of ['%', '，。！', '_']) {
      expect((await get(`/api/articleInfo/findArticleInfo?keyword=${enc(q)}`)).data.total, q).toBe(0);
      expect((await get(`/api/articleInfo/findSearchBox?searchStr=${enc(q)}`)).data.total, q).toBe(0);
    }
  });

  it('an operator’s article: indexed when saved, found once published, by its new title after an edit, and gone with its tokens when deleted', async () => {
    const id = (await post('/api/admin/article/create', article('端午节前中药材市场抽检安排', '粽子季节艾叶供应充足。'))).data.id as number;
    expect((await tokensOf(id)).length).toBeGreaterThan(0);
    expect(await foundIds('端午')).not.toContain(id);

    await post('/api/admin/article/publish', { id });
    expect(await foundIds('端午')).toEqual([id]);
    expect(await foundIds('粽子')).toEqual([id]);
    expect(await foundIds('端午 抽检')).toEqual([id]);
    expect(await foundIds('端午 龙舟')).toEqual([]);
    // The title's pinyin is indexed (the tokenizer makes it for every name); the summary's is not.
    expect(await foundIds('duanwu')).toEqual([id]);
    expect(await foundIds('zongzi')).toEqual([]);
    const box = (await get(`/api/articleInfo/findSearchBox?searchType=${enc('平台公告')}&searchStr=${enc('端午')}`)).data;
    expect(box.list.map((h: Summary) => h.id)).toEqual([id]);
    expect(box.list[0].titleRuns).toEqual([['端午', true], ['节前中药材市场抽检安排', false]]);

    const edited = await post('/api/admin/article/update', { id, ...article('龙舟赛期间中药材市场抽检安排', '粽子季节艾叶供应充足。') });
    expect(edited).toMatchObject({ retcode: 1 });
    expect(await foundIds('端午')).toEqual([]);
    expect(await foundIds('龙舟')).toEqual([id]);
    expect(await foundIds('粽子')).toEqual([id]);

    const tokens = await tokensOf(id);
    await post('/api/admin/article/pin', { id, isTop: true });
    expect(await tokensOf(id)).toEqual(tokens);
    expect((await found('抽检'))[0]!.id).toBe(id);

    await post('/api/admin/article/withdraw', { id });
    expect(await foundIds('龙舟')).toEqual([]);
    expect(await post('/api/admin/article/delete', { id })).toMatchObject({ retcode: 1 });
    expect(await foundIds('龙舟')).toEqual([]);
    expect(await tokensOf(id)).toEqual([]);
  });

  it('help questions are articles too: the help centre’s keyword search follows a question through creation, edit and deletion', async () => {
    const categoryId = (await get('/api/admin/help/categories', op)).data[0].id as number;
    const q = { categoryId, title: '端午假期能送检吗？', summary: '端午假期照常收样。', content: '<p>照常收样。</p>', isTop: false };
    const id = (await post('/api/admin/help/create', q)).data.id as number;
    expect(await foundIds('端午', `&categoryId=${help}`)).toEqual([id]);
    // With no category the list searches every approved article, the help centre's questions included.
    expect(await foundIds('端午')).toEqual([id]);

    await post('/api/admin/help/update', { id, ...q, title: '国庆假期能送检吗？', summary: '国庆假期照常收样。' });
    expect(await foundIds('端午', `&categoryId=${help}`)).toEqual([]);
    expect(await foundIds('国庆', `&categoryId=${help}`)).toEqual([id]);

    await post('/api/admin/help/delete', { id });
    expect(await foundIds('国庆', `&categoryId=${help}`)).toEqual([]);
    expect(await tokensOf(id)).toEqual([]);
  });

  it('the lookup searches never return an article', async () => {
    const lookupCalls = (word: string) => [
      `/api/lookup/search?q=${enc(word)}&pageSize=100`,
      `/api/lookup/search?q=${enc(word)}&scope=monograph&pageSize=100`,
      `/api/categoryInfo/findCategoryInfo?keyword=${enc(word)}&pageSize=100`,
      `/api/qualityControlStandard/queryQualityControlStandard?keyword=${enc(word)}&pageSize=100`,
    ];
    const before = await Promise.all(lookupCalls('龙胆').map((url) => get(url)));
    expect(before[0].data.total).toBeGreaterThan(0);

    const id = (await post('/api/admin/article/create', article('龙胆月饼质量抽检通报', '月饼馅料中龙胆的检出情况。'))).data.id as number;
    await post('/api/admin/article/publish', { id });
    expect(await foundIds('龙胆')).toContain(id);
    expect(await foundIds('月饼')).toEqual([id]);

    expect(await Promise.all(lookupCalls('龙胆').map((url) => get(url)))).toEqual(before);
    for (const res of await Promise.all(lookupCalls('月饼').map((url) => get(url)))) expect(res.data.total).toBe(0);
  });

  it('a rebuild of the search index writes exactly the tokens the seed and the writers keep, for every kind of document', async () => {
    const snapshot = () =>
      t.app.db.selectFrom('lookup_token').select(['doc_kind', 'doc_id', 'token', 'field', 'facet', 'name_len']).orderBy('doc_kind').orderBy('doc_id').orderBy('token').execute();
    const kept = await snapshot();
    expect(kept.filter((r) => r.doc_kind === ARTICLE).length).toBeGreaterThan(1000);
    await t.app.db.deleteFrom('lookup_token').where('doc_kind', '=', ARTICLE).execute();
    expect(await foundIds('人参')).toEqual([]);
    await t.app.db.updateTable('search_index_version').set({ version: 0 }).execute();
    await rebuildSearchIndex(t.app.db);
    expect(await snapshot()).toEqual(kept);
    expect(await storedSearchIndexVersion(t.app.db)).toBe(SEARCH_INDEX_VERSION);
  });
});
