import { ADMIN_LOOKUP_AUDIT_ACTIONS, ADMIN_LOOKUP_MESSAGES as M, LOOKUP_MESSAGES } from '@tcm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, uploadPdf } from './helpers/orders';
import { tableCounts } from './helpers/table-counts';
import { type TestApp, createTestApp, testEngine } from './helpers/test-app';

type Headers = Record<string, string>;
const enc = encodeURIComponent;

describe(`operator console: quality standards on ${testEngine}`, () => {
  let t: TestApp;
  let op: Headers;
  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false });
    op = await signIn(t.app, 'yunying01');
  });
  afterAll(async () => t.close());

  const get = (url: string, headers: Headers = {}) => t.app.inject({ url, headers }).then((r) => r.json());
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, headers: op }).then((r) => r.json());
  const idOf = async (no: string) => Number((await t.app.db.selectFrom('quality_standard').select('id').where('standard_no', '=', no).executeTakeFirstOrThrow()).id);
  const formOf = async (id: number) => {
    const d = (await get(`/api/admin/standard/get?id=${id}`, op)).data;
    return { id, standardNo: d.standardNo, nameCn: d.nameCn, nameEn: d.nameEn, level: d.level, issuer: d.issuer, issueDate: d.issueDate, implementDate: d.implementDate, abolishDate: d.abolishDate, scope: d.scope, replacesNo: d.replacesNo, replacedByNo: d.replacedByNo, herbs: d.herbs, pdfUrl: d.pdfUrl };
  };
  const searchIds = async (q: string) => (await get(`/api/lookup/search?scope=standard&q=${enc(q)}&pageSize=100`)).data.list.map((h: { id: number }) => h.id);

  it('lists standards by level, state and keyword', async () => {
    const all = (await get('/api/admin/standard/query?pageSize=100', op)).data;
    expect(all.total).toBeGreaterThan(20);
    const national = (await get('/api/admin/standard/query?level=1&pageSize=100', op)).data;
    expect(national.list.every((r: { levelName: string }) => r.levelName === '国家标准')).toBe(true);
    const abolished = (await get('/api/admin/standard/query?state=3&pageSize=100', op)).data;
    expect(abolished.list.map((r: { standardNo: string }) => r.standardNo)).toContain('GB 2762-2017');
    expect(abolished.list.every((r: { stateName: string }) => r.stateName === '废止')).toBe(true);
    const byKeyword = (await get(`/api/admin/standard/query?keyword=${enc('gb 2762')}`, op)).data;
    expect(byKeyword.list.map((r: { standardNo: string }) => r.standardNo).sort()).toEqual(['GB 2762-2017', 'GB 2762-2022']);
  });

  it('edits a standard: the public detail and the public search find the new title, the audit log records it', async () => {
    const id = await idOf('GB 2762-2022');
    expect(await searchIds('霜降木樨规程')).toEqual([]);
    expect(await searchIds('食品中污染物限量')).toContain(id);
    const form = await formOf(id);
    const res = await post('/api/admin/standard/update', { ...form, nameCn: '霜降木樨规程 污染物限量', herbs: ['枸杞子', '木樨'] });
    expect(res).toMatchObject({ retcode: 1, retmsg: M.standardSaved });
    expect((await get(`/api/qualityControlStandard/getQualityControlStandard?id=${id}`)).data.nameCn).toBe('霜降木樨规程 污染物限量');
    expect(await searchIds('霜降木樨规程')).toEqual([id]);
    expect(await searchIds('木樨')).toContain(id);
    // The old title's tokens went with it: only the other edition of the old title is found by it.
    expect(await searchIds('食品中污染物限量')).toEqual([await idOf('GB 2762-2017')]);
    const audit = await t.app.db.selectFrom('audit_log').select(['detail', 'member_id']).where('action', '=', ADMIN_LOOKUP_AUDIT_ACTIONS.standardUpdate).execute();
    expect(audit).toEqual([expect.objectContaining({ detail: `标准#${id}（GB 2762-2022）` })]);
  });

  it('creates a standard with the operator’s own PDF, and moves 被代替 to the replacing standard', async () => {
    const pdfUrl = await uploadPdf(t.app, op);
    const old = await idOf('GB 2762-2017');
    const res = await post('/api/admin/standard/create', {
      standardNo: 'T/CACM 9999-2026', nameCn: '中药材 黄芩片 商品规格等级', level: 4, issuer: '中华中医药学会', issueDate: '2026-01-05', implementDate: '2026-02-01', scope: '本文件规定了黄芩片的商品规格等级。', pdfUrl,
    });
    expect(res).toMatchObject({ retcode: 1, retmsg: M.standardCreated });
    const id = res.data.id as number;
    const detail = (await get(`/api/qualityControlStandard/getQualityControlStandard?id=${id}`)).data;
    expect(detail).toMatchObject({ standardNo: 'T/CACM 9999-2026', pdfUrl, hasPdf: true, levelName: '团体标准' });
    expect(await searchIds('tcacm 9999')).toEqual([id]);

    const form = await formOf(old);
    expect(form.replacedByNo).toBe('GB 2762-2022');
    expect((await post('/api/admin/standard/update', { ...form, replacedByNo: 'T/CACM 9999-2026' })).retcode).toBe(1);
    const pub = (await get(`/api/qualityControlStandard/getQualityControlStandard?id=${old}`)).data;
    expect(pub.replacedBy).toEqual({ id, standardNo: 'T/CACM 9999-2026', nameCn: '中药材 黄芩片 商品规格等级' });
    expect((await formOf(await idOf('GB 2762-2022'))).replacesNo).toBeNull();
    expect(await searchIds('gb 2762-2017')).toEqual(expect.arrayContaining([old, id]));
  });

  it('refuses a taken number, someone else’s PDF, an unknown replacing standard and bad dates, changing nothing', async () => {
    const memberPdf = await uploadPdf(t.app, await signIn(t.app, 'geren01'));
    const good = { standardNo: 'DB52/T 8888-2026', nameCn: '天麻种植技术规程', level: 3, issuer: '贵州省市场监督管理局', issueDate: '2026-01-01', implementDate: '2026-03-01', scope: '适用于天麻种植。' };
    const before = await tableCounts(t.app.db);
    const cases: [object, string][] = [
      [{ ...good, standardNo: 'gb2762-2022' }, M.standardNoTaken],
      [{ ...good, pdfUrl: memberPdf }, M.pdfNotOwn],
      [{ ...good, pdfUrl: '/files/abcdefghijklmnopqrstuv.png' }, M.pdfInvalid],
      [{ ...good, replacedByNo: 'GB 1-1900' }, M.replacedByNotFound],
      [{ ...good, replacedByNo: 'DB52/T 8888-2026' }, M.replacedBySelf],
      [{ ...good, implementDate: '2025-12-01' }, M.implementBeforeIssue],
      [{ ...good, abolishDate: '2026-03-01' }, M.abolishBeforeImplement],
      [{ ...good, issueDate: '2026-02-30' }, '发布日期应为有效日期（YYYY-MM-DD）'],
      [{ ...good, nameCn: '  ' }, '请填写中文名称'],
      [{ ...good, level: 9 }, M.levelInvalid],
    ];
    for (const [payload, message] of cases) {
      const res = await post('/api/admin/standard/create', payload);
      expect(res.retcode, message).toBe(0);
      expect(res.retmsg).toContain(message);
    }
    expect(await post('/api/admin/standard/update', { ...good, id: 999_999 })).toMatchObject({ retcode: 0, retmsg: M.standardNotFound });
    expect(await tableCounts(t.app.db)).toEqual(before);
  });

  it('deletes a standard: gone from the public detail and the search, audited', async () => {
    const id = await idOf('GB 2763-2021');
    expect(await searchIds('gb 2763-2021')).toContain(id);
    expect(await post('/api/admin/standard/delete', { id })).toMatchObject({ retcode: 1, retmsg: M.standardDeleted });
    expect((await get(`/api/qualityControlStandard/getQualityControlStandard?id=${id}`)).retmsg).toBe(LOOKUP_MESSAGES.standardNotFound);
    expect(await searchIds('gb 2763-2021')).not.toContain(id);
    expect(await t.app.db.selectFrom('lookup_token').select('token').where('doc_kind', '=', 2).where('doc_id', '=', id).execute()).toEqual([]);
    const audit = await t.app.db.selectFrom('audit_log').select('detail').where('action', '=', ADMIN_LOOKUP_AUDIT_ACTIONS.standardDelete).execute();
    expect(audit).toEqual([{ detail: `标准#${id}（GB 2763-2021）` }]);
  });
});
