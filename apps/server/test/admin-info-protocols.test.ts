import { ADMIN_INFO_AUDIT_ACTIONS as A, ADMIN_INFO_MESSAGES as M } from '@tcm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './helpers/orders';
import { tableCounts } from './helpers/table-counts';
import { type TestApp, createTestApp, testEngine } from './helpers/test-app';

type Headers = Record<string, string>;
type Row = { id: number; code: string; title: string; usedBy: string; updatedAt: string };

describe(`operator console: protocols on ${testEngine}`, () => {
  let t: TestApp;
  let op: Headers;
  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false });
    op = await signIn(t.app, 'yunying01');
  });
  afterAll(async () => t.close());

  const get = (url: string, headers: Headers = {}) => t.app.inject({ url, headers }).then((r) => r.json());
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, headers: op }).then((r) => r.json());
  const terms = async (): Promise<Row> => (await get('/api/admin/protocol/query', op)).data.find((r: Row) => r.code === 'terms');

  it('lists every protocol with where it is shown and when it was last updated', async () => {
    const rows: Row[] = (await get('/api/admin/protocol/query', op)).data;
    expect(rows.map((r) => r.code)).toEqual(['terms', 'privacy', 'rules', 'legal', 'settlement']);
    expect((await terms()).usedBy).toContain('注册页');
    expect(rows.every((r) => !Number.isNaN(Date.parse(r.updatedAt)))).toBe(true);
    const detail = (await get(`/api/admin/protocol/get?id=${rows[0]!.id}`, op)).data;
    expect(detail.content).toContain('第一章 总则');
  });

  it('edits title and body: getProtocol serves them at once, sanitized, with the new update time; code and type stay', async () => {
    const row = await terms();
    const res = await post('/api/admin/protocol/update', { id: row.id, title: '平台服务协议（2026版）', content: '<h3>总则</h3><p onclick="x()">新条款<script>x()</script></p>', updatedAt: row.updatedAt });
    expect(res).toMatchObject({ retcode: 1, retmsg: M.protocolSaved });
    const pub = (await get('/api/sysProtocol/getProtocol?code=terms')).data;
    expect(pub).toMatchObject({ code: 'terms', type: 'member', title: '平台服务协议（2026版）', content: '<h3>总则</h3><p>新条款</p>', updatedAt: res.data.updatedAt });
    expect(Date.parse(res.data.updatedAt)).toBeGreaterThanOrEqual(Date.parse(row.updatedAt));
    const audit = await t.app.db.selectFrom('audit_log').select(['detail', 'account']).where('action', '=', A.protocolUpdate).execute();
    expect(audit).toEqual([{ account: 'yunying01', detail: `协议#${row.id}（terms：平台服务协议（2026版））` }]);
  });

  it('refuses bad input and a stale edit with a Chinese message, and changes nothing', async () => {
    const row = await terms();
    const stale = '2000-01-01T00:00:00.000Z';
    const cases: [object, string][] = [
      [{ id: row.id, title: '', content: '<p>x</p>', updatedAt: row.updatedAt }, '参数 title：请填写协议标题'],
      [{ id: row.id, title: '标题', content: '<p> </p><script>x</script>', updatedAt: row.updatedAt }, M.protocolContentEmpty],
      [{ id: 999999, title: '标题', content: '<p>x</p>', updatedAt: row.updatedAt }, M.protocolNotFound],
      [{ id: row.id, title: '被覆盖的标题', content: '<p>x</p>', updatedAt: stale }, M.protocolStale],
    ];
    const before = await tableCounts(t.app.db);
    const audit = await t.app.db.selectFrom('audit_log').select('id').execute();
    for (const [payload, message] of cases) expect(await post('/api/admin/protocol/update', payload), message).toMatchObject({ retcode: 0, retmsg: message });
    expect(await tableCounts(t.app.db)).toEqual(before);
    expect(await t.app.db.selectFrom('audit_log').select('id').execute()).toEqual(audit);
    expect((await get('/api/sysProtocol/getProtocol?code=terms')).data.title).toBe(row.title);
  });

  it('has no call that creates or deletes a protocol', () => {
    const urls = t.app.routeCatalog.filter((r) => r.method !== 'HEAD').map((r) => r.url).filter((u) => u.startsWith('/api/admin/protocol/'));
    expect(urls.sort()).toEqual(['/api/admin/protocol/get', '/api/admin/protocol/query', '/api/admin/protocol/update']);
  });
});
