import { SECURITY_SECOND_FACTOR_MESSAGES as M } from '@tcm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './helpers/orders';
import { type TestApp, createTestApp, testEngine } from './helpers/test-app';

/**
 * Issue #17: an account created with an initial password (institution staff on settlement approval)
 * must change it at first sign-in. Until then its session calls changePassword, logout and
 * getMemberDetail only; everything else that needs a session answers 请先修改初始密码.
 */
describe(`initial passwords on ${testEngine}`, () => {
  let t: TestApp;
  let account: string;
  let password: string;
  const login = async (pw = password) => (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { account, password: pw } })).json();

  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false });
    const seeded = await t.app.db.selectFrom('settle_application').selectAll().where('status', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    const { id: _, ...row } = seeded;
    const { id } = await t.app.db
      .insertInto('settle_application')
      .values({ ...row, unify_code: '91410300TEST0002X6', mobile: '13955550002', company_name: '初始密码检测有限公司', created_at: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const approved = await t.app.inject({ method: 'POST', url: '/api/admin/settlement/approve', headers: await signIn(t.app, 'yunying01'), payload: { id } });
    account = approved.json().data.staffAccount;
    const sms = await t.app.db.selectFrom('sms_outbox').select('content').where('mobile', '=', '13955550002').orderBy('id', 'desc').executeTakeFirstOrThrow();
    password = sms.content.match(/初始密码：([A-Za-z0-9]+)/)![1]!;
  });
  afterAll(async () => t.close());

  it('seeds no demo account that must change its password', async () => {
    const flagged = await t.app.db.selectFrom('sys_member').select('user_account').where('must_change_password', '=', 1).execute();
    expect(flagged).toEqual([{ user_account: account }]);
  });

  it('signs the new staff account in with a restricted session that may only change the password', async () => {
    const first = await login();
    expect(first).toMatchObject({ retcode: 1, data: { mustChangePassword: true, userInfo: { userAccount: account } } });
    const headers = { token: first.data.accessToken as string };
    for (const url of ['/api/console/getMyRoles', '/api/institutionOrder/queryOrder', '/api/myCollect/findMyCollect']) {
      expect((await t.app.inject({ url, headers })).json(), url).toMatchObject({ retcode: 0, retmsg: M.mustChangePassword });
    }
    expect((await t.app.inject({ url: `/api/sysMember/getMemberDetail?userId=${first.data.userId}`, headers })).json()).toMatchObject({ retcode: 1 });
    // A public page still answers, as to a visitor.
    expect((await t.app.inject({ url: '/api/articleInfo/queryArticleInfo', headers })).json()).toMatchObject({ retcode: 1 });

    const changed = await t.app.inject({ method: 'POST', url: '/api/auth/changePassword', headers, payload: { oldPassword: password, password: 'Jigou2026new', confirmPassword: 'Jigou2026new' } });
    expect(changed.json()).toMatchObject({ retcode: 1 });
    expect((await t.app.inject({ url: '/api/console/getMyRoles', headers })).json()).toMatchObject({ retcode: 401 });

    const again = await login('Jigou2026new');
    expect(again.data.mustChangePassword).toBeUndefined();
    const roles = (await t.app.inject({ url: '/api/console/getMyRoles', headers: { token: again.data.accessToken } })).json();
    expect(roles).toMatchObject({ retcode: 1, data: { institution: { name: '初始密码检测有限公司' } } });
  });
});
