import { ADMIN_AUDIT_PATHS, AUDIT_EXPORT_MAX_ROWS, OPERATOR_MESSAGES, SECURITY_AUDIT_ACTIONS, SECURITY_AUDIT_MESSAGES as M, auditExportTooLarge } from '@tcm/shared';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './helpers/orders';
import { type TestApp, createTestApp, testEngine } from './helpers/test-app';

type Headers = Record<string, string>;

/** Reads an answered .xlsx back: the header row and the data rows as text. */
async function sheetOf(file: Buffer): Promise<string[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(file as unknown as ArrayBuffer);
  const rows: string[][] = [];
  const sheet = wb.worksheets[0]!;
  sheet.eachRow((row) => rows.push(Array.from({ length: sheet.columnCount }, (_, i) => row.getCell(i + 1).text)));
  return rows;
}

/**
 * Issue #17: operators export a date range of the audit log (Beijing days, like the log page) as
 * .xlsx for auditors; private, never cached; the export is itself audited; a range over the cap is
 * refused with a message rather than cut short.
 */
describe(`audit log export on ${testEngine}`, () => {
  let t: TestApp;
  let op: Headers;
  const exportOf = (query: string, headers: Headers = op) => t.app.inject({ method: 'GET', url: `${ADMIN_AUDIT_PATHS.exportAudit}?${query}`, headers });
  const exports = () => t.app.db.selectFrom('audit_log').selectAll().where('action', '=', SECURITY_AUDIT_ACTIONS.auditExport).orderBy('id').execute();

  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false });
    op = await signIn(t.app, 'yunying01');
    // Three rows around the Beijing day 2025-03-10: 00:00 and 23:59 that day (16:00 and 15:59 UTC), and one the day after.
    await t.app.db
      .insertInto('audit_log')
      .values([
        { at: '2025-03-09T15:59:59.000Z', action: 'login', result: 'failure', account: 'before', ip: '10.0.0.1', detail: '前一天' },
        { at: '2025-03-09T16:00:00.000Z', action: 'login', result: 'success', account: 'zhangsan', ip: '10.0.0.2', detail: '=SUM(1,2) 不是公式' },
        { at: '2025-03-10T15:59:59.000Z', action: 'lockout', result: 'refused', account: 'lisi', ip: null, detail: null },
        { at: '2025-03-10T16:00:00.000Z', action: 'login', result: 'success', account: 'after', ip: '10.0.0.3', detail: '后一天' },
      ])
      .execute();
  });
  afterAll(async () => t.close());

  it('answers a real .xlsx of the range’s rows, oldest first, private and named for the range', async () => {
    const res = await exportOf('from=2025-03-10&to=2025-03-10');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="audit-log.xlsx"; filename*=UTF-8''${encodeURIComponent('操作日志_2025-03-10至2025-03-10.xlsx')}`);
    const [header, ...rows] = await sheetOf(res.rawPayload);
    expect(header).toEqual(['编号', '时间（北京时间）', '账号', '会员ID', '操作', '操作代码', '结果', 'IP', '详情']);
    expect(rows.map((r) => [r[1], r[2], r[4], r[5], r[6], r[7], r[8]])).toEqual([
      ['2025-03-10 00:00:00', 'zhangsan', '登录', 'login', '成功', '10.0.0.2', '=SUM(1,2) 不是公式'],
      ['2025-03-10 23:59:59', 'lisi', '账号锁定', 'lockout', '已拒绝', '', ''],
    ]);
  });

  it('narrows by the page’s other filters, and writes one audit row per export naming the range and the count', async () => {
    const before = (await exports()).length;
    const res = await exportOf('from=2025-03-09&to=2025-03-11&action=login&account=after');
    const [, ...rows] = await sheetOf(res.rawPayload);
    expect(rows.map((r) => r[2])).toEqual(['after']);
    const mine = (await exports()).slice(before);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ account: 'yunying01', result: 'success', ip: '127.0.0.1', detail: '2025-03-09至2025-03-11，共 1 条（账号 after，操作 login）' });
  });

  it('asks for both days, refuses an inverted range, and refuses members and staff — writing nothing', async () => {
    const before = (await exports()).length;
    expect((await exportOf('from=2025-03-10')).json()).toMatchObject({ retcode: 0, retmsg: expect.stringContaining(M.exportRangeRequired) });
    expect((await exportOf('')).json()).toMatchObject({ retcode: 0, retmsg: expect.stringContaining(M.exportRangeRequired) });
    expect((await exportOf('from=2025-03-11&to=2025-03-10')).json()).toMatchObject({ retcode: 0, retmsg: expect.stringContaining('开始日期不能晚于结束日期') });
    expect((await exportOf('from=2025-03-10&to=2025-03-10', {})).json().retcode).toBe(401);
    for (const account of ['geren01', 'jigou01']) {
      const res = await exportOf('from=2025-03-10&to=2025-03-10', await signIn(t.app, account));
      expect(res.json(), account).toEqual({ retcode: 0, retmsg: OPERATOR_MESSAGES.operatorOnly, data: null });
    }
    expect(await exports()).toHaveLength(before);
  });

  it(`refuses a range of more than ${AUDIT_EXPORT_MAX_ROWS} rows with a message, exporting nothing`, async () => {
    const n = AUDIT_EXPORT_MAX_ROWS + 1;
    const series = testEngine === 'postgres' ? sql`select generate_series(1, ${n}) as i` : sql`with recursive s(i) as (select 1 union all select i + 1 from s where i < ${n}) select i from s`;
    await sql`insert into audit_log (at, action, result, account) select '2024-06-01T04:00:00.000Z', 'login', 'success', 'bulk' from (${series}) as s`.execute(t.app.db);
    const before = (await exports()).length;
    const res = await exportOf('from=2024-06-01&to=2024-06-01');
    expect(res.json()).toEqual({ retcode: 0, retmsg: auditExportTooLarge(n, AUDIT_EXPORT_MAX_ROWS), data: null });
    expect(await exports()).toHaveLength(before);
  }, 60_000);
});
