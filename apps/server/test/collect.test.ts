import { GOODS_STATUS } from '@tcm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableCounts } from './helpers/table-counts';
import { type TestApp, createTestApp, testEngine } from './helpers/test-app';

describe(`favourites (myCollect) on ${testEngine}`, () => {
  let t: TestApp;
  let a: Record<string, string>;
  let b: Record<string, string>;
  const ids: Record<'institution' | 'hidden' | 'service' | 'article' | 'standard' | 'product' | 'unlisted', number> = { institution: 0, hidden: 0, service: 0, article: 0, standard: 0, product: 0, unlisted: 0 };
  beforeAll(async () => {
    t = await createTestApp();
    [a, b] = [await t.memberHeaders('collectorA'), await t.memberHeaders('collectorB')];
    const db = t.app.db;
    ids.institution = (await db.selectFrom('institution').select('id').where('status', '=', 1).orderBy('id').executeTakeFirstOrThrow()).id;
    ids.hidden = (await db.selectFrom('institution').select('id').where('status', '=', 0).executeTakeFirstOrThrow()).id;
    ids.service = (await db.selectFrom('institution_test_service').select('id').where('institution_id', '=', ids.institution).executeTakeFirstOrThrow()).id;
    ids.article = (await db.selectFrom('article_info').select('id').where('status', '=', 2).executeTakeFirstOrThrow()).id;
    ids.standard = (await db.selectFrom('quality_standard').select('id').executeTakeFirstOrThrow()).id;
    ids.product = (await db.selectFrom('publish_product').select('id').where('goods_status', '=', GOODS_STATUS.LISTED).orderBy('id').executeTakeFirstOrThrow()).id;
    ids.unlisted = (await db.selectFrom('publish_product').select('id').where('goods_status', '!=', GOODS_STATUS.LISTED).executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => t.close());

  const add = (headers: Record<string, string>, collectType: number, itemId: number) =>
    t.app.inject({ method: 'POST', url: '/api/myCollect/addMyCollect', headers, payload: { collectType, itemId } }).then((r) => r.json());
  const get = (headers: Record<string, string>, url: string) => t.app.inject({ url, headers }).then((r) => r.json());

  it('is for members only', async () => {
    for (const url of ['/api/myCollect/findMyCollect', '/api/myCollect/cacelMyCollect?collectType=1&itemId=1', '/api/myCollect/deleteMyCollect?id=1', '/api/myCollect/checkMyCollect?collectType=1&itemIds=1']) {
      expect((await get({}, url)).retcode, url).toBe(401);
    }
    expect((await add({}, 1, ids.institution)).retcode).toBe(401);
  });

  it('collects each public kind of item once; collecting again answers the same record', async () => {
    const first = await add(a, 1, ids.institution);
    expect(first).toMatchObject({ retcode: 1, retmsg: '收藏成功', data: { collectType: 1, itemId: ids.institution } });
    const again = await add(a, 1, ids.institution);
    expect(again).toMatchObject({ retcode: 1, retmsg: '已在收藏中', data: { id: first.data.id } });
    expect((await add(a, 2, ids.service)).retcode).toBe(1);
    expect((await add(a, 3, ids.standard)).retcode).toBe(1);
    expect((await add(a, 4, ids.product)).retcode).toBe(1);
    expect((await add(a, 5, ids.article)).retcode).toBe(1);
  });

  it('refuses an item that does not exist or is not public (a product not in the mall), and an unknown kind', async () => {
    const before = await tableCounts(t.app.db);
    expect((await add(a, 1, 999999)).retmsg).toBe('要收藏的内容不存在或已下架');
    expect((await add(a, 1, ids.hidden)).retmsg).toBe('要收藏的内容不存在或已下架');
    expect((await add(a, 4, ids.unlisted)).retmsg).toBe('要收藏的内容不存在或已下架');
    expect((await add(a, 4, 999999)).retmsg).toBe('要收藏的内容不存在或已下架');
    expect((await add(a, 6, 1)).retmsg).toBe('参数 collectType：收藏类型只能是 1-5');
    expect(await tableCounts(t.app.db)).toEqual(before);
  });

  it('lists own favourites by type, newest first, with what they point at', async () => {
    const all = (await get(a, '/api/myCollect/findMyCollect')).data;
    expect(all.total).toBe(5);
    expect(all.list.map((c: { collectType: number }) => c.collectType)).toEqual([5, 4, 3, 2, 1]);
    const products = (await get(a, '/api/myCollect/findMyCollect?collectType=4')).data.list;
    expect(products).toEqual([expect.objectContaining({ itemId: ids.product, available: true, title: expect.any(String), imageUrl: expect.stringMatching(/^\/files\//) })]);
    const inst = (await get(a, '/api/myCollect/findMyCollect?collectType=1')).data;
    expect(inst.list).toHaveLength(1);
    expect(inst.list[0]).toMatchObject({ itemId: ids.institution, available: true, title: expect.stringContaining('有限公司'), imageUrl: expect.stringMatching(/^\/files\//) });
    expect((await get(a, '/api/myCollect/findMyCollect?pageSize=3&pageNum=2')).data).toMatchObject({ size: 2, total: 5, pages: 2 });
    expect((await get(b, '/api/myCollect/findMyCollect')).data).toMatchObject({ total: 0, list: [] });
  });

  it('marks a favourite whose item went offline instead of dropping it', async () => {
    const other = (await t.app.db.selectFrom('institution').select('id').where('status', '=', 1).orderBy('id', 'desc').executeTakeFirstOrThrow()).id;
    await add(b, 1, other);
    await t.app.db.updateTable('institution').set({ status: 0 }).where('id', '=', other).execute();
    const list = (await get(b, '/api/myCollect/findMyCollect?collectType=1')).data.list;
    expect(list[0]).toMatchObject({ itemId: other, available: false, title: '该内容已下架', imageUrl: null });
    await t.app.db.updateTable('institution').set({ status: 1 }).where('id', '=', other).execute();
  });

  it('tells for many items at once which are collected, for the caller only', async () => {
    const q = `/api/myCollect/checkMyCollect?collectType=1&itemIds=${ids.institution},${ids.institution + 1},999999`;
    expect((await get(a, q)).data).toEqual([ids.institution]);
    expect((await get(b, q)).data).toEqual([]);
    expect((await get(a, '/api/myCollect/checkMyCollect?collectType=1&itemIds=')).retcode).toBe(0);
    expect((await get(a, `/api/myCollect/checkMyCollect?collectType=1&itemIds=${Array.from({ length: 101 }, (_, i) => i + 1).join(',')}`)).retmsg).toBe('参数 itemIds：编号最多100个');
  });

  it("refuses another member's favourite by id, changing nothing; cancels its own by item or id", async () => {
    const mine = (await get(a, '/api/myCollect/findMyCollect?collectType=5')).data.list[0];
    const before = await tableCounts(t.app.db);
    expect(await get(b, `/api/myCollect/deleteMyCollect?id=${mine.id}`)).toMatchObject({ retcode: 0, retmsg: '该收藏记录不存在或不属于当前账号' });
    expect(await get(b, `/api/myCollect/cacelMyCollect?collectType=5&itemId=${ids.article}`)).toMatchObject({ retcode: 0, retmsg: '该内容不在您的收藏中' });
    expect(await tableCounts(t.app.db)).toEqual(before);
    expect(await get(a, `/api/myCollect/deleteMyCollect?id=${mine.id}`)).toMatchObject({ retcode: 1, retmsg: '已取消收藏' });
    expect((await get(a, `/api/myCollect/deleteMyCollect?id=${mine.id}`)).retcode).toBe(0);
    expect(await get(a, `/api/myCollect/cacelMyCollect?collectType=1&itemId=${ids.institution}`)).toMatchObject({ retcode: 1, retmsg: '已取消收藏' });
    expect((await get(a, `/api/myCollect/checkMyCollect?collectType=1&itemIds=${ids.institution}`)).data).toEqual([]);
    expect((await get(a, '/api/myCollect/findMyCollect')).data.total).toBe(3);
  });
});
