import { MONOGRAPH_SECTIONS, STANDARD_STATE } from '@tcm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_INDEX_VERSION, ensureSearchIndex, storedSearchIndexVersion } from '../src/modules/search/rebuild';
import { manualClock } from './helpers/manual-clock';
import { type TestApp, createTestApp, testEngine } from './helpers/test-app';

const DAY = 86_400_000;
interface Row {
  id: number;
  name: string;
  [k: string]: unknown;
}

describe(`pharmacopoeia and standards calls on ${testEngine}`, () => {
  let t: TestApp;
  const clock = manualClock(Date.parse('2026-06-01T04:00:00Z'));
  beforeAll(async () => {
    t = await createTestApp({}, { clock });
  });
  afterAll(async () => t.close());

  const get = (url: string) => t.app.inject({ url }).then((r) => r.json());
  const enc = encodeURIComponent;
  const findMonograph = async (name: string, edition = 2020): Promise<Row> => {
    const page = await get(`/api/categoryInfo/findCategoryInfo?edition=${edition}&keyword=${enc(name)}&pageSize=100`);
    return page.data.list.find((m: Row) => m.name === name);
  };

  it('lists the volumes with their categories and counts', async () => {
    const res = await get('/api/categoryInfo/queryCatalogue');
    const volumes = res.data as { volume: number; volumeName: string; categories: { name: string; monographCount: number }[] }[];
    expect(volumes.map((v) => v.volumeName)).toEqual(['一部', '二部', '三部', '四部']);
    expect(volumes[0]!.categories.map((c) => c.name)).toEqual(['药材和饮片', '植物油脂和提取物', '成方制剂和单味制剂']);
    expect(volumes[3]!.categories.map((c) => c.name)).toEqual(expect.arrayContaining(['通则', '药用辅料']));
    const counted = volumes.flatMap((v) => v.categories).reduce((n, c) => n + c.monographCount, 0);
    expect(counted).toBe((await get('/api/categoryInfo/findCategoryInfo')).data.total);
    const older = (await get('/api/categoryInfo/queryCatalogue?edition=2015')).data as typeof volumes;
    expect(older.flatMap((v) => v.categories).reduce((n, c) => n + c.monographCount, 0)).toBeLessThan(counted);
    expect((await get('/api/categoryInfo/queryCatalogue?edition=2019')).retmsg).toBe('参数 edition：药典版本有误');
  });

  it('pages the catalogue in pinyin order, by category, volume and A–Z letter', async () => {
    const first = await get('/api/categoryInfo/findCategoryInfo?pageSize=100');
    expect(first.data).toMatchObject({ pageNum: 1, pageSize: 100 });
    const keys = first.data.list.map((m: Row) => String(m.pinyin).toLowerCase().replace(/[^a-z]/g, ''));
    expect(keys).toEqual([...keys].sort());
    const r = await get('/api/categoryInfo/findCategoryInfo?initial=r&pageSize=100');
    expect(r.data.list.every((m: Row) => m.initial === 'R')).toBe(true);
    expect(r.data.list.map((m: Row) => m.name)).toContain('人参');
    const catalogue = (await get('/api/categoryInfo/queryCatalogue')).data;
    const herbs = catalogue[0].categories[0];
    const inHerbs = await get(`/api/categoryInfo/findCategoryInfo?categoryId=${herbs.id}&pageSize=5&pageNum=2`);
    expect(inHerbs.data).toMatchObject({ total: herbs.monographCount, size: 5, pages: Math.ceil(herbs.monographCount / 5) });
    expect(inHerbs.data.list.every((m: Row) => m.categoryName === '药材和饮片')).toBe(true);
    const fourth = await get('/api/categoryInfo/findCategoryInfo?volume=4&pageSize=100');
    expect(fourth.data.list.every((m: Row) => m.volume === 4)).toBe(true);
    const searched = await get(`/api/categoryInfo/findCategoryInfo?keyword=${enc('人参')}&pageSize=100`);
    expect(searched.data.list.map((m: Row) => m.name)).toEqual(expect.arrayContaining(['人参', '人参叶']));
    const searchedKeys = searched.data.list.map((m: Row) => String(m.pinyin).toLowerCase().replace(/[^a-z]/g, ''));
    expect(searchedKeys).toEqual([...searchedKeys].sort());
    expect(searched.data.list.find((m: Row) => m.name === '人参').nameRuns).toEqual([['人参', true]]);
  });

  it('refuses bad paging and filters with a clear message', async () => {
    expect((await get('/api/categoryInfo/findCategoryInfo?pageNum=0')).retmsg).toBe('参数 pageNum：页码最小为 1');
    expect((await get('/api/categoryInfo/findCategoryInfo?pageSize=100000')).retmsg).toBe('参数 pageSize：每页条数最大为 100');
    expect((await get('/api/categoryInfo/findCategoryInfo?initial=1')).retmsg).toBe('参数 initial：拼音首字母有误');
    expect((await get('/api/qualityControlStandard/queryQualityControlStandard?pageNum=0')).retmsg).toBe('参数 pageNum：页码最小为 1');
    expect((await get('/api/qualityControlStandard/queryQualityControlStandard?state=7')).retmsg).toBe('参数 state：标准状态有误');
    expect((await get('/api/lookup/search?q=')).retmsg).toBe('参数 q：请输入检索词');
    expect((await get('/api/lookup/search?q=a&scope=everything')).retmsg).toBe('参数 scope：检索范围有误');
    expect((await get('/api/lookup/search?q=a&pageSize=101')).retmsg).toBe('参数 pageSize：每页条数最大为 100');
    const beyond = await get('/api/categoryInfo/findCategoryInfo?pageNum=9999');
    expect(beyond.data).toMatchObject({ list: [], size: 0 });
  });

  it('shows a monograph with its sections in order, checks, and what changed since the other edition', async () => {
    const renshen = await findMonograph('人参');
    const d = (await get(`/api/categoryInfo/getCategoryInfo?id=${renshen.id}`)).data;
    expect(d).toMatchObject({ name: '人参', pinyin: 'Renshen', edition: 2020, volume: 1, categoryName: '药材和饮片' });
    expect(d.aliases).toContain('棒槌');
    const order = MONOGRAPH_SECTIONS.map((s) => s.key as string);
    const keys = d.sections.map((s: { key: string }) => s.key);
    expect(keys).toEqual([...keys].sort((a: string, b: string) => order.indexOf(a) - order.indexOf(b)));
    expect(d.sections.every((s: { content: string }) => s.content.length > 0)).toBe(true);
    expect(d.checks[0]).toEqual({ item: expect.any(String), method: expect.any(String), limit: expect.any(String), section: expect.any(String) });
    expect(d.otherEditions).toEqual([{ id: expect.any(Number), edition: 2015 }]);
    expect(d.changes.length).toBeGreaterThan(0);
    const old = (await get(`/api/categoryInfo/getCategoryInfo?id=${d.otherEditions[0].id}`)).data;
    expect(old).toMatchObject({ name: '人参', edition: 2015, otherEditions: [{ id: renshen.id, edition: 2020 }] });
    expect(old.changes.map((c: { section: string }) => c.section)).toEqual(d.changes.map((c: { section: string }) => c.section));
    const missing = await get('/api/categoryInfo/getCategoryInfo?id=99999999');
    expect(missing).toEqual({ retcode: 0, retmsg: '该药典品种不存在', data: null });
    expect((await get('/api/categoryInfo/getCategoryInfo?id=abc')).retcode).toBe(0);
  });

  it('lists standards newest first and filters them by level, issuer and year', async () => {
    const all = await get('/api/qualityControlStandard/queryQualityControlStandard?pageSize=100');
    const dates = all.data.list.map((s: Row) => s.implementDate as string);
    expect(dates).toEqual([...dates].sort().reverse());
    const national = await get('/api/qualityControlStandard/queryQualityControlStandard?level=1&pageSize=100');
    expect(national.data.total).toBeGreaterThan(0);
    expect(national.data.list.every((s: Row) => s.level === 1 && s.levelName === '国家标准')).toBe(true);
    const issuers = (await get('/api/qualityControlStandard/queryIssuers')).data as { issuer: string; count: number }[];
    expect(issuers.reduce((n, i) => n + i.count, 0)).toBe(all.data.total);
    const byIssuer = await get(`/api/qualityControlStandard/queryQualityControlStandard?issuer=${enc(issuers[0]!.issuer)}&pageSize=100`);
    expect(byIssuer.data.total).toBe(issuers[0]!.count);
    const y2014 = await get('/api/qualityControlStandard/queryQualityControlStandard?year=2014&pageSize=100');
    expect(y2014.data.total).toBeGreaterThan(0);
    expect(y2014.data.list.every((s: Row) => String(s.issueDate).startsWith('2014'))).toBe(true);
    const searched = await get(`/api/qualityControlStandard/queryQualityControlStandard?keyword=${enc('GB/T 19506')}`);
    expect(searched.data.list[0].standardNo).toMatch(/^GB\/T 19506-/);
  });

  it('derives the state from the dates against the clock, and filters by it', async () => {
    const today = new Date(clock.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const tomorrow = new Date(clock.now() + 8 * 3_600_000 + DAY).toISOString().slice(0, 10);
    const row = await t.app.db
      .insertInto('quality_standard')
      .values({ standard_no: 'T/TEST 0001-2026', no_key: 'ttest0001-2026', name_cn: '测试标准', name_en: null, level: 4, issuer: '测试协会', issue_date: today, implement_date: tomorrow, abolish_date: null, scope: '测试。', replaces_no: null, replaces_key: null, pdf_key: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const state = async () => (await get(`/api/qualityControlStandard/getQualityControlStandard?id=${row.id}`)).data.stateName;
    const upcoming = async () => (await get(`/api/qualityControlStandard/queryQualityControlStandard?state=${STANDARD_STATE.UPCOMING}&pageSize=100`)).data.list.map((s: Row) => s.id);
    expect(await state()).toBe('即将实施');
    expect(await upcoming()).toContain(row.id);
    clock.advance(DAY);
    expect(await state()).toBe('现行');
    expect(await upcoming()).not.toContain(row.id);
    const current = await get(`/api/qualityControlStandard/queryQualityControlStandard?state=${STANDARD_STATE.CURRENT}&pageSize=100`);
    expect(current.data.list.map((s: Row) => s.id)).toContain(row.id);
    const abolished = await get(`/api/qualityControlStandard/queryQualityControlStandard?state=${STANDARD_STATE.ABOLISHED}&pageSize=100`);
    expect(abolished.data.total).toBeGreaterThan(0);
    expect(abolished.data.list.every((s: Row) => s.abolishDate !== null && String(s.abolishDate) <= today && s.stateName === '废止')).toBe(true);
    await t.app.db.deleteFrom('quality_standard').where('id', '=', row.id).execute();
  });

  it('shows a standard with what it replaces and what replaced it, and serves its PDF as an attachment', async () => {
    const list = (await get(`/api/qualityControlStandard/queryQualityControlStandard?keyword=${enc('GB/T 19506-2009')}`)).data.list;
    const d = (await get(`/api/qualityControlStandard/getQualityControlStandard?id=${list[0].id}`)).data;
    expect(d).toMatchObject({ standardNo: 'GB/T 19506-2009', nameCn: '地理标志产品 吉林长白山人参', level: 1, hasPdf: true });
    expect(d.replaces).toMatchObject({ standardNo: 'GB 19506-2004', id: expect.any(Number) });
    expect(d.replacedBy).toMatchObject({ standardNo: 'GB/T 19506-2026' });
    expect(d.scope.length).toBeGreaterThan(0);
    const pdf = await t.app.inject({ url: d.pdfUrl });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^attachment/);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.rawPayload.includes(Buffer.from('/DCTDecode'))).toBe(true);
    const missing = await get('/api/qualityControlStandard/getQualityControlStandard?id=99999999');
    expect(missing).toEqual({ retcode: 0, retmsg: '该标准不存在', data: null });
  });

  it('searches both kinds in one ranked, paged list with highlights and filters', async () => {
    const res = await get(`/api/lookup/search?q=${enc('人参')}&pageSize=100`);
    const hits = res.data.list as { kind: string; title: string; tier: number; titleRuns: [string, boolean][] }[];
    expect(hits[0]).toMatchObject({ kind: 'monograph', title: '人参', tier: 1, titleRuns: [['人参', true]] });
    expect(hits.map((h) => h.tier)).toEqual([...hits.map((h) => h.tier)].sort());
    expect(new Set(hits.map((h) => h.kind))).toEqual(new Set(['monograph', 'standard']));
    const page2 = await get(`/api/lookup/search?q=${enc('人参')}&pageSize=5&pageNum=2`);
    expect(page2.data).toMatchObject({ total: res.data.total, size: 5 });
    expect(page2.data.list.map((h: Row) => h.title)).toEqual(hits.slice(5, 10).map((h) => h.title));
    const standards = await get(`/api/lookup/search?q=${enc('人参')}&scope=standard&level=1&pageSize=100`);
    expect(standards.data.list.every((h: Row) => h.kind === 'standard' && h.level === 1)).toBe(true);
    const volume1 = await get(`/api/lookup/search?q=${enc('人参')}&volume=1&pageSize=100`);
    expect(volume1.data.list.every((h: Row) => h.kind === 'monograph' && h.volume === 1)).toBe(true);
    const older = await get(`/api/lookup/search?q=${enc('人参')}&scope=monograph&edition=2015`);
    expect(older.data.list[0]).toMatchObject({ title: '人参', edition: 2015 });
    const alias = await get(`/api/lookup/search?q=${enc('棒槌')}`);
    expect(alias.data.list[0]).toMatchObject({ title: '人参', tier: 4 });
    expect(alias.data.list[0].snippetRuns.some(([text, hit]: [string, boolean]) => hit && text === '棒槌')).toBe(true);
    const none = await get(`/api/lookup/search?q=${enc('量子纠缠')}`);
    expect(none.data).toMatchObject({ list: [], total: 0, pages: 0 });
  });

  it('rebuilds at start an index an older version of the code wrote (monographs lacking 饮片 get it), and leaves a current one alone', async () => {
    const snapshot = () =>
      t.app.db.selectFrom('lookup_token').select(['doc_id', 'field', 'facet', 'name_len']).where('token', '=', '饮片').where('doc_kind', '=', 1).orderBy('doc_id').execute();
    const kept = await snapshot();
    const renshen = await findMonograph('人参');
    expect(kept.map((r) => Number(r.doc_id))).toContain(renshen.id);
    const names = async () => ((await get(`/api/lookup/search?q=${enc('人参饮片')}&scope=monograph`)).data.list as { title: string }[]).map((h) => h.title);
    expect(await names()).toContain('人参');
    // A database indexed before the word existed: 人参 and 黄芪 (饮片 sections without the word) lack the row.
    const huangqi = await findMonograph('黄芪');
    await t.app.db.deleteFrom('lookup_token').where('token', '=', '饮片').where('doc_kind', '=', 1).where('doc_id', 'in', [renshen.id, huangqi.id]).execute();
    expect(await names()).not.toContain('人参');
    const messages: string[] = [];
    // The seed recorded the index as current: nothing is rebuilt, the gap stays.
    expect(await storedSearchIndexVersion(t.app.db)).toBe(SEARCH_INDEX_VERSION);
    expect(await ensureSearchIndex(t.app.db, (m) => messages.push(m))).toBeNull();
    expect(await names()).not.toContain('人参');
    // Written by an older version: rebuilt, once.
    await t.app.db.updateTable('search_index_version').set({ version: SEARCH_INDEX_VERSION - 1 }).execute();
    const counts = await ensureSearchIndex(t.app.db, (m) => messages.push(m));
    expect(counts).toMatchObject({ monographs: expect.any(Number), standards: expect.any(Number), articles: expect.any(Number), products: expect.any(Number) });
    expect(counts!.monographs).toBeGreaterThan(100);
    expect(await ensureSearchIndex(t.app.db, (m) => messages.push(m))).toBeNull();
    expect(messages).toEqual([`search index version ${SEARCH_INDEX_VERSION - 1} → ${SEARCH_INDEX_VERSION}: rebuilding`, expect.stringMatching(/^search index rebuilt: \d+ monographs/)]);
    expect(await storedSearchIndexVersion(t.app.db)).toBe(SEARCH_INDEX_VERSION);
    expect(await snapshot()).toEqual(kept);
    expect(await names()).toContain('人参');
  });
});
