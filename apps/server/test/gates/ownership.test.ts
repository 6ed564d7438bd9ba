import Fastify, { type RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import '../../src/lib/route-config';
import { tableCounts } from '../helpers/table-counts';
import { type TestApp, createTestApp, testEngine } from '../helpers/test-app';
import { routesMissingFromMatrix } from './ownership-coverage';
import { OWNERSHIP_MATRIX } from './ownership-matrix';

describe(`ownership matrix on ${testEngine}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('has a row for every owner-scoped call the server registers', () => {
    expect(routesMissingFromMatrix(t.app.routeCatalog, OWNERSHIP_MATRIX)).toEqual([]);
  });

  it('names only routes that exist', () => {
    const registered = new Set(t.app.routeCatalog.flatMap((r) => [r.method].flat().map((m) => `${m} ${r.url}`)));
    for (const row of OWNERSHIP_MATRIX) expect(registered, row.route).toContain(row.route);
  });

  for (const row of OWNERSHIP_MATRIX) {
    it(`${row.route}: another member and a visitor are refused and change nothing`, async () => {
      const attempt = await row.makeAsOwner({ app: t.app, owner: await t.member('A') });
      const leaks = attempt.leaks ?? ((r) => r.retcode === 1);
      for (const headers of [await t.memberHeaders('B'), {}]) {
        const before = await tableCounts(t.app.db);
        const query = attempt.query ? `?${new URLSearchParams(attempt.query)}` : '';
        const res = await t.app.inject({ method: attempt.method, url: attempt.url + query, headers: { ...headers, ...attempt.multipart?.headers }, payload: attempt.multipart?.payload ?? attempt.body });
        expect(leaks(res.json()), `${row.route} as ${Object.keys(headers).length ? 'B' : 'visitor'}`).toBe(false);
        expect(await tableCounts(t.app.db)).toEqual(before);
      }
    });
  }
});

describe('the ownership gate itself', () => {
  it('reports an owner-scoped route that has no row', async () => {
    const app = Fastify();
    const catalog: RouteOptions[] = [];
    app.addHook('onRoute', (r) => void catalog.push(r));
    app.get('/api/myCollect/findMyCollect', { config: { ownerScoped: true } }, async () => ({}));
    app.get('/api/public/list', async () => ({}));
    await app.ready();
    expect(routesMissingFromMatrix(catalog, [])).toEqual(['GET /api/myCollect/findMyCollect']);
    expect(routesMissingFromMatrix(catalog, [{ route: 'GET /api/myCollect/findMyCollect', makeAsOwner: async () => ({ method: 'GET', url: '/' }) }])).toEqual([]);
    await app.close();
  });
});
