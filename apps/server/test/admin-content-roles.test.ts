import { OPERATOR_MESSAGES } from '@tcm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './helpers/orders';
import { tableCounts } from './helpers/table-counts';
import { type TestApp, createTestApp, testEngine } from './helpers/test-app';

const ARTICLE = { categoryId: 1, title: '角色测试资讯', summary: '角色测试。', source: '测试', content: '<p>角色测试。</p>' };
/** A seeded advert's image: an edit that keeps it needs no new upload. */
let advert: Record<string, unknown> = {};

/** Every content-management call with input that would succeed for an operator. */
const calls = (): { method: 'GET' | 'POST'; url: string; payload?: object }[] => [
  { method: 'GET', url: '/api/admin/article/query' },
  { method: 'GET', url: '/api/admin/article/get?id=1' },
  { method: 'POST', url: '/api/admin/article/create', payload: ARTICLE },
  { method: 'POST', url: '/api/admin/article/update', payload: { id: 1, ...ARTICLE } },
  { method: 'POST', url: '/api/admin/article/withdraw', payload: { id: 1 } },
  { method: 'POST', url: '/api/admin/article/publish', payload: { id: 1 } },
  { method: 'POST', url: '/api/admin/article/pin', payload: { id: 1, isTop: true } },
  { method: 'POST', url: '/api/admin/article/delete', payload: { id: 1 } },
  { method: 'GET', url: '/api/admin/articleCategory/tree' },
  { method: 'POST', url: '/api/admin/articleCategory/create', payload: { parentId: 0, name: '角色测试分类' } },
  { method: 'POST', url: '/api/admin/articleCategory/update', payload: { id: 1, name: '改名', sort: 1 } },
  { method: 'POST', url: '/api/admin/articleCategory/delete', payload: { id: 1 } },
  { method: 'GET', url: '/api/admin/advert/query' },
  { method: 'POST', url: '/api/admin/advert/create', payload: { ...advert, title: '角色测试广告' } },
  { method: 'POST', url: '/api/admin/advert/update', payload: { id: 1, ...advert } },
  { method: 'POST', url: '/api/admin/advert/enable', payload: { id: 1, enabled: false } },
  { method: 'POST', url: '/api/admin/advert/delete', payload: { id: 1 } },
];

describe(`content management roles on ${testEngine}`, () => {
  let t: TestApp;
  const headers: Record<string, Record<string, string>> = {};
  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false });
    for (const account of ['geren01', 'jigou01', 'yunying01']) headers[account] = await signIn(t.app, account);
    const a = await t.app.db.selectFrom('advert_info').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
    advert = { position: a.position, title: a.title, imageUrl: a.image_url, linkUrl: a.link_url ?? '', sort: a.sort, enabled: true };
  });
  afterAll(async () => t.close());

  const snapshot = async () => ({
    counts: await tableCounts(t.app.db),
    audit: await t.app.db.selectFrom('audit_log').select('id').execute(),
    articles: await t.app.db.selectFrom('article_info').selectAll().orderBy('id').execute(),
    categories: await t.app.db.selectFrom('article_category').selectAll().orderBy('id').execute(),
    adverts: await t.app.db.selectFrom('advert_info').selectAll().orderBy('id').execute(),
  });

  it('registers every call operator-only', () => {
    const routes = t.app.routeCatalog.filter((r) => /^\/api\/admin\/(article|articleCategory|advert)\//.test(r.url) && r.method !== 'HEAD');
    expect(routes.map((r) => `${[r.method].flat().join()} ${r.url}`).sort()).toEqual(calls().map((c) => `${c.method} ${c.url.split('?')[0]}`).sort());
    for (const r of routes) expect(r.config, r.url).toMatchObject({ auth: 'operator' });
  });

  it('asks a visitor to log in and refuses a member and institution staff on every call; nothing changes', async () => {
    const before = await snapshot();
    for (const call of calls()) {
      const visitor = (await t.app.inject({ method: call.method, url: call.url, payload: call.payload })).json();
      expect(visitor.retcode, call.url).toBe(401);
      for (const account of ['geren01', 'jigou01']) {
        const res = (await t.app.inject({ method: call.method, url: call.url, payload: call.payload, headers: headers[account] })).json();
        expect(res, `${account} ${call.url}`).toMatchObject({ retcode: 0, retmsg: OPERATOR_MESSAGES.operatorOnly, data: null });
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it('lets the operator make every call (the inputs above are valid)', async () => {
    for (const call of calls()) {
      const res = (await t.app.inject({ method: call.method, url: call.url, payload: call.payload, headers: headers.yunying01 })).json();
      // Category 1 still holds articles and children: its refusal is the one expected answer.
      if (call.url === '/api/admin/articleCategory/delete') expect(res.retcode, call.url).toBe(0);
      else expect(res, call.url).toMatchObject({ retcode: 1 });
    }
  });
});
