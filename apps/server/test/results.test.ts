import { ORDER_MESSAGES, ORDER_STATUS, type OrderStatus, RESULT_MESSAGES, type ResultRow, type ResultSheet } from '@tcm/shared';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ORDERS } from '../src/db/seed/orders/demo-orders';
import { type Parties, orderForm, signIn, uploadPdf } from './helpers/orders';
import { huangqiOrderAt } from './helpers/results';
import { type TestApp, createTestApp, testEngine } from './helpers/test-app';

type Headers = Record<string, string>;
type Envelope<T> = { retcode: number; retmsg: string; data: T };
const I = '/api/institutionOrder';

describe(`results entered as data on ${testEngine}`, () => {
  let t: TestApp;
  let p: Parties;
  let otherStaff: Headers;
  let otherMember: Headers;
  const get = async <T = ResultSheet>(url: string, headers: Headers = p.staff) => (await t.app.inject({ method: 'GET', url, headers })).json() as Envelope<T>;
  const post = async <T = ResultSheet>(url: string, payload: object, headers: Headers = p.staff) => (await t.app.inject({ method: 'POST', url, headers, payload })).json() as Envelope<T>;
  const sheetOf = (orderId: number, headers?: Headers) => get(`${I}/getResultSheet?orderId=${orderId}`, headers);
  const savedRows = (orderId: number) => t.app.db.selectFrom('order_result').selectAll().where('order_id', '=', orderId).orderBy('id').execute();

  /** An order of 黄芪 (2020): 水分 for 2 samples and the heavy metals for 1, driven to `status`; the report goes out over fill()'s values. */
  const orderAt = (status: OrderStatus, extra: Record<string, unknown> = {}) => huangqiOrderAt(t.app, p, status, { extra, beforeReport: async (id) => void (await fill(id)) });

  /** Every row filled: 9.2 % water, heavy metals within their limits except 镉 at 1.6 mg/kg. */
  async function fill(orderId: number) {
    const sheet = (await sheetOf(orderId)).data;
    const rows = sheet.rows.map((r) => ({ key: r.key, value: r.subject === '镉' ? '1.6' : r.subject ? '0.1' : '9.2', unit: r.limitUnit ?? '' }));
    const saved = await post(`${I}/saveResults`, { orderId, testDate: '2026-11-20', remark: '', rows });
    expect(saved.retcode, saved.retmsg).toBe(1);
    return saved.data;
  }

  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false });
    const member = await t.memberHeaders('results');
    const staff = await signIn(t.app, 'jigou01');
    otherStaff = await signIn(t.app, 'jigou02');
    otherMember = await t.memberHeaders('results-b');
    p = { member, staff, memberPdf: await uploadPdf(t.app, member), staffPdf: await uploadPdf(t.app, staff) };
  }, 60_000);
  afterAll(async () => t.close());

  it('lays out a row per sample × item × element, the 2020 monograph of 黄芪 pre-filling each limit', async () => {
    const id = await orderAt(ORDER_STATUS.TESTING);
    const r = await sheetOf(id);
    expect(r.retcode).toBe(1);
    expect(r.data).toMatchObject({ editable: true, edition: 2020, monograph: { name: '黄芪' }, filled: 0, conclusion: 'none' });
    const water = r.data.rows.filter((row) => row.itemName === '水分');
    expect(water.map((w) => [w.sampleIndex, w.limitDisplay, w.limitUnit, w.basis?.checkItem, w.limitEditable])).toEqual([
      [1, '≤10.0%', '%', '水分', false],
      [2, '≤10.0%', '%', '水分', false],
    ]);
    const metals = r.data.rows.filter((row) => row.itemName.startsWith('重金属'));
    expect(metals.map((m) => [m.subject, m.limitDisplay])).toEqual([
      ['铅', '≤5mg/kg'],
      ['镉', '≤1mg/kg'],
      ['砷', '≤2mg/kg'],
      ['汞', '≤0.2mg/kg'],
      ['铜', '≤20mg/kg'],
    ]);
    expect(r.data.total).toBe(7);
  });

  it('saves a draft, computes every judgement and concludes 不符合 naming the failed element', async () => {
    const id = await orderAt(ORDER_STATUS.TESTING);
    const rows = (await sheetOf(id)).data.rows;
    const water1 = rows[0]!;
    const draft = await post(`${I}/saveResults`, { orderId: id, testDate: null, remark: '', rows: [{ key: water1.key, value: '10.04', unit: '%' }] });
    expect(draft).toMatchObject({ retcode: 1, retmsg: RESULT_MESSAGES.saved, data: { filled: 1, conclusion: 'pass' } });
    expect(draft.data.rows[0]).toMatchObject({ value: '10.04', judgement: 'pass', filled: true });

    const full = await fill(id);
    const by = (subject: string | null, sample = 1) => full.rows.find((row: ResultRow) => row.subject === subject && row.sampleIndex === sample)!;
    expect(by('镉').judgement).toBe('fail');
    expect(by('铅').judgement).toBe('pass');
    expect(by(null, 2).judgement).toBe('pass');
    expect(full).toMatchObject({ filled: 7, total: 7, conclusion: 'fail', failedItems: ['重金属及有害元素（铅、镉、砷、汞、铜） · 镉'], testDate: '2026-11-20' });
    // Each save is in the audit log with the staff's other moves.
    const audited = await t.app.db.selectFrom('audit_log').select(['action', 'detail']).where('action', '=', 'results_save').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(audited.detail).toMatch(/订单 \S+：已填写 7\/7 行$/);
    // A whole save replaces the draft: the first water row is 9.2 now.
    expect((await savedRows(id)).find((s) => s.sample_index === 1 && s.clause_index === 0 && s.item_name === '水分')?.value).toBe('9.2');
  });

  it('refuses a value that is no number, naming the row, and changes nothing', async () => {
    const id = await orderAt(ORDER_STATUS.TESTING);
    await fill(id);
    const before = await savedRows(id);
    const rows = (await sheetOf(id)).data.rows;
    const bad = await post(`${I}/saveResults`, { orderId: id, rows: [{ key: rows[0]!.key, value: '9.2' }, { key: rows[1]!.key, value: '约9' }] });
    expect(bad).toMatchObject({ retcode: 0, retmsg: RESULT_MESSAGES.valueInvalid('第2行（水分 · 样品2）', '约9') });
    const both = await post(`${I}/saveResults`, { orderId: id, rows: [{ key: rows[0]!.key, value: '9.2', notDetected: true }] });
    expect(both.retmsg).toBe(RESULT_MESSAGES.valueWithNotDetected('第1行（水分 · 样品1）'));
    const unknown = await post(`${I}/saveResults`, { orderId: id, rows: [{ key: '999999-1-0', value: '1' }] });
    expect(unknown.retmsg).toBe(RESULT_MESSAGES.unknownRow);
    const twice = await post(`${I}/saveResults`, { orderId: id, rows: [{ key: rows[0]!.key }, { key: rows[0]!.key }] });
    expect(twice.retmsg).toBe(RESULT_MESSAGES.duplicateRow);
    expect(await savedRows(id)).toEqual(before);
  });

  it('takes results only from the order institution’s staff, and only while 检测中', async () => {
    const id = await orderAt(ORDER_STATUS.TESTING);
    expect(await sheetOf(id, otherStaff)).toMatchObject({ retcode: 0, retmsg: ORDER_MESSAGES.orderNotFound });
    expect(await post(`${I}/saveResults`, { orderId: id, rows: [] }, otherStaff)).toMatchObject({ retcode: 0, retmsg: ORDER_MESSAGES.orderNotFound });
    const early = await orderAt(ORDER_STATUS.PENDING_SAMPLE_RECEIPT);
    expect(await post(`${I}/saveResults`, { orderId: early, rows: [] })).toMatchObject({ retcode: 0, retmsg: RESULT_MESSAGES.notTesting });
    expect((await sheetOf(early)).data.editable).toBe(false);
    expect(await savedRows(early)).toEqual([]);
  });

  it('issues a report only over complete results, changing nothing until then', async () => {
    const id = await orderAt(ORDER_STATUS.TESTING);
    const rows = (await sheetOf(id)).data.rows;
    const issue = () => post(`${I}/issueReport`, { orderId: id, reportUrl: p.staffPdf });
    expect(await issue()).toMatchObject({ retcode: 0, retmsg: RESULT_MESSAGES.incomplete(7) });
    await post(`${I}/saveResults`, { orderId: id, rows: rows.slice(0, 5).map((r) => ({ key: r.key, notDetected: true })) });
    expect(await issue()).toMatchObject({ retcode: 0, retmsg: RESULT_MESSAGES.incomplete(2) });
    expect((await t.app.db.selectFrom('order_info').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status).toBe(ORDER_STATUS.TESTING);
    expect(await t.app.db.selectFrom('order_report').select('id').where('order_id', '=', id).execute()).toEqual([]);
    // 不适用 counts as filled: the row says it does not apply to this sample.
    await post(`${I}/saveResults`, { orderId: id, rows: rows.map((r, i) => (i < 6 ? { key: r.key, notDetected: true } : { key: r.key, notApplicable: true })) });
    expect(await issue()).toMatchObject({ retcode: 1 });
  });

  it('shows the member its results once the report is issued, and nobody else', async () => {
    const testing = await orderAt(ORDER_STATUS.TESTING);
    expect(await get(`/api/orderInfo/getOrderResults?orderId=${testing}`, p.member)).toMatchObject({ retcode: 0, retmsg: RESULT_MESSAGES.notIssued });
    const done = await orderAt(ORDER_STATUS.COMPLETED);
    const mine = await get(`/api/orderInfo/getOrderResults?orderId=${done}`, p.member);
    expect(mine.data).toMatchObject({ editable: false, filled: 7, conclusion: 'fail' });
    // 我的报告 carries the verdict.
    const reports = await get<{ list: { orderId: number; conclusion: string | null }[] }>('/api/orderInfo/queryMyReport?pageNum=1&pageSize=50', p.member);
    expect(reports.data.list.find((r) => r.orderId === done)?.conclusion).toBe('fail');
    expect(await get(`/api/orderInfo/getOrderResults?orderId=${done}`, otherMember)).toMatchObject({ retcode: 0, retmsg: ORDER_MESSAGES.orderNotFound });
    // Issued: the institution may correct the sheet for a replacement (results-versions.test.ts); an order not yet tested may not.
    expect((await sheetOf(done)).data.editable).toBe(true);
    const pending = await orderAt(ORDER_STATUS.PENDING_SAMPLE_RECEIPT);
    expect(await post(`${I}/saveResults`, { orderId: pending, rows: [] })).toMatchObject({ retcode: 0, retmsg: RESULT_MESSAGES.notTesting });
  });

  it('gives the member its results as a workbook, and nobody else', async () => {
    const done = await orderAt(ORDER_STATUS.COMPLETED);
    const res = await t.app.inject({ method: 'GET', url: `/api/orderInfo/exportOrderResults?orderId=${done}`, headers: p.member });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows = wb.getWorksheet('检测结果')!.getSheetValues().slice(2) as unknown[][];
    const cadmium = rows.find((r) => r[3] === '镉')!;
    // 序号, 检测项目, 成分/元素, 样品, 标准规定, 限度原文, 检测结果, 单位 … 单项结论 (column 11).
    expect([cadmium[2], cadmium[4], cadmium[5], cadmium[6], cadmium[7], cadmium[8], cadmium[11]]).toEqual(['重金属及有害元素（铅、镉、砷、汞、铜）', '样品1', '≤1mg/kg', '镉不得过1mg/kg', '1.6', 'mg/kg', '不符合']);
    expect(rows).toHaveLength(7);
    const info = Object.fromEntries((wb.getWorksheet('订单信息')!.getSheetValues().slice(2) as unknown[][]).map((r) => [r[1], r[2]]));
    expect(info).toMatchObject({ 品种: '黄芪', 检测依据: '《中国药典》2020年版 · 黄芪', 结论: '不符合' });
    const theirs = await t.app.inject({ method: 'GET', url: `/api/orderInfo/exportOrderResults?orderId=${done}`, headers: otherMember });
    expect(theirs.json()).toMatchObject({ retcode: 0, retmsg: ORDER_MESSAGES.orderNotFound });
  });

  it('seeds the demo’s reported orders with complete results, one of them 不符合 (qiye01’s quality year apart)', async () => {
    const rows = await t.app.db
      .selectFrom('order_result')
      .innerJoin('order_info', 'order_info.id', 'order_result.order_id')
      .select(['order_info.submission_id', 'order_info.status', 'order_result.judgement', 'order_result.value', 'order_result.not_detected', 'order_result.conforms'])
      .where('order_info.submission_id', 'like', 'seed-%')
      // The hand-made orders in every status (DEMO_ORDERS); the year behind 质量分析 follows them.
      .where('order_info.submission_id', 'in', DEMO_ORDERS.map((_, i) => `seed-${i + 1}`))
      .execute();
    const orders = new Set(rows.map((r) => r.submission_id));
    expect(orders.size).toBe(3); // 白芍 (8), 天麻 (8, sample back), 西洋参 (13)
    expect(rows.every((r) => r.status === ORDER_STATUS.COMPLETED || r.status === ORDER_STATUS.PENDING_SAMPLE_RETURN)).toBe(true);
    expect(rows.every((r) => r.value !== '' || r.not_detected === 1 || r.conforms !== null)).toBe(true);
    expect(rows.filter((r) => r.judgement === 'fail')).toHaveLength(1);
  });

  it('lets the institution state the limit where the monograph gives none', async () => {
    const id = await orderAt(ORDER_STATUS.TESTING, { sample: { ...orderForm([]).sample, name: '自制配方颗粒', variety: '自制配方颗粒' } });
    const sheet = (await sheetOf(id)).data;
    expect(sheet.monograph).toBeNull();
    const row = sheet.rows[0]!;
    expect(row).toMatchObject({ limitEditable: true, limitDisplay: '—', basis: null });
    const saved = await post(`${I}/saveResults`, { orderId: id, rows: [{ key: row.key, value: '7.5', unit: '%', limitText: '不得过8.0%' }] });
    expect(saved.data.rows[0]).toMatchObject({ limitText: '不得过8.0%', limitDisplay: '≤8.0%', judgement: 'pass' });
    const bad = await post(`${I}/saveResults`, { orderId: id, rows: [{ key: row.key, value: '7.5', limitText: '按企业标准' }] });
    expect(bad.retmsg).toBe(RESULT_MESSAGES.limitInvalid('第1行（水分 · 样品1）', '未找到限度词（不得过、不得少于、应为、不得检出……）'));
  });
});
