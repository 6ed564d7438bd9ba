import { ADMIN_MESSAGES, TURNOVER_ORDER_STATUSES } from '@tcm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './helpers/orders';
import { tableCounts } from './helpers/table-counts';
import { type TestApp, createTestApp, testEngine } from './helpers/test-app';

type Headers = Record<string, string>;
const beijingToday = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

describe(`operator console: /examine applications, audit log, dashboard on ${testEngine}`, () => {
  let t: TestApp;
  let op: Headers;
  const get = async (url: string) => (await t.app.inject({ method: 'GET', url, headers: op })).json();
  const post = async (url: string, payload: Record<string, unknown>) => (await t.app.inject({ method: 'POST', url, headers: op, payload })).json();
  const apply = async (sampleName: string) => {
    const body = { sampleName, purpose: '收购前鉴别真伪', wishes: '', contactName: '李四', contactPhone: '0571-88886666', companyName: '杭州某药材行' };
    return (await t.app.inject({ method: 'POST', url: '/api/qualityInfo/addQualityInfo', payload: body })).json().data.id as number;
  };
  const statusOf = async (id: number) => t.app.db.selectFrom('quality_info').select(['status', 'note', 'handled_at']).where('id', '=', id).executeTakeFirstOrThrow();

  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false });
    op = await signIn(t.app, 'yunying01');
  });
  afterAll(async () => t.close());

  it('lists /examine applications newest first, by keyword and status', async () => {
    const older = await apply('川贝母');
    const newer = await apply('冬虫夏草');
    const page = (await get('/api/admin/qualityInfo/query')).data;
    expect(page.list.map((r: { id: number }) => r.id).slice(0, 2)).toEqual([newer, older]);
    expect(page.list[0]).toMatchObject({ status: 1, statusName: '待处理', memberAccount: null, note: null });
    const hit = (await get(`/api/admin/qualityInfo/query?keyword=${encodeURIComponent('川贝')}`)).data;
    expect(hit.list.map((r: { id: number }) => r.id)).toEqual([older]);
  });

  it('marks 1 → 2 → 3 and refuses moves the table does not allow, changing nothing', async () => {
    const id = await apply('西洋参');
    expect(await post('/api/admin/qualityInfo/mark', { id, status: 2, note: '已电话联系，约定周三送样' })).toMatchObject({ retcode: 1, retmsg: ADMIN_MESSAGES.qualityMarked });
    expect(await statusOf(id)).toMatchObject({ status: 2, note: '已电话联系，约定周三送样', handled_at: expect.any(String) });
    expect((await post('/api/admin/qualityInfo/mark', { id, status: 3 })).retcode).toBe(1);
    const before = await tableCounts(t.app.db);
    const snapshot = await statusOf(id);
    for (const status of [2, 3, 4]) expect((await post('/api/admin/qualityInfo/mark', { id, status, note: '再次标记' })).retmsg).toBe(ADMIN_MESSAGES.qualityMoveNotAllowed);
    expect((await post('/api/admin/qualityInfo/mark', { id: 999999, status: 2 })).retmsg).toBe(ADMIN_MESSAGES.qualityInfoNotFound);
    expect((await post('/api/admin/qualityInfo/mark', { id, status: 1 })).retcode).toBe(0);
    expect(await statusOf(id)).toEqual(snapshot);
    expect(await tableCounts(t.app.db)).toEqual(before);
    expect((await get('/api/admin/qualityInfo/query?status=3')).data.list.map((r: { id: number }) => r.id)).toContain(id);
  });

  it('closing needs a note', async () => {
    const id = await apply('三七');
    const res = await post('/api/admin/qualityInfo/mark', { id, status: 4 });
    expect(res.retcode).toBe(0);
    expect(res.retmsg).toContain(ADMIN_MESSAGES.qualityNoteRequired);
    expect((await statusOf(id)).status).toBe(1);
    expect((await post('/api/admin/qualityInfo/mark', { id, status: 4, note: '重复提交' })).retcode).toBe(1);
  });

  it('searches the audit log by account, action, date range and keyword', async () => {
    const [member] = (await get('/api/admin/member/queryRealName')).data.list;
    await post('/api/admin/member/rejectRealName', { memberId: member.memberId, reason: '身份证照片不清晰' });
    const byAction = (await get('/api/admin/audit/query?action=realname_reject')).data;
    expect(byAction.list).toHaveLength(1);
    expect(byAction.list[0]).toMatchObject({ account: 'yunying01', action: 'realname_reject', result: 'success', detail: expect.stringContaining('身份证照片不清晰') });
    const byAccount = (await get('/api/admin/audit/query?account=yunying01&pageSize=100')).data;
    expect(byAccount.list.every((r: { account: string }) => r.account === 'yunying01')).toBe(true);
    expect(byAccount.list.map((r: { action: string }) => r.action)).toEqual(expect.arrayContaining(['login', 'realname_reject', 'quality_mark']));
    const times = byAccount.list.map((r: { at: string }) => r.at);
    expect(times).toEqual([...times].sort().reverse());
    const today = beijingToday();
    expect((await get(`/api/admin/audit/query?action=realname_reject&from=${today}&to=${today}`)).data.total).toBe(1);
    expect((await get('/api/admin/audit/query?action=realname_reject&from=2020-01-01&to=2020-01-31')).data.total).toBe(0);
    expect((await get(`/api/admin/audit/query?keyword=${encodeURIComponent('照片不清晰')}`)).data.total).toBe(1);
    const bad = await get('/api/admin/audit/query?from=2026-02-01&to=2026-01-01');
    expect(bad.retcode).toBe(0);
    expect(bad.retmsg).toContain(ADMIN_MESSAGES.dateRangeInvalid);
  });

  it('answers the dashboard figures', async () => {
    await t.member('dashboard');
    const d = (await get('/api/admin/dashboard')).data;
    expect(d.ordersByStatus.map((r: { status: number }) => r.status)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    const orders = await t.app.db.selectFrom('order_info').select(['status', 'total_fen']).execute();
    for (const row of d.ordersByStatus) expect(row.count, row.statusName).toBe(orders.filter((o) => o.status === row.status).length);
    const turnover = orders.filter((o) => (TURNOVER_ORDER_STATUSES as number[]).includes(o.status)).reduce((s, o) => s + o.total_fen, 0);
    expect(d.turnoverFen).toBe(turnover);
    expect(turnover).toBeGreaterThan(0);
    expect(d.newMembers).toHaveLength(30);
    expect(d.newMembers.at(-1).date).toBe(beijingToday());
    expect(d.newMembers.at(-1).count).toBeGreaterThanOrEqual(1);
    // The last 12 Beijing months, this one last; each order counted in the month it was placed (Beijing time).
    const monthOf = (iso: string) => new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().slice(0, 7);
    const placed = await t.app.db.selectFrom('order_info').select(['status', 'total_fen', 'created_at']).execute();
    expect(d.months).toHaveLength(12);
    expect(d.months.at(-1).month).toBe(beijingToday().slice(0, 7));
    for (const m of d.months as { month: string; orders: number; turnoverFen: number }[]) {
      const inMonth = placed.filter((o) => monthOf(o.created_at) === m.month);
      expect(m.orders, m.month).toBe(inMonth.length);
      expect(m.turnoverFen, m.month).toBe(inMonth.filter((o) => (TURNOVER_ORDER_STATUSES as number[]).includes(o.status)).reduce((s, o) => s + o.total_fen, 0));
    }
    // The seeded year reaches every month.
    expect(d.months.every((m: { orders: number }) => m.orders > 0)).toBe(true);
    const listed = await t.app.db.selectFrom('institution').select('id').where('status', '=', 1).execute();
    expect(d.institutions.listed).toBe(listed.length);
    const pendingOf = async (table: 'settle_application' | 'order_evaluation' | 'quality_info', column: 'status' | 'audit_status') =>
      (await t.app.db.selectFrom(table).select('id').where(column as 'status', '=', 1).execute()).length;
    expect(d.pending).toMatchObject({
      settlements: await pendingOf('settle_application', 'status'),
      evaluations: await pendingOf('order_evaluation', 'audit_status'),
      qualityInfos: await pendingOf('quality_info', 'status'),
      realNames: (await t.app.db.selectFrom('sys_member').select('id').where('info_status', '=', 1).execute()).length,
      products: (await t.app.db.selectFrom('publish_product').select('id').where('goods_status', '=', 1).execute()).length,
    });
  });
});
