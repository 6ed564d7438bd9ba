import { OPERATOR_MESSAGES } from '@tcm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './helpers/orders';
import { tableCounts } from './helpers/table-counts';
import { type TestApp, createTestApp, testEngine } from './helpers/test-app';

/** What the calls below need from the seed: a help question, its category with every question in it, a protocol's update time. */
type Seeded = { help: number; category: number; ids: number[]; updatedAt: string };

/** Every info-management call, with input that would succeed for an operator. */
const CALLS: { method: 'GET' | 'POST'; url: string; payload?: (s: Seeded) => Record<string, unknown> }[] = [
  { method: 'GET', url: '/api/admin/help/categories' },
  { method: 'GET', url: '/api/admin/help/query' },
  { method: 'GET', url: '/api/admin/help/get?id=HELP' },
  { method: 'POST', url: '/api/admin/help/create', payload: (s) => ({ categoryId: s.category, title: '新问题？', summary: '简答', content: '<p>解答</p>' }) },
  { method: 'POST', url: '/api/admin/help/update', payload: (s) => ({ id: s.help, categoryId: s.category, title: '改过的问题？', summary: '简答', content: '<p>解答</p>' }) },
  { method: 'POST', url: '/api/admin/help/reorder', payload: (s) => ({ categoryId: s.category, ids: s.ids }) },
  { method: 'POST', url: '/api/admin/help/delete', payload: (s) => ({ id: s.help }) },
  { method: 'GET', url: '/api/admin/protocol/query' },
  { method: 'GET', url: '/api/admin/protocol/get?id=1' },
  { method: 'POST', url: '/api/admin/protocol/update', payload: (s) => ({ id: 1, title: '新标题', content: '<p>新正文</p>', updatedAt: s.updatedAt }) },
  { method: 'GET', url: '/api/admin/dict/types' },
  { method: 'GET', url: '/api/admin/dict/query' },
  { method: 'POST', url: '/api/admin/dict/create', payload: () => ({ dictType: 'sample_form', dictCode: 'herb', dictLabel: '药材', dictValue: '药材' }) },
  { method: 'POST', url: '/api/admin/dict/update', payload: () => ({ id: 1, dictLabel: '电话', dictValue: '400-000-0000' }) },
  { method: 'POST', url: '/api/admin/dict/setEnabled', payload: () => ({ id: 1, enabled: false }) },
  { method: 'POST', url: '/api/admin/dict/delete', payload: () => ({ id: 1 }) },
];

describe(`operator console info management: roles on ${testEngine}`, () => {
  let t: TestApp;
  const headers: Record<string, Record<string, string>> = {};
  let seeded: Seeded;
  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false });
    for (const account of ['geren01', 'jigou01', 'yunying01']) headers[account] = await signIn(t.app, account);
    const read = async (url: string) => (await t.app.inject({ url, headers: headers.yunying01 })).json().data;
    const [first] = (await read('/api/admin/help/query')).list;
    const inCategory = (await read(`/api/admin/help/query?categoryId=${first.categoryId}&pageSize=100`)).list;
    const protocol = await read('/api/admin/protocol/get?id=1');
    seeded = { help: first.id, category: first.categoryId, ids: inCategory.map((r: { id: number }) => r.id), updatedAt: protocol.updatedAt };
  });
  afterAll(async () => t.close());

  const resolve = (call: (typeof CALLS)[number]) => ({ method: call.method, url: call.url.replace('HELP', String(seeded.help)), payload: call.payload?.(seeded) });

  it('registers these calls, each operator-only', () => {
    const mine = t.app.routeCatalog.filter((r) => /^\/api\/admin\/(help|protocol|dict)\//.test(r.url) && r.method !== 'HEAD');
    expect(mine.map((r) => `${[r.method].flat().join()} ${r.url}`).sort()).toEqual(CALLS.map((c) => `${c.method} ${c.url.split('?')[0]}`).sort());
    for (const r of mine) expect(r.config, r.url).toMatchObject({ auth: 'operator' });
  });

  for (const call of CALLS) {
    it(`${call.method} ${call.url}: a visitor is asked to log in, a member and institution staff are refused, nothing changes`, async () => {
      const req = resolve(call);
      const before = await tableCounts(t.app.db);
      const snapshot = async () => ({
        audit: await t.app.db.selectFrom('audit_log').select('id').execute(),
        dict: await t.app.db.selectFrom('sys_dict_data').selectAll().orderBy('id').execute(),
        protocols: await t.app.db.selectFrom('sys_protocol').selectAll().orderBy('id').execute(),
        help: await t.app.db.selectFrom('article_info').select(['id', 'title', 'publish_time']).orderBy('id').execute(),
      });
      const state = await snapshot();
      expect((await t.app.inject(req)).json().retcode).toBe(401);
      for (const account of ['geren01', 'jigou01']) {
        const res = (await t.app.inject({ ...req, headers: headers[account] })).json();
        expect(res, account).toMatchObject({ retcode: 0, retmsg: OPERATOR_MESSAGES.operatorOnly, data: null });
      }
      expect(await tableCounts(t.app.db)).toEqual(before);
      expect(await snapshot()).toEqual(state);
    });
  }

  it('lets the operator read every list', async () => {
    for (const call of CALLS.filter((c) => c.method === 'GET')) {
      expect((await t.app.inject({ url: resolve(call).url, headers: headers.yunying01 })).json(), call.url).toMatchObject({ retcode: 1 });
    }
  });
});
