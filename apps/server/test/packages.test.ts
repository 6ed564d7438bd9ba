import { ORDER_MESSAGES } from '@tcm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servicesOf } from './helpers/orders';
import { type TestApp, createTestApp, testEngine } from './helpers/test-app';

describe(`common test packages (myTestService) on ${testEngine}`, () => {
  let t: TestApp;
  let headers: Record<string, string>;
  const call = async (method: 'GET' | 'POST', url: string, payload?: object, h = headers) => (await t.app.inject({ method, url, headers: h, payload })).json();

  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false });
    headers = await t.memberHeaders('packer');
  });
  afterAll(async () => t.close());

  it('creates, lists, reads, edits and deletes own packages with current prices', async () => {
    const [a, b] = await servicesOf(t.app);
    const added = await call('POST', '/api/myTestService/addMyTestService', { name: '黄芪常规检测', items: [{ testServiceId: a!.id, sampleCount: 1 }, { testServiceId: a!.id, sampleCount: 1 }] });
    expect(added).toMatchObject({ retcode: 1, retmsg: ORDER_MESSAGES.packageSaved, data: { name: '黄芪常规检测', items: [{ testServiceId: a!.id, sampleCount: 2, available: true }], totalFen: a!.price_fen * 2 } });
    const id = added.data.id as number;
    const edited = await call('POST', '/api/myTestService/editMyTestService', { id, name: '黄芪全检', items: [{ testServiceId: b!.id, sampleCount: 3 }] });
    expect(edited.data).toMatchObject({ name: '黄芪全检', items: [{ testServiceId: b!.id, sampleCount: 3 }], totalFen: b!.price_fen * 3 });
    expect((await call('GET', '/api/myTestService/findMyTestService?keyword=全检')).data).toMatchObject({ total: 1, list: [{ id }] });

    await t.app.db.updateTable('institution_test_service').set({ status: 0 }).where('id', '=', b!.id).execute();
    expect((await call('GET', `/api/myTestService/getMyTestService?id=${id}`)).data).toMatchObject({ items: [{ available: false, service: null }], totalFen: 0 });
    expect((await call('POST', '/api/myTestService/editMyTestService', { id, name: 'x', items: [{ testServiceId: b!.id, sampleCount: 1 }] })).retmsg).toBe(ORDER_MESSAGES.serviceUnavailable);

    expect(await call('GET', `/api/myTestService/deleteMyTestService?id=${id}`)).toMatchObject({ retcode: 1, retmsg: ORDER_MESSAGES.packageDeleted });
    expect((await call('GET', `/api/myTestService/getMyTestService?id=${id}`)).retmsg).toBe(ORDER_MESSAGES.packageNotFound);
  });

  it("refuses another member's package and needs a login", async () => {
    const [a] = await servicesOf(t.app);
    const id = (await call('POST', '/api/myTestService/addMyTestService', { name: '我的', items: [{ testServiceId: a!.id, sampleCount: 1 }] })).data.id;
    const other = await t.memberHeaders('otherpacker');
    expect((await call('GET', `/api/myTestService/getMyTestService?id=${id}`, undefined, other)).retmsg).toBe(ORDER_MESSAGES.packageNotFound);
    expect((await call('GET', `/api/myTestService/deleteMyTestService?id=${id}`, undefined, other)).retmsg).toBe(ORDER_MESSAGES.packageNotFound);
    expect((await call('GET', '/api/myTestService/findMyTestService', undefined, {})).retcode).toBe(401);
    expect((await call('POST', '/api/myTestService/addMyTestService', { name: '', items: [] })).retcode).toBe(0);
  });
});
