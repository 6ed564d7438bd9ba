import { OPERATOR_MESSAGES } from '@tcm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './helpers/orders';
import { tableCounts } from './helpers/table-counts';
import { type TestApp, createTestApp, testEngine } from './helpers/test-app';

/** Every console call with input that would succeed for an operator. */
const CALLS: { method: 'GET' | 'POST'; url: string; payload?: Record<string, unknown> }[] = [
  { method: 'GET', url: '/api/admin/settlement/query' },
  { method: 'GET', url: '/api/admin/settlement/getSettlement?id=1' },
  { method: 'POST', url: '/api/admin/settlement/approve', payload: { id: 1 } },
  { method: 'POST', url: '/api/admin/settlement/reject', payload: { id: 1, reason: '资料不全' } },
  { method: 'GET', url: '/api/admin/member/queryRealName' },
  { method: 'POST', url: '/api/admin/member/approveRealName', payload: { memberId: 3 } },
  { method: 'POST', url: '/api/admin/member/rejectRealName', payload: { memberId: 3, reason: '照片模糊' } },
  { method: 'GET', url: '/api/admin/evaluation/query' },
  { method: 'POST', url: '/api/admin/evaluation/approve', payload: { id: 1 } },
  { method: 'POST', url: '/api/admin/evaluation/reject', payload: { id: 1, reason: '含不实内容' } },
  { method: 'GET', url: '/api/admin/qualityInfo/query' },
  { method: 'POST', url: '/api/admin/qualityInfo/mark', payload: { id: 1, status: 2, note: '已电话联系' } },
  { method: 'GET', url: '/api/admin/product/query' },
  { method: 'POST', url: '/api/admin/product/approve', payload: { id: 1 } },
  { method: 'POST', url: '/api/admin/product/reject', payload: { id: 1, reason: '图片不清晰' } },
  { method: 'GET', url: '/api/admin/audit/query' },
  { method: 'GET', url: '/api/admin/dashboard' },
  { method: 'GET', url: '/api/admin/failureRates' },
  { method: 'POST', url: '/api/admin/pii/reveal', payload: { kind: 'member', id: 3, field: 'mobile' } },
  { method: 'GET', url: '/api/admin/audit/export?from=2026-01-01&to=2026-01-31' },
  // Issue #23: online payments, their daily reconciliation workbook, every institution's invoices.
  { method: 'GET', url: '/api/admin/payment/query?day=2026-05-12' },
  { method: 'GET', url: '/api/admin/payment/reconciliation?day=2026-05-12' },
  { method: 'GET', url: '/api/admin/invoice/query' },
];

describe(`operator console roles on ${testEngine}`, () => {
  let t: TestApp;
  const headers: Record<string, Record<string, string>> = {};
  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false });
    for (const account of ['geren01', 'jigou01', 'yunying01']) headers[account] = await signIn(t.app, account);
  });
  afterAll(async () => t.close());

  it('registers these console calls, and every /api/admin call is operator-only', () => {
    const admin = t.app.routeCatalog.filter((r) => r.url.startsWith('/api/admin/') && r.method !== 'HEAD');
    expect(admin.map((r) => `${[r.method].flat().join()} ${r.url}`)).toEqual(expect.arrayContaining(CALLS.map((c) => `${c.method} ${c.url.split('?')[0]}`)));
    for (const r of admin) expect(r.config, r.url).toMatchObject({ auth: 'operator' });
  });

  for (const call of CALLS) {
    it(`${call.method} ${call.url}: a visitor is asked to log in, a member and institution staff are refused, nothing changes`, async () => {
      const before = await tableCounts(t.app.db);
      const auditBefore = await t.app.db.selectFrom('audit_log').select('id').execute();
      const visitor = (await t.app.inject({ method: call.method, url: call.url, payload: call.payload })).json();
      expect(visitor.retcode).toBe(401);
      for (const account of ['geren01', 'jigou01']) {
        const res = (await t.app.inject({ method: call.method, url: call.url, payload: call.payload, headers: headers[account] })).json();
        expect(res, account).toMatchObject({ retcode: 0, retmsg: OPERATOR_MESSAGES.operatorOnly, data: null });
      }
      expect(await tableCounts(t.app.db)).toEqual(before);
      const auditAfter = await t.app.db.selectFrom('audit_log').select('id').execute();
      expect(auditAfter).toEqual(auditBefore);
    });
  }

  it('lets the operator read every list and the dashboard', async () => {
    for (const call of CALLS.filter((c) => c.method === 'GET' && !c.url.includes('?'))) {
      expect((await t.app.inject({ method: 'GET', url: call.url, headers: headers.yunying01 })).json(), call.url).toMatchObject({ retcode: 1 });
    }
  });
});
