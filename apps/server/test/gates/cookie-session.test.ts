import { GOODS_STATUS, TOKEN_COOKIE } from '@tcm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, testEngine } from '../helpers/test-app';

/**
 * Cross-site request forgery (issue #17): a link or form on another site makes the browser send the
 * portal's cookies, never a Token header. The server reads the session from the header only (§6),
 * so a request that carries the session in the cookie alone is a visitor's.
 */
describe(`a cookie-only request is a visitor (${testEngine})`, () => {
  let t: TestApp;
  let token: string;
  let userId: number;
  const cookie = () => ({ cookie: `${TOKEN_COOKIE}=${encodeURIComponent(token)}` });
  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false });
    ({ token, userId } = await t.member('cookie'));
  });
  afterAll(async () => t.close());

  it('gets retcode 401 on a member call; the same token in the header is accepted', async () => {
    const url = `/api/sysMember/getMemberDetail?userId=${userId}`;
    expect((await t.app.inject({ url, headers: cookie() })).json()).toMatchObject({ retcode: 401 });
    expect((await t.app.inject({ url, headers: { token } })).json()).toMatchObject({ retcode: 1 });
  });

  it('is not signed in on a public call (a visitor sees the supplier mobile masked)', async () => {
    const product = await t.app.db.selectFrom('publish_product').select(['id', 'contact_phone']).where('goods_status', '=', GOODS_STATUS.LISTED).orderBy('id').executeTakeFirstOrThrow();
    const url = `/publishProduct/getPublishProduct?id=${product.id}`;
    const viaCookie = (await t.app.inject({ url, headers: cookie() })).json();
    expect(viaCookie.data.contactPhone).not.toBe(product.contact_phone);
    expect(viaCookie.data.contactPhone).toMatch(/\*{4}/);
    expect((await t.app.inject({ url, headers: { token } })).json().data.contactPhone).toBe(product.contact_phone);
  });

  it('cannot remove a favourite through the spec GET deletions by a cross-site link', async () => {
    const institution = await t.app.db.selectFrom('institution').select('id').orderBy('id').executeTakeFirstOrThrow();
    const added = (await t.app.inject({ method: 'POST', url: '/api/myCollect/addMyCollect', headers: { token }, payload: { collectType: 1, itemId: institution.id } })).json();
    expect(added.retcode).toBe(1);
    for (const url of [`/api/myCollect/cacelMyCollect?collectType=1&itemId=${institution.id}`, `/api/myCollect/deleteMyCollect?id=${added.data.id}`]) {
      expect((await t.app.inject({ url, headers: cookie() })).json(), url).toMatchObject({ retcode: 401 });
    }
    const mine = (await t.app.inject({ url: '/api/myCollect/findMyCollect?collectType=1', headers: { token } })).json();
    expect(mine.data.list.map((c: { itemId: number }) => c.itemId)).toContain(institution.id);
  });
});
