import { ADMIN_MESSAGES } from '@tcm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './helpers/orders';
import { tableCounts } from './helpers/table-counts';
import { type TestApp, createTestApp, testEngine } from './helpers/test-app';

type Headers = Record<string, string>;

describe(`operator real-name reviews and evaluation audits on ${testEngine}`, () => {
  let t: TestApp;
  let op: Headers;
  const get = async (url: string, headers = op) => (await t.app.inject({ method: 'GET', url, headers })).json();
  const post = async (url: string, payload: Record<string, unknown>) => (await t.app.inject({ method: 'POST', url, headers: op, payload })).json();
  const counts = () => tableCounts(t.app.db);
  const memberId = async (account: string) => (await t.app.db.selectFrom('sys_member').select('id').where('user_account', '=', account).executeTakeFirstOrThrow()).id;
  const infoStatus = async (id: number) => t.app.db.selectFrom('sys_member').select(['info_status', 'reject_reason']).where('id', '=', id).executeTakeFirstOrThrow();
  const expectRefused = (res: { retcode: number; retmsg: string }, message: string) => {
    expect(res.retcode).toBe(0);
    expect(res.retmsg).toContain(message);
  };

  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false });
    op = await signIn(t.app, 'yunying01');
  });
  afterAll(async () => t.close());

  it('lists members awaiting real-name review by default', async () => {
    const page = (await get('/api/admin/member/queryRealName')).data;
    expect(page.list.map((r: { userAccount: string }) => r.userAccount).sort()).toEqual(['geren02', 'qiye03']);
    expect(page.list.every((r: { infoStatus: number }) => r.infoStatus === 1)).toBe(true);
    const qiye03 = page.list.find((r: { userAccount: string }) => r.userAccount === 'qiye03');
    expect(qiye03).toMatchObject({ memberType: 3, companyName: '文山三七源生物科技有限公司', unifyCode: '91532600MA6PX3LD28' });
    const rejected = (await get('/api/admin/member/queryRealName?status=3')).data;
    expect(rejected.list.map((r: { userAccount: string }) => r.userAccount)).toContain('qiye02');
  });

  it('approves 1 → 2 once; the second approve and unknown members change nothing', async () => {
    const id = await memberId('geren02');
    expect(await post('/api/admin/member/approveRealName', { memberId: id })).toMatchObject({ retcode: 1, retmsg: ADMIN_MESSAGES.realNameApproved });
    expect((await infoStatus(id)).info_status).toBe(2);
    const before = await counts();
    expectRefused(await post('/api/admin/member/approveRealName', { memberId: id }), ADMIN_MESSAGES.realNameNotPending);
    expectRefused(await post('/api/admin/member/rejectRealName', { memberId: id, reason: '迟到的驳回' }), ADMIN_MESSAGES.realNameNotPending);
    expectRefused(await post('/api/admin/member/approveRealName', { memberId: 999999 }), ADMIN_MESSAGES.memberNotFound);
    expect(await counts()).toEqual(before);
    expect((await infoStatus(id)).info_status).toBe(2);
    const audit = await t.app.db.selectFrom('audit_log').selectAll().where('action', '=', 'realname_approve').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ account: 'yunying01', detail: `会员#${id}（geren02）` });
  });

  it('rejects 1 → 3 with a reason the member sees; no reason, no change', async () => {
    const id = await memberId('qiye03');
    for (const payload of [{ memberId: id }, { memberId: id, reason: '' }]) expectRefused(await post('/api/admin/member/rejectRealName', payload), ADMIN_MESSAGES.reasonRequired);
    expect((await infoStatus(id)).info_status).toBe(1);
    expect(await post('/api/admin/member/rejectRealName', { memberId: id, reason: '营业执照已过期' })).toMatchObject({ retcode: 1 });
    expect(await infoStatus(id)).toEqual({ info_status: 3, reject_reason: '营业执照已过期' });
    const own = await get(`/api/sysMember/getMemberDetail?userId=${id}`, await signIn(t.app, 'qiye03'));
    expect(JSON.stringify(own.data)).toContain('营业执照已过期');
  });

  it('lists evaluations by status, with institution, account and order', async () => {
    const pending = (await get('/api/admin/evaluation/query?status=1&pageSize=100')).data;
    expect(pending.total).toBeGreaterThan(0);
    expect(pending.list.every((r: { auditStatus: number }) => r.auditStatus === 1)).toBe(true);
    expect(pending.list.some((r: { orderNo: string | null }) => r.orderNo !== null)).toBe(true);
    const all = (await get('/api/admin/evaluation/query')).data;
    expect(all.total).toBeGreaterThan(pending.total);
  });

  it('approves 1 → 2: the public list shows it and the institution rating follows the approved scores', async () => {
    const [first] = (await get('/api/admin/evaluation/query?status=1')).data.list;
    const publicIds = async () =>
      (await get(`/api/orderEvaluation/queryCompanyEvaluation?companyId=${first.institutionId}&pageSize=100`, {})).data.list.map((e: { id: number }) => e.id);
    expect(await publicIds()).not.toContain(first.id);
    expect(await post('/api/admin/evaluation/approve', { id: first.id })).toMatchObject({ retcode: 1, retmsg: ADMIN_MESSAGES.evaluationApproved });
    expect(await publicIds()).toContain(first.id);
    const approved = await t.app.db.selectFrom('order_evaluation').select(['score_service', 'score_timeliness', 'score_quality']).where('institution_id', '=', first.institutionId).where('audit_status', '=', 2).execute();
    const total = approved.reduce((s, e) => s + e.score_service + e.score_timeliness + e.score_quality, 0);
    const { rating_x10 } = await t.app.db.selectFrom('institution').select('rating_x10').where('id', '=', first.institutionId).executeTakeFirstOrThrow();
    expect(rating_x10).toBe(Math.round((10 * total) / (3 * approved.length)));

    const before = await counts();
    expectRefused(await post('/api/admin/evaluation/approve', { id: first.id }), ADMIN_MESSAGES.evaluationNotPending);
    expectRefused(await post('/api/admin/evaluation/reject', { id: first.id, reason: '改判' }), ADMIN_MESSAGES.evaluationNotPending);
    expectRefused(await post('/api/admin/evaluation/approve', { id: 999999 }), ADMIN_MESSAGES.evaluationNotFound);
    expect(await counts()).toEqual(before);
  });

  it('rejects 1 → 3 with a reason; no reason, no change; it never becomes public', async () => {
    const [next] = (await get('/api/admin/evaluation/query?status=1')).data.list;
    expectRefused(await post('/api/admin/evaluation/reject', { id: next.id }), ADMIN_MESSAGES.reasonRequired);
    const rating = async () => (await t.app.db.selectFrom('institution').select('rating_x10').where('id', '=', next.institutionId).executeTakeFirstOrThrow()).rating_x10;
    const ratingBefore = await rating();
    expect(await post('/api/admin/evaluation/reject', { id: next.id, reason: '含与检测无关的广告内容' })).toMatchObject({ retcode: 1 });
    expect((await t.app.db.selectFrom('order_evaluation').select('audit_status').where('id', '=', next.id).executeTakeFirstOrThrow()).audit_status).toBe(3);
    expect(await rating()).toBe(ratingBefore);
    const audit = await t.app.db.selectFrom('audit_log').select('detail').where('action', '=', 'evaluation_reject').executeTakeFirstOrThrow();
    expect(audit.detail).toBe(`评价#${next.id}（机构#${next.institutionId}）；原因：含与检测无关的广告内容`);
  });
});
