import { ORDER_STATUS, RESULT_IMPORT_COLUMNS, RESULT_MESSAGES, type ResultImportResult, type ResultSheet } from '@tcm/shared';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from './helpers/multipart';
import { type Parties, signIn, uploadPdf } from './helpers/orders';
import { huangqiOrderAt } from './helpers/results';
import { type TestApp, createTestApp, testEngine } from './helpers/test-app';

type Headers = Record<string, string>;
type Envelope<T> = { retcode: number; retmsg: string; data: T };
const I = '/api/institutionOrder';

describe(`results imported from the .xlsx template on ${testEngine}`, () => {
  let t: TestApp;
  let p: Parties;
  let otherStaff: Headers;

  const sheetOf = async (orderId: number) => (await t.app.inject({ method: 'GET', url: `${I}/getResultSheet?orderId=${orderId}`, headers: p.staff })).json() as Envelope<ResultSheet>;
  const savedRows = (orderId: number) => t.app.db.selectFrom('order_result').selectAll().where('order_id', '=', orderId).orderBy('order_item_id').orderBy('sample_index').orderBy('clause_index').execute();

  const template = (orderId: number, headers: Headers = p.staff) => t.app.inject({ method: 'GET', url: `${I}/resultsTemplate?orderId=${orderId}`, headers });

  /** The template as a workbook, its result rows as header → cell text. */
  async function templateRows(orderId: number): Promise<{ wb: ExcelJS.Workbook; rows: Record<string, string>[] }> {
    const res = await template(orderId);
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.getWorksheet('检测结果')!;
    const headers = (ws.getRow(1).values as unknown[]).slice(1).map(String);
    const rows: Record<string, string>[] = [];
    ws.eachRow((row, n) => {
      if (n > 1) rows.push(Object.fromEntries(headers.map((h, i) => [h, row.getCell(i + 1).text])));
    });
    return { wb, rows };
  }

  /** A filled template: the rows in the order given, with their cells by header. */
  async function workbook(rows: Record<string, string>[]): Promise<Buffer> {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('检测结果');
    ws.columns = RESULT_IMPORT_COLUMNS.map((header) => ({ header, key: header }));
    for (const r of rows) ws.addRow(r);
    return Buffer.from(await wb.xlsx.writeBuffer());
  }

  async function upload(orderId: number, file: Buffer | null, headers: Headers = p.staff, filename = 'results.xlsx') {
    const { payload, headers: h } = multipartBody(file ? [{ name: 'file', value: file, filename }] : [{ name: 'note', value: 'no file' }]);
    const res = await t.app.inject({ method: 'POST', url: `${I}/importResults?orderId=${orderId}`, headers: { ...headers, ...h }, payload });
    return res.json() as Envelope<ResultImportResult | null>;
  }

  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false });
    const member = await t.memberHeaders('import');
    const staff = await signIn(t.app, 'jigou01');
    otherStaff = await signIn(t.app, 'jigou02');
    p = { member, staff, memberPdf: await uploadPdf(t.app, member), staffPdf: await uploadPdf(t.app, staff) };
  }, 60_000);
  afterAll(async () => t.close());

  it("offers a template of the order's rows with their limits, and saves a filled one in any row order, judged", async () => {
    const id = await huangqiOrderAt(t.app, p, ORDER_STATUS.TESTING);
    const { wb, rows } = await templateRows(id);
    const sheet = (await sheetOf(id)).data;
    expect(rows.map((r) => r['行标识'])).toEqual(sheet.rows.map((r) => r.key));
    expect(rows[0]).toMatchObject({ 检测项目: '水分', 样品: '样品1', 标准规定: sheet.rows[0]!.limitDisplay, 检测结果: '' });
    expect(wb.getWorksheet('填写说明')?.getRow(1).getCell(1).text).toContain(sheet.orderNo);

    // A LIMS export: rows reversed; 水分 of sample 2 over its limit, 镉 not detected, the rest numbers.
    const filled = [...rows].reverse().map((r) => ({
      ...r,
      检测结果: r['检测项目'] === '水分' ? (r['样品'] === '样品2' ? '14.5' : '9.2') : r['成分/元素'] === '镉' ? '未检出' : '0.10',
      单位: r['检测项目'] === '水分' ? '%' : r['成分/元素'] === '镉' ? '' : 'mg/kg',
      检出限: r['成分/元素'] === '镉' ? '0.01' : '',
      备注: r['样品'] === '样品2' ? '复测一次' : '',
    }));
    const reply = await upload(id, await workbook(filled));
    expect(reply.retcode, reply.retmsg).toBe(1);
    expect(reply.retmsg).toBe(RESULT_MESSAGES.imported(rows.length, rows.length, rows.length));
    const after = (await sheetOf(id)).data;
    expect(after).toMatchObject({ filled: rows.length, conclusion: 'fail' });
    const water2 = after.rows.find((r) => r.itemName === '水分' && r.sampleIndex === 2)!;
    expect(water2).toMatchObject({ value: '14.5', unit: '%', judgement: 'fail', note: '复测一次' });
    expect(after.rows.find((r) => r.subject === '镉')).toMatchObject({ notDetected: true, detectionLimit: '0.01', judgement: 'pass' });
    const audit = await t.app.db.selectFrom('audit_log').select(['action', 'detail']).where('action', '=', 'results_import').orderBy('id', 'desc').executeTakeFirst();
    expect(audit?.detail).toContain(`导入 ${rows.length} 行`);
  });

  it('saves nothing when any row is wrong, and names every wrong row by its Excel row number', async () => {
    const id = await huangqiOrderAt(t.app, p, ORDER_STATUS.TESTING);
    const { rows } = await templateRows(id);
    // A first import that is kept: every row 9.0.
    expect((await upload(id, await workbook(rows.map((r) => ({ ...r, 检测结果: '0.5' }))))).retcode).toBe(1);
    const before = await savedRows(id);

    const bad: Record<string, string>[] = rows.map((r) => ({ ...r, 检测结果: '0.2' }));
    bad[1] = { ...bad[1]!, 检测结果: '九点二' }; // Excel row 3
    bad.push({ ...bad[0]!, 检测结果: '0.3' }); // the first row's key again, row 2 + rows.length
    bad.push({ ...bad[0]!, 行标识: '999999-1-0' });
    bad.push({ ...bad[0]!, 行标识: '' });
    const reply = await upload(id, await workbook(bad));
    expect(reply.retcode).toBe(0);
    expect(reply.retmsg).toBe(RESULT_MESSAGES.importFailed);
    const errors = reply.data!.errors;
    expect(errors[0]).toMatch(/^第3行（.+）：检测值“九点二”不是数字/);
    expect(errors).toContain(RESULT_MESSAGES.importDuplicateRow(rows.length + 2, 2));
    expect(errors).toContain(RESULT_MESSAGES.importUnknownRow(rows.length + 3, '999999-1-0'));
    expect(errors).toContain(RESULT_MESSAGES.importNoKey(rows.length + 4));
    expect(await savedRows(id)).toEqual(before);
  });

  it("keeps the saved rows a file leaves out, and replaces those it lists (an empty 检测结果 empties the row)", async () => {
    const id = await huangqiOrderAt(t.app, p, ORDER_STATUS.TESTING);
    const { rows } = await templateRows(id);
    expect((await upload(id, await workbook(rows.map((r) => ({ ...r, 检测结果: '未检出' })))))).toMatchObject({ retcode: 1 });
    const water = rows.filter((r) => r['检测项目'] === '水分');
    const reply = await upload(id, await workbook([{ ...water[0]!, 检测结果: '8.8', 单位: '%' }, { ...water[1]!, 检测结果: '' }]));
    expect(reply.retcode, reply.retmsg).toBe(1);
    expect(reply.retmsg).toBe(RESULT_MESSAGES.imported(2, rows.length - 1, rows.length));
    const sheet = (await sheetOf(id)).data;
    expect(sheet.rows.filter((r) => r.itemName === '水分').map((r) => [r.value, r.notDetected, r.filled])).toEqual([
      ['8.8', false, true],
      ['', false, false],
    ]);
    expect(sheet.rows.filter((r) => r.itemName !== '水分').every((r) => r.notDetected)).toBe(true);
  });

  it('refuses a file that is not the template, an order not in 检测中, and another institution, changing nothing', async () => {
    const id = await huangqiOrderAt(t.app, p, ORDER_STATUS.TESTING);
    const { rows } = await templateRows(id);
    const good = await workbook(rows.map((r) => ({ ...r, 检测结果: '0.1' })));
    expect(await upload(id, Buffer.from('%PDF-1.4 not a workbook'), p.staff, 'results.pdf')).toMatchObject({ retcode: 0, retmsg: RESULT_MESSAGES.importNotXlsx });
    expect(await upload(id, null)).toMatchObject({ retcode: 0, retmsg: RESULT_MESSAGES.importNoFile });
    const other = new ExcelJS.Workbook();
    other.addWorksheet('Sheet1').addRow(['行标识']);
    expect(await upload(id, Buffer.from(await other.xlsx.writeBuffer()))).toMatchObject({ retcode: 0, retmsg: RESULT_MESSAGES.importNoSheet });
    expect(await upload(id, await workbook([]))).toMatchObject({ retcode: 0, retmsg: RESULT_MESSAGES.importEmpty });

    expect((await upload(id, good, otherStaff)).retcode).toBe(0);
    expect((await template(id, otherStaff)).json()).toMatchObject({ retcode: 0 });
    expect((await upload(id, good, p.member)).retcode).not.toBe(1);
    expect(await savedRows(id)).toEqual([]);

    const received = await huangqiOrderAt(t.app, p, ORDER_STATUS.PENDING_SAMPLE_RECEIPT);
    expect(await upload(received, good)).toMatchObject({ retcode: 0, retmsg: RESULT_MESSAGES.notTesting });
  });
});
