import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './helpers/orders';
import { type TestApp, createTestApp, testEngine } from './helpers/test-app';

describe(`console roles on ${testEngine}`, () => {
  let t: TestApp;
  const roles = async (headers: Record<string, string>) => (await t.app.inject({ method: 'GET', url: '/api/console/getMyRoles', headers })).json();

  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false });
  });
  afterAll(async () => t.close());

  it('tells an operator, a staff member and a member which consoles they may open', async () => {
    expect(await roles(await signIn(t.app, 'yunying01'))).toMatchObject({ retcode: 1, data: { operator: true, institution: null } });
    const staff = await roles(await signIn(t.app, 'jigou01'));
    expect(staff.data.operator).toBe(false);
    expect(staff.data.institution).toMatchObject({ id: expect.any(Number), name: expect.stringMatching(/\S/) });
    expect(await roles(await signIn(t.app, 'geren01'))).toMatchObject({ retcode: 1, data: { operator: false, institution: null } });
  });

  it('asks a visitor to log in', async () => {
    expect((await roles({})).retcode).toBe(401);
  });

  it('a staff member whose institution is suspended opens no workbench', async () => {
    const headers = await signIn(t.app, 'jigou02');
    const { institution } = (await roles(headers)).data;
    await t.app.db.updateTable('institution').set({ status: 0 }).where('id', '=', institution.id).execute();
    expect((await roles(headers)).data.institution).toBeNull();
  });
});
