import { SECURITY_SECOND_FACTOR_MESSAGES as M } from '@tcm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../helpers/orders';
import { callableRoutes } from '../helpers/routes';
import { tableCounts } from '../helpers/table-counts';
import { type TestApp, createTestApp, testEngine } from '../helpers/test-app';

/**
 * Issue #17 (MLPS level 3): the operator console only for a session that passed a second factor.
 * A session of the demo operator made without one — as an old path, a silent login or a future bug
 * would make it — is refused by every operator call the server registers, and changes nothing.
 */
describe(`operator calls need a second factor on ${testEngine}`, () => {
  let t: TestApp;
  let withoutFactor: Record<string, string>;
  let withFactor: Record<string, string>;
  const operatorCalls = () =>
    callableRoutes(t.app.routeCatalog).filter((r) => {
      const route = t.app.routeCatalog.find((c) => c.url === r.url && [c.method].flat().includes(r.method as never));
      return (route?.config as { auth?: string } | undefined)?.auth === 'operator';
    });

  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false });
    const op = await t.app.db.selectFrom('sys_member').select('id').where('user_account', '=', 'yunying01').executeTakeFirstOrThrow();
    const session = await t.app.services.sessions.issue(t.app.db, op.id, '127.0.0.1');
    withoutFactor = { token: session.token };
    withFactor = await signIn(t.app, 'yunying01');
  });
  afterAll(async () => t.close());

  it('guards every /api/admin/ call as an operator call', () => {
    const admin = callableRoutes(t.app.routeCatalog).filter((r) => r.url.startsWith('/api/admin/'));
    expect(admin.length).toBeGreaterThan(40);
    expect(admin.map((r) => `${r.method} ${r.url}`).filter((key) => !operatorCalls().some((o) => `${o.method} ${o.url}` === key))).toEqual([]);
  });

  it('refuses each operator call to a session without a second factor, changing nothing', async () => {
    const calls = operatorCalls();
    expect(calls.length).toBeGreaterThan(40);
    const before = await tableCounts(t.app.db);
    for (const call of calls) {
      const res = await t.app.inject({ method: call.method as 'GET', url: call.url, headers: withoutFactor, ...(call.method === 'POST' ? { payload: {} } : {}) });
      expect(res.json(), `${call.method} ${call.url}`).toMatchObject({ retcode: 0, retmsg: M.required });
    }
    expect(await tableCounts(t.app.db)).toEqual(before);
  });

  it('lets the same operator in after the second factor, and the session without one still sees its roles', async () => {
    expect((await t.app.inject({ url: '/api/admin/audit/query', headers: withFactor })).json()).toMatchObject({ retcode: 1 });
    expect((await t.app.inject({ url: '/api/admin/audit/query', headers: withoutFactor })).json()).toMatchObject({ retcode: 0, retmsg: M.required });
    expect((await t.app.inject({ url: '/api/console/getMyRoles', headers: withoutFactor })).json()).toMatchObject({ retcode: 1, data: { operator: true } });
  });
});
