import { ADMIN_LOOKUP_AUDIT_ACTIONS, ADMIN_LOOKUP_MESSAGES as M, LOOKUP_MESSAGES } from '@tcm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './helpers/orders';
import { tableCounts } from './helpers/table-counts';
import { type TestApp, createTestApp, testEngine } from './helpers/test-app';

type Headers = Record<string, string>;
const enc = encodeURIComponent;

describe(`operator console: pharmacopoeia monographs on ${testEngine}`, () => {
  let t: TestApp;
  let op: Headers;
  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false });
    op = await signIn(t.app, 'yunying01');
  });
  afterAll(async () => t.close());

  const get = (url: string, headers: Headers = {}) => t.app.inject({ url, headers }).then((r) => r.json());
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, headers: op }).then((r) => r.json());
  const idOf = async (name: string, edition = 2020) =>
    Number((await t.app.db.selectFrom('pharmacopoeia_monograph').select('id').where('name', '=', name).where('edition', '=', edition).executeTakeFirstOrThrow()).id);
  const searchIds = async (q: string, edition = 2020) => (await get(`/api/lookup/search?scope=monograph&edition=${edition}&q=${enc(q)}&pageSize=100`)).data.list.map((h: { id: number }) => h.id);
  const formOf = async (id: number) => {
    const d = (await get(`/api/admin/monograph/get?id=${id}`, op)).data;
    return { id, name: d.name, pinyin: d.pinyin, latinName: d.latinName, categoryId: d.categoryId, aliases: d.aliases, species: d.species, sections: d.sections, checks: d.checks };
  };

  it('lists monographs by edition, volume, category and keyword', async () => {
    const older = (await get('/api/admin/monograph/query?edition=2015&pageSize=100', op)).data;
    expect(older.list.length).toBeGreaterThan(0);
    expect(older.list.every((m: { edition: number }) => m.edition === 2015)).toBe(true);
    const fourth = (await get('/api/admin/monograph/query?volume=4&pageSize=100', op)).data;
    expect(fourth.list.every((m: { volume: number }) => m.volume === 4)).toBe(true);
    const ginseng = (await get(`/api/admin/monograph/query?keyword=${enc('renshen')}&edition=2020`, op)).data;
    expect(ginseng.list.map((m: { name: string }) => m.name)).toContain('人参');
    expect(ginseng.list.find((m: { name: string }) => m.name === '人参').checkCount).toBeGreaterThan(0);
  });

  it('edits every section and the structured checks: the public detail and the search follow, the audit log records it', async () => {
    const id = await idOf('人参');
    const form = await formOf(id);
    expect(await searchIds('雪域神草')).toEqual([]);
    const checks = [...form.checks, { item: '二氧化硫残留量', method: '通则2331', limit: '不得过150mg/kg', section: 'examination' }];
    const res = await post('/api/admin/monograph/update', { ...form, aliases: [...form.aliases, '雪域神草'], sections: { ...form.sections, caution: '孕妇慎用。' }, checks });
    expect(res).toMatchObject({ retcode: 1, retmsg: M.monographSaved });
    const detail = (await get(`/api/categoryInfo/getCategoryInfo?id=${id}`)).data;
    expect(detail.checks).toEqual(checks);
    expect(detail.aliases).toContain('雪域神草');
    expect(detail.sections.find((s: { key: string }) => s.key === 'caution').content).toBe('孕妇慎用。');
    expect(await searchIds('雪域神草')).toEqual([id]);
    expect(await searchIds('人参 二氧化硫残留量')).toContain(id);
    const audit = await t.app.db.selectFrom('audit_log').select('detail').where('action', '=', ADMIN_LOOKUP_AUDIT_ACTIONS.monographUpdate).execute();
    expect(audit).toEqual([{ detail: `药典品种#${id}（人参，2020年版）` }]);
  });

  it('creates a monograph paired with the other edition of its name, found in the catalogue and the search', async () => {
    const other = (await get(`/api/admin/monograph/get?id=${await idOf('人参')}`, op)).data;
    const ginseng2015 = await idOf('人参', 2015);
    await post('/api/admin/monograph/delete', { id: ginseng2015 });
    const res = await post('/api/admin/monograph/create', {
      edition: 2015, name: '人参', pinyin: 'Renshen', categoryId: other.categoryId, sections: { description: '主根呈纺锤形。' }, checks: [{ item: '水分', method: '通则0832第二法', limit: '不得过12.0%' }],
    });
    expect(res).toMatchObject({ retcode: 1, retmsg: M.monographCreated });
    const created = (await get(`/api/categoryInfo/getCategoryInfo?id=${res.data.id}`)).data;
    expect(created).toMatchObject({ code: other.code, edition: 2015, checks: [{ item: '水分', method: '通则0832第二法', limit: '不得过12.0%', section: 'examination' }] });
    expect(created.otherEditions).toEqual([{ id: other.id, edition: 2020 }]);
    expect(await searchIds('人参', 2015)).toContain(res.data.id);
    expect(await searchIds('人参', 2015)).not.toContain(ginseng2015);
  });

  it('refuses a taken name, an unknown category, empty text and bad checks, changing nothing', async () => {
    const form = await formOf(await idOf('黄芪'));
    const before = await tableCounts(t.app.db);
    const cases: [string, object, string][] = [
      ['create', { ...form, id: undefined, edition: 2020 }, M.monographNameTaken],
      ['update', { ...form, name: '人参' }, M.monographNameTaken],
      ['update', { ...form, categoryId: 99_999 }, M.categoryNotFound],
      ['update', { ...form, sections: {} }, M.sectionsEmpty],
      ['update', { ...form, checks: [{ item: '水分', method: '', limit: '不得过12%' }] }, '请填写检查方法'],
      ['update', { ...form, pinyin: '黄芪' }, M.pinyinInvalid],
      ['create', { ...form, id: undefined, name: '新品种', edition: 2019 }, M.editionInvalid],
      ['update', { ...form, id: 999_999 }, M.monographNotFound],
    ];
    for (const [call, payload, message] of cases) {
      const res = await post(`/api/admin/monograph/${call}`, payload);
      expect(res.retcode, message).toBe(0);
      expect(res.retmsg).toContain(message);
    }
    expect(await tableCounts(t.app.db)).toEqual(before);
  });

  it('deletes a monograph with its search tokens', async () => {
    const id = await idOf('黄芪');
    expect(await post('/api/admin/monograph/delete', { id })).toMatchObject({ retcode: 1, retmsg: M.monographDeleted });
    expect((await get(`/api/categoryInfo/getCategoryInfo?id=${id}`)).retmsg).toBe(LOOKUP_MESSAGES.monographNotFound);
    expect(await t.app.db.selectFrom('lookup_token').select('token').where('doc_kind', '=', 1).where('doc_id', '=', id).execute()).toEqual([]);
    const audit = await t.app.db.selectFrom('audit_log').select('detail').where('action', '=', ADMIN_LOOKUP_AUDIT_ACTIONS.monographDelete).execute();
    expect(audit.map((a) => a.detail)).toContain(`药典品种#${id}（黄芪，2020年版）`);
  });
});
