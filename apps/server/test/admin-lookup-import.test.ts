import { ADMIN_LOOKUP_AUDIT_ACTIONS, ADMIN_LOOKUP_MESSAGES as M, MONOGRAPH_IMPORT_CHECK_COLUMNS, MONOGRAPH_IMPORT_COLUMNS, monographImportDone } from '@tcm/shared';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from './helpers/multipart';
import { signIn } from './helpers/orders';
import { tableCounts } from './helpers/table-counts';
import { type TestApp, createTestApp, testEngine } from './helpers/test-app';

type Headers = Record<string, string>;
type Cells = Record<string, string | number>;
const enc = encodeURIComponent;

/** An .xlsx as an operator would fill the template: the monographs sheet and, optionally, the checks sheet. */
async function workbook(rows: Cells[], checks: Cells[] = []): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const main = wb.addWorksheet('药典品种');
  main.columns = MONOGRAPH_IMPORT_COLUMNS.map((header) => ({ header, key: header }));
  rows.forEach((r) => main.addRow(r));
  if (checks.length) {
    const sheet = wb.addWorksheet('检查项目');
    sheet.columns = MONOGRAPH_IMPORT_CHECK_COLUMNS.map((header) => ({ header, key: header }));
    checks.forEach((r) => sheet.addRow(r));
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const NEW_HERB: Cells = { 名称: '雪灵芝', 汉语拼音: 'Xuelingzhi', 版次: 2020, 部: '一部', 分类: '药材和饮片', 别名: '雪莲芝、高山灵芝', 来源: '本品为石竹科植物雪灵芝的干燥全草。', 性状: '全草呈垫状，质轻。', 功能与主治: '清热凉血。' };
const GINSENG: Cells = { 名称: '人参', 汉语拼音: 'Renshen', 拉丁名: 'GINSENG RADIX ET RHIZOMA', 版次: '2020年版', 部: '一部', 分类: '药材和饮片', 性状: '主根呈纺锤形，表面灰黄色，断面显菊花纹。' };

describe(`operator console: monograph import from .xlsx on ${testEngine}`, () => {
  let t: TestApp;
  let op: Headers;
  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false });
    op = await signIn(t.app, 'yunying01');
  });
  afterAll(async () => t.close());

  const upload = async (file: Buffer, filename = 'monographs.xlsx') => {
    const { payload, headers } = multipartBody([{ name: 'file', value: file, filename }]);
    return (await t.app.inject({ method: 'POST', url: '/api/admin/monograph/import', payload, headers: { ...op, ...headers } })).json();
  };
  const get = (url: string) => t.app.inject({ url }).then((r) => r.json());
  const ginseng = () => t.app.db.selectFrom('pharmacopoeia_monograph').selectAll().where('name', '=', '人参').where('edition', '=', 2020).executeTakeFirstOrThrow();

  it('serves the template with the headers and one example row, which imports as is', async () => {
    const res = await t.app.inject({ url: '/api/admin/monograph/importTemplate', headers: op });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const headerRow = (name: string) => (wb.getWorksheet(name)!.getRow(1).values as unknown[]).slice(1);
    expect(headerRow('药典品种')).toEqual(MONOGRAPH_IMPORT_COLUMNS);
    expect(headerRow('检查项目')).toEqual([...MONOGRAPH_IMPORT_CHECK_COLUMNS]);
    expect(wb.getWorksheet('药典品种')!.rowCount).toBe(2);
    expect(await upload(res.rawPayload)).toMatchObject({ retcode: 1, data: { created: 0, updated: 1, errors: [] } });
  });

  it('creates new monographs and updates existing ones (same name and edition), searchable at once', async () => {
    const checksBefore = (await ginseng()).checks;
    const file = await workbook([NEW_HERB, GINSENG], [{ 名称: '雪灵芝', 项目: '水分', 方法: '通则0832第二法', 限度: '不得过13.0%' }, { 名称: '雪灵芝', 项目: '总灰分', 方法: '通则2302', 限度: '不得过8.0%', 所属部分: '检查' }]);
    const res = await upload(file);
    expect(res).toMatchObject({ retcode: 1, retmsg: monographImportDone(1, 1), data: { created: 1, updated: 1, errors: [] } });
    const hits = (await get(`/api/lookup/search?scope=monograph&q=${enc('雪灵芝')}`)).data.list;
    expect(hits[0]).toMatchObject({ title: '雪灵芝', tier: 1 });
    expect((await get(`/api/lookup/search?scope=monograph&q=${enc('高山灵芝')}`)).data.list.map((h: { title: string }) => h.title)).toEqual(['雪灵芝']);
    const detail = (await get(`/api/categoryInfo/getCategoryInfo?id=${hits[0].id}`)).data;
    expect(detail.checks).toEqual([
      { item: '水分', method: '通则0832第二法', limit: '不得过13.0%', section: 'examination' },
      { item: '总灰分', method: '通则2302', limit: '不得过8.0%', section: 'examination' },
    ]);
    const updated = await ginseng();
    expect(JSON.parse(updated.sections)).toEqual({ description: GINSENG['性状'] });
    // No rows for 人参 in the checks sheet: its checks stay as they were.
    expect(updated.checks).toBe(checksBefore);
    expect((await get(`/api/lookup/search?scope=monograph&q=${enc('菊花纹')}`)).data.list.map((h: { title: string }) => h.title)).toContain('人参');
    const audit = await t.app.db.selectFrom('audit_log').select('detail').where('action', '=', ADMIN_LOOKUP_AUDIT_ACTIONS.monographImport).execute();
    expect(audit.at(-1)).toEqual({ detail: '导入药典品种（monographs.xlsx）：新增1个，更新1个' });
  });

  it('imports nothing when any row is bad, and names every bad row', async () => {
    const before = await tableCounts(t.app.db);
    const ginsengBefore = await ginseng();
    const tokensBefore = await t.app.db.selectFrom('lookup_token').select(({ fn }) => fn.countAll().as('n')).executeTakeFirstOrThrow();
    const file = await workbook(
      [{ ...GINSENG, 性状: '不应写入。' }, { ...NEW_HERB, 名称: '冰川草', 分类: '不存在的分类' }, { ...NEW_HERB, 名称: '', 版次: 2019 }, { ...GINSENG }],
      [{ 名称: '无此品种', 项目: '水分', 方法: '通则0832', 限度: '不得过12%' }, { 名称: '人参', 项目: '水分', 限度: '不得过12%' }],
    );
    const res = await upload(file);
    expect(res).toMatchObject({ retcode: 0, retmsg: M.importFailed, data: { created: 0, updated: 0 } });
    expect(res.data.errors).toEqual([
      '第3行：分类「不存在的分类」不在一部中（可选：药材和饮片、植物油脂和提取物、成方制剂和单味制剂）',
      '第4行：版次须为 2015 或 2020；请填写名称',
      '第5行：与第2行重复（同名同版次）',
      '「检查项目」第2行：未在「药典品种」表中找到品种「无此品种」',
      '「检查项目」第3行：请填写检查方法',
    ]);
    expect(await tableCounts(t.app.db)).toEqual(before);
    expect(await ginseng()).toEqual(ginsengBefore);
    expect(await t.app.db.selectFrom('lookup_token').select(({ fn }) => fn.countAll().as('n')).executeTakeFirstOrThrow()).toEqual(tokensBefore);
  });

  it('refuses what is not an .xlsx by its content, a file over 5 MB and a request without a file', async () => {
    const before = await tableCounts(t.app.db);
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'binary'), Buffer.alloc(2048, 7)]);
    expect(await upload(exe, 'monographs.xlsx')).toMatchObject({ retcode: 0, retmsg: M.importNotXlsx, data: null });
    const fakeZip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(512, 1)]);
    expect(await upload(fakeZip)).toMatchObject({ retcode: 0, retmsg: M.importNotXlsx });
    expect(await upload(Buffer.alloc(5 * 1024 * 1024 + 10, 0x50))).toMatchObject({ retcode: 0, retmsg: M.importTooLarge });
    const { payload, headers } = multipartBody([{ name: 'note', value: 'x' }]);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/monograph/import', payload, headers: { ...op, ...headers } })).json()).toMatchObject({ retcode: 0, retmsg: M.importNoFile });
    expect(await upload(await workbook([]))).toMatchObject({ retcode: 0, data: { errors: [M.importEmpty] } });
    expect(await tableCounts(t.app.db)).toEqual(before);
  });
});
