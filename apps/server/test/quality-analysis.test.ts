import { ORDER_STATUS, QUALITY_MESSAGES, type QualityAnalysis, type ResultSheet } from '@tcm/shared';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import ExcelJS from 'exceljs';
import { type CompiledQuery, Kysely, SqliteDialect } from 'kysely';
import type { Database } from '../src/db/schema';
import { createQualityService } from '../src/modules/results/quality';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Parties, signIn, uploadPdf } from './helpers/orders';
import { huangqiOrderAt } from './helpers/results';
import { type TestApp, createTestApp, testEngine } from './helpers/test-app';

type Headers = Record<string, string>;
type Envelope<T> = { retcode: number; retmsg: string; data: T };
const I = '/api/institutionOrder';
const Q = '/api/orderInfo/getQualityAnalysis';

/**
 * Issue #21, 质量分析: the member's results as its valid reports published them, across orders —
 * filtered, a series per item with its limit, the failure rate per supplier, exported as .xlsx.
 */
describe(`quality analysis on ${testEngine}`, () => {
  let t: TestApp;
  let p: Parties;
  let otherMember: Headers;
  const get = async <T = QualityAnalysis>(url: string, headers: Headers = p.member) => (await t.app.inject({ method: 'GET', url, headers })).json() as Envelope<T>;
  const post = async <T = ResultSheet>(url: string, payload: object, headers: Headers = p.staff) => (await t.app.inject({ method: 'POST', url, headers, payload })).json() as Envelope<T>;
  const analysis = async (query = '', headers: Headers = p.member) => {
    const res = await get(`${Q}?${query}`, headers);
    expect(res.retcode, res.retmsg).toBe(1);
    return res.data;
  };

  /** Every row filled (水分 at `water` %, 镉 at `cadmium` mg/kg), the sample from `supplier` in `origin`. */
  const fill = (water: string, cadmium: string, supplier: string, origin: string) => async (orderId: number) => {
    await t.app.db.updateTable('order_info').set({ sample_supplier: supplier, sample_origin: origin }).where('id', '=', orderId).execute();
    const sheet = (await get<ResultSheet>(`${I}/getResultSheet?orderId=${orderId}`, p.staff)).data;
    const rows = sheet.rows.map((r) => ({ key: r.key, value: r.subject === '镉' ? cadmium : r.subject ? '0.1' : water, unit: r.limitUnit ?? '' }));
    const saved = await post(`${I}/saveResults`, { orderId, testDate: '2026-11-20', remark: '', rows });
    expect(saved.retcode, saved.retmsg).toBe(1);
  };

  let failing: number;
  let passing: number;
  let replaced: number;

  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false });
    const member = await t.memberHeaders('quality-a');
    const staff = await signIn(t.app, 'jigou01');
    otherMember = await t.memberHeaders('quality-b');
    p = { member, staff, memberPdf: await uploadPdf(t.app, member), staffPdf: await uploadPdf(t.app, staff) };
    failing = await huangqiOrderAt(t.app, p, ORDER_STATUS.COMPLETED, { beforeReport: fill('9.2', '1.6', '亳州康源药业有限公司', '甘肃陇西') });
    passing = await huangqiOrderAt(t.app, p, ORDER_STATUS.COMPLETED, { beforeReport: fill('8.1', '0.3', '陇西岐黄药材合作社', '甘肃陇西') });
    // Reported with 镉 over its limit, then replaced by a corrected report: only the correction counts.
    replaced = await huangqiOrderAt(t.app, p, ORDER_STATUS.COMPLETED, { beforeReport: fill('8.8', '2.5', '陇西岐黄药材合作社', '内蒙古固阳') });
    await fill('8.8', '0.5', '陇西岐黄药材合作社', '内蒙古固阳')(replaced);
    const r = await post(`${I}/replaceReport`, { orderId: replaced, generate: true, reason: '镉检测值录入有误，已复核更正' });
    expect(r.retcode, r.retmsg).toBe(1);
  }, 120_000);
  afterAll(async () => t.close());

  it('answers the member’s current results of the last 12 months: rows, series with their limits, rates per supplier, options', async () => {
    const a = await analysis();
    // 水分 × 2 samples + 5 elements per order, three orders; the replaced report's rows are not counted.
    expect(a.rows.total).toBe(21);
    expect(a.rows.list).toHaveLength(10);
    expect(a.rows.list[0]).toMatchObject({ orderId: replaced, variety: '黄芪', supplier: '陇西岐黄药材合作社', origin: '内蒙古固阳' });
    expect(a.rows.list[0]!.reportNo).toMatch(/^BG/);
    expect(a.rows.list[0]!.institutionName).not.toBe('');

    const cadmium = a.series.find((s) => s.subject === '镉')!;
    expect(cadmium).toMatchObject({ unit: 'mg/kg', label: expect.stringContaining('镉') });
    expect(cadmium.points.map((pt) => [pt.value, pt.judgement, pt.max])).toEqual([
      [1.6, 'fail', 1],
      [0.3, 'pass', 1],
      [0.5, 'pass', 1],
    ]);
    const water = a.series.find((s) => s.itemName === '水分')!;
    expect(water.points).toHaveLength(6);
    expect(water.points.every((pt) => pt.max !== null && pt.min === null && pt.judgement === 'pass')).toBe(true);

    expect(a.suppliers).toEqual([
      { supplier: '亳州康源药业有限公司', judged: 1, failed: 1, rate: 1 },
      { supplier: '陇西岐黄药材合作社', judged: 2, failed: 0, rate: 0 },
    ]);
    expect(a.options.varieties).toEqual(['黄芪']);
    expect(a.options.suppliers).toEqual(['亳州康源药业有限公司', '陇西岐黄药材合作社']);
    expect(a.options.origins).toEqual(['甘肃陇西', '内蒙古固阳']);
    expect(a.options.items).toContain('水分');
    expect(a.options.institutions).toHaveLength(1);
    expect(a.capped).toBeNull();
  });

  it('filters by supplier, origin, test item, institution and date, and pages', async () => {
    const bySupplier = await analysis(`supplier=${encodeURIComponent('亳州康源药业有限公司')}&pageSize=50`);
    expect(bySupplier.rows.total).toBe(7);
    expect(bySupplier.rows.list.every((r) => r.orderId === failing)).toBe(true);
    expect(bySupplier.rows.list.filter((r) => r.judgement === 'fail').map((r) => r.subject)).toEqual(['镉']);
    // The options stay those of the whole span: a filter never hides the other choices.
    expect(bySupplier.options.suppliers).toHaveLength(2);

    const byOrigin = await analysis(`origin=${encodeURIComponent('甘肃陇西')}&itemName=${encodeURIComponent('水分')}`);
    expect(byOrigin.rows.total).toBe(4);
    expect(byOrigin.series.map((s) => s.itemName)).toEqual(['水分']);
    expect(new Set(byOrigin.rows.list.map((r) => r.orderId))).toEqual(new Set([failing, passing]));

    const institutionId = (await analysis()).options.institutions[0]!.id;
    expect((await analysis(`institutionId=${institutionId}`)).rows.total).toBe(21);
    expect((await analysis(`institutionId=${institutionId + 999}`)).rows.total).toBe(0);
    expect((await analysis('from=2020-01-01&to=2020-12-31')).rows).toMatchObject({ total: 0, list: [] });

    const second = await analysis('pageNum=3&pageSize=10');
    expect(second.rows).toMatchObject({ pageNum: 3, size: 1, total: 21, pages: 3 });
  });

  it('shows another member and a visitor nothing of this member’s results', async () => {
    const theirs = await analysis('', otherMember);
    expect(theirs.rows.total).toBe(0);
    expect(theirs.series).toEqual([]);
    expect(theirs.suppliers).toEqual([]);
    expect(theirs.options).toEqual({ varieties: [], items: [], institutions: [], suppliers: [], origins: [] });
    const visitor = await t.app.inject({ method: 'GET', url: Q });
    expect(visitor.json().retcode).not.toBe(1);
    expect(visitor.body).not.toContain('黄芪');
    for (const headers of [otherMember, {}]) {
      const file = await t.app.inject({ method: 'GET', url: '/api/orderInfo/exportQualityResults', headers });
      expect(file.headers['content-type']).not.toContain('spreadsheetml');
      expect(file.json().retcode).not.toBe(1);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/orderInfo/exportQualityResults', headers: otherMember })).json().retmsg).toBe(QUALITY_MESSAGES.nothingToExport);
  });

  it('exports the filtered rows as .xlsx, 不符合 rows in red', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/orderInfo/exportQualityResults?itemName=${encodeURIComponent('重金属及有害元素（铅、镉、砷、汞、铜）')}`, headers: p.member });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-disposition']).toContain('attachment');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.getWorksheet('质量分析')!;
    const head = (ws.getRow(1).values as unknown[]).slice(1);
    expect(head).toEqual(expect.arrayContaining(['订单号', '报告编号', '供应商', '产地', '检测项目', '检测结果', '标准规定', '单项结论']));
    const rows = ws.getRows(2, ws.rowCount - 1)!.map((r) => (r.values as unknown[]).slice(1));
    const items = (await analysis()).options.items;
    expect(items).toContain('重金属及有害元素（铅、镉、砷、汞、铜）');
    expect(rows).toHaveLength(15);
    const failed = ws.getRows(2, ws.rowCount - 1)!.filter((r) => r.getCell(head.indexOf('单项结论') + 1).value === '不符合');
    expect(failed).toHaveLength(1);
    expect(failed[0]!.getCell(head.indexOf('检测结果') + 1).value).toBe('1.6 mg/kg');
    expect(failed[0]!.font?.color?.argb).toBe('FFCF1322');
  });

  it('shows the demo member qiye01 a year of its seeded results: lines per item, a few 不符合, four suppliers', async () => {
    const a = await analysis('pageSize=50', await signIn(t.app, 'qiye01'));
    expect(a.suppliers.reduce((n, s) => n + s.judged, 0)).toBeGreaterThanOrEqual(12);
    expect(a.options.varieties).toEqual(expect.arrayContaining(['黄芪', '当归', '白芍']));
    expect(a.options.suppliers.length).toBeGreaterThanOrEqual(4);
    // 水分's limit differs by herb (黄芪 ≤10.0%, 当归 ≤15.0%): a chart per herb, each with one limit.
    const water = a.series.find((s) => s.label === '黄芪 · 水分')!;
    expect(water.points.length).toBeGreaterThanOrEqual(10);
    expect(new Set(water.points.map((pt) => pt.max))).toEqual(new Set([10]));
    expect(a.series.map((s) => s.label)).toContain('重金属及有害元素 · 镉');
    expect(new Set(water.points.map((pt) => pt.value)).size).toBeGreaterThan(5);
    const failed = a.series.flatMap((s) => s.points).filter((pt) => pt.judgement === 'fail');
    expect(failed.length).toBeGreaterThanOrEqual(3);
    expect(a.suppliers.some((s) => s.failed > 0) && a.suppliers.some((s) => s.failed === 0)).toBe(true);
  });

  it.runIf(testEngine === 'sqlite')('reads report_result only through the member index (SQLite plans)', async () => {
    const captured: CompiledQuery[] = [];
    const file = new SqliteDatabase(path.join(t.config.dataDir, 'portal.sqlite'), { readonly: true });
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: file }), log: (e) => void (e.level === 'query' && captured.push(e.query)) });
    try {
      const member = await t.app.db.selectFrom('sys_member').select('id').where('user_account', '=', 'qiye01').executeTakeFirstOrThrow();
      const quality = createQualityService({ db, clock: { now: () => Date.now() } });
      await quality.analysis(member.id, { pageNum: 2, pageSize: 10, supplier: '亳州济和药业有限公司' });
      await quality.analysis(member.id, { pageNum: 1, pageSize: 10 });
      await quality.exportRows(member.id, { pageNum: 1, pageSize: 10, itemName: '水分' });
      expect(captured.length).toBeGreaterThanOrEqual(5);
      for (const q of captured.filter((c) => c.sql.includes('"report_result"'))) {
        const plan = (file.prepare(`explain query plan ${q.sql}`).all(...(q.parameters as unknown[])) as { detail: string }[]).map((r) => r.detail);
        const reads = plan.filter((d) => /\breport_result\b/.test(d) && /^(SCAN|SEARCH)/.test(d));
        expect(reads, `${q.sql}\n${plan.join('\n')}`).toHaveLength(1);
        // A span through the member index; the page's rows, once found by it, by their ids.
        expect(reads[0], `${q.sql}\n${plan.join('\n')}`).toMatch(
          /^SEARCH report_result USING (INDEX report_result_member_idx \(member_id=\? AND is_current=\? AND reported_at>\? AND reported_at<\?\)|INTEGER PRIMARY KEY \(rowid=\?\))/,
        );
      }
    } finally {
      await db.destroy();
    }
  });

  it('refuses bad filters with a Chinese message, never a 500', async () => {
    const refused = async (query: string, message: string | RegExp) => {
      const res = await t.app.inject({ method: 'GET', url: `${Q}?${query}`, headers: p.member });
      expect(res.statusCode).toBeLessThan(500);
      const body = res.json() as Envelope<unknown>;
      expect(body.retcode).toBe(0);
      expect(body.retmsg).toMatch(message);
    };
    await refused('from=2026-02-30', '开始日期有误');
    await refused('to=20261101', '结束日期格式应为 YYYY-MM-DD');
    await refused('from=2026-10-01&to=2026-01-01', QUALITY_MESSAGES.spanReversed);
    await refused('from=2020-01-01&to=2026-01-01', QUALITY_MESSAGES.spanTooLong);
    await refused('pageSize=500', '每页条数最大为 50');
    await refused('institutionId=abc', '检测机构有误');
    await refused(`supplier=${'很'.repeat(61)}`, '供应商不能超过60个字');
    const file = await t.app.inject({ method: 'GET', url: '/api/orderInfo/exportQualityResults?from=2026-10-01&to=2026-01-01', headers: p.member });
    expect(file.json()).toMatchObject({ retcode: 0, retmsg: expect.stringContaining(QUALITY_MESSAGES.spanReversed) });
  });
});
