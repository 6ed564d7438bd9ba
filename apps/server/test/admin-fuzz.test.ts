import querystring from 'node:querystring';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nastyObject, toQueryString } from './helpers/nasty-input';
import { signIn } from './helpers/orders';
import { callableRoutes, fieldNames } from './helpers/routes';
import { tableCounts } from './helpers/table-counts';
import { type TestApp, createTestApp, testEngine } from './helpers/test-app';

const CJK = /[\u4e00-\u9fff]/;
const LEAK = /(SQLITE_|sqlite3|syntax error|relation "|column "|\bat \S+\.(ts|js):\d+|TypeError|ReferenceError|stack|node_modules)/i;

/** The fuzz gate calls as a visitor and a member, whom the auth hook stops; this one reaches the console's rules. */
describe(`fuzz the console calls as the operator on ${testEngine}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false });
  });
  afterAll(async () => t.close());

  it('answers generated bad input with a safe envelope and no change', async () => {
    const headers = await signIn(t.app, 'yunying01');
    const routes = callableRoutes(t.app.routeCatalog).filter((r) => r.url.startsWith('/api/admin/'));
    expect(routes.length).toBeGreaterThanOrEqual(14);
    for (const route of routes) {
      const fields = fieldNames(route.method === 'GET' ? route.querystring : route.body);
      await fc.assert(
        fc.asyncProperty(nastyObject(fields), async (input) => {
          const before = route.method === 'GET' ? undefined : await tableCounts(t.app.db);
          const get = route.method === 'GET';
          const qs = get ? toQueryString(input) : '';
          const res = get
            ? await t.app.inject({ method: 'GET', url: `${route.url}?${qs}`, headers })
            : await t.app.inject({ method: route.method as 'POST', url: route.url, headers, payload: input });
          const where = `${route.method} ${route.url}`;
          expect(res.statusCode, where).toBeLessThan(500);
          // A download (the monograph import template) answers a file, not an envelope.
          if (!String(res.headers['content-type']).startsWith('application/json')) return;
          expect(res.body, where).not.toMatch(LEAK);
          const json = res.json() as { retcode: number; retmsg: string };
          expect([0, 1], where).toContain(json.retcode);
          if (json.retcode === 1) {
            const schema = get ? route.querystring : route.body;
            expect(!schema || schema.safeParse(get ? { ...querystring.parse(qs) } : input).success, `${where} accepted bad input`).toBe(true);
          } else {
            expect(json.retmsg, where).toMatch(CJK);
            if (before) expect(await tableCounts(t.app.db)).toEqual(before);
          }
        }),
        { seed: 20261122, numRuns: 40 },
      );
    }
  }, 300_000);
});
