import { ORDER_STATUS, REPORT_STATUS, RESULT_MESSAGES, type ResultSheet } from '@tcm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Parties, signIn, uploadPdf } from './helpers/orders';
import { huangqiOrderAt } from './helpers/results';
import { type TestApp, createTestApp, testEngine } from './helpers/test-app';

type Headers = Record<string, string>;
type Envelope<T> = { retcode: number; retmsg: string; data: T };
const I = '/api/institutionOrder';

/**
 * Issue #21: each report publishes the results it was issued with. Staff may correct a reported
 * order's sheet; the member keeps reading what the valid report says until a replacement publishes
 * the correction, and the replaced report's results stay readable as its version.
 */
describe(`results published per report on ${testEngine}`, () => {
  let t: TestApp;
  let p: Parties;
  let otherMember: Headers;
  const get = async <T = ResultSheet>(url: string, headers: Headers = p.staff) => (await t.app.inject({ method: 'GET', url, headers })).json() as Envelope<T>;
  const post = async <T = ResultSheet>(url: string, payload: object, headers: Headers = p.staff) => (await t.app.inject({ method: 'POST', url, headers, payload })).json() as Envelope<T>;
  const sheetOf = (orderId: number) => get(`${I}/getResultSheet?orderId=${orderId}`);
  const memberResults = (orderId: number, reportNo?: string, headers: Headers = p.member) =>
    get(`/api/orderInfo/getOrderResults?orderId=${orderId}${reportNo ? `&reportNo=${reportNo}` : ''}`, headers);
  const cadmium = (s: ResultSheet) => s.rows.find((r) => r.subject === '镉')!;

  /** Every row filled, 镉 at `cadmiumValue` mg/kg (limit ≤1). */
  async function fill(orderId: number, cadmiumValue: string) {
    const sheet = (await sheetOf(orderId)).data;
    const rows = sheet.rows.map((r) => ({ key: r.key, value: r.subject === '镉' ? cadmiumValue : r.subject ? '0.1' : '9.2', unit: r.limitUnit ?? '' }));
    const saved = await post(`${I}/saveResults`, { orderId, testDate: '2026-11-20', remark: `镉 ${cadmiumValue}`, rows });
    expect(saved.retcode, saved.retmsg).toBe(1);
  }

  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false });
    const member = await t.memberHeaders('versions');
    const staff = await signIn(t.app, 'jigou01');
    otherMember = await t.memberHeaders('versions-b');
    p = { member, staff, memberPdf: await uploadPdf(t.app, member), staffPdf: await uploadPdf(t.app, staff) };
  }, 60_000);
  afterAll(async () => t.close());

  it('keeps the member on the valid report’s results while staff correct, then publishes the replacement’s', async () => {
    const id = await huangqiOrderAt(t.app, p, ORDER_STATUS.COMPLETED, { beforeReport: (orderId) => fill(orderId, '1.6') });
    const first = (await memberResults(id)).data;
    expect(first).toMatchObject({ conclusion: 'fail', remark: '镉 1.6', version: { status: REPORT_STATUS.VALID, replacedByNo: null } });
    const firstNo = first.version!.reportNo;

    // A correction is saved on the reported order; the member still reads what the report says.
    expect((await sheetOf(id)).data.editable).toBe(true);
    await fill(id, '0.6');
    expect(cadmium((await sheetOf(id)).data)).toMatchObject({ value: '0.6', judgement: 'pass' });
    expect(cadmium((await memberResults(id)).data)).toMatchObject({ value: '1.6', judgement: 'fail' });

    // The replacement, generated from the corrected sheet, publishes it.
    const replaced = await post(`${I}/replaceReport`, { orderId: id, generate: true, reason: '镉检测值录入有误，已复核更正' });
    expect(replaced.retcode, replaced.retmsg).toBe(1);
    const now = (await memberResults(id)).data;
    expect(now.version).toMatchObject({ status: REPORT_STATUS.VALID });
    expect(now.version!.reportNo).not.toBe(firstNo);
    expect(now).toMatchObject({ conclusion: 'pass', remark: '镉 0.6' });
    expect(now.versions!.map((v) => [v.reportNo, v.status, v.replacedByNo])).toEqual([
      [now.version!.reportNo, REPORT_STATUS.VALID, null],
      [firstNo, REPORT_STATUS.REPLACED, now.version!.reportNo],
    ]);

    // The old report's results, as it published them.
    const old = (await memberResults(id, firstNo)).data;
    expect(old).toMatchObject({ conclusion: 'fail', remark: '镉 1.6', version: { reportNo: firstNo, status: REPORT_STATUS.REPLACED } });
    expect(cadmium(old).value).toBe('1.6');

    // 我的报告 gives each report its own verdict.
    const list = (await get<{ list: { reportNo: string; conclusion: string | null }[] }>('/api/orderInfo/queryMyReport?pageNum=1&pageSize=50', p.member)).data.list;
    expect(Object.fromEntries(list.map((r) => [r.reportNo, r.conclusion]))).toMatchObject({ [firstNo]: 'fail', [now.version!.reportNo]: 'pass' });

    // Another member reads neither version; a report of another order is no version of this one.
    expect((await memberResults(id, firstNo, otherMember)).retcode).toBe(0);
    const other = await huangqiOrderAt(t.app, p, ORDER_STATUS.COMPLETED, { beforeReport: (orderId) => fill(orderId, '0.2') });
    expect(await memberResults(other, firstNo)).toMatchObject({ retcode: 0, retmsg: RESULT_MESSAGES.noSuchVersion });
  });

  it('refuses a replacement over incomplete results, and a correction once the report is revoked', async () => {
    const id = await huangqiOrderAt(t.app, p, ORDER_STATUS.COMPLETED, { beforeReport: (orderId) => fill(orderId, '0.4') });
    const sheet = (await sheetOf(id)).data;
    const emptied = await post(`${I}/saveResults`, { orderId: id, testDate: '2026-11-20', remark: '', rows: sheet.rows.slice(1).map((r) => ({ key: r.key, value: r.subject ? '0.1' : '9.2', unit: r.limitUnit ?? '' })) });
    expect(emptied.retcode).toBe(1);
    const before = await t.app.db.selectFrom('order_report').select(['id', 'status']).where('order_id', '=', id).execute();
    expect(await post(`${I}/replaceReport`, { orderId: id, generate: true, reason: '补充' })).toMatchObject({ retcode: 0, retmsg: RESULT_MESSAGES.incomplete(1) });
    expect(await post(`${I}/replaceReport`, { orderId: id, reason: '补充' })).toMatchObject({ retcode: 0 });
    expect(await t.app.db.selectFrom('order_report').select(['id', 'status']).where('order_id', '=', id).execute()).toEqual(before);

    expect((await post(`${I}/revokeReport`, { orderId: id, reason: '样品信息登记错误' })).retcode).toBe(1);
    expect((await sheetOf(id)).data.editable).toBe(false);
    expect(await post(`${I}/saveResults`, { orderId: id, rows: [] })).toMatchObject({ retcode: 0, retmsg: RESULT_MESSAGES.notTesting });
    // The revoked report's results stay readable as its version, no longer current.
    const published = await t.app.db.selectFrom('report_result').select('is_current').where('order_id', '=', id).execute();
    expect(published.length).toBeGreaterThan(0);
    expect(published.every((r) => r.is_current === 0)).toBe(true);
  });
});
