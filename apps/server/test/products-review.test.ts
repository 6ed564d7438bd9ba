import { GOODS_STATUS, type GoodsStatus, OPERATOR_MESSAGES, PRODUCT_MESSAGES, PRODUCT_MOVES, type ProductAction } from '@tcm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './helpers/orders';
import { changeProduct, productAt } from './helpers/products';
import { tableCounts } from './helpers/table-counts';
import { type TestApp, createTestApp, testEngine } from './helpers/test-app';

type Headers = Record<string, string>;
const STATUSES: GoodsStatus[] = [0, 1, 2, 3, 4];

describe(`goods status moves and review on ${testEngine}`, () => {
  let t: TestApp;
  let owner: Headers;
  let other: Headers;
  let operator: Headers;
  let operatorCount = 0;
  const statusOf = async (id: number) => (await t.app.db.selectFrom('publish_product').select('goods_status').where('id', '=', id).executeTakeFirstOrThrow()).goods_status;
  const actorOf = (action: ProductAction) => (PRODUCT_MOVES.find((m) => m.action === action)!.actor === 'operator' ? operator : owner);

  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false });
    owner = await t.memberHeaders('owner');
    other = await t.memberHeaders('other');
    operator = await signIn(t.app, 'yunying01');
    operatorCount = (await t.app.db.selectFrom('platform_operator').select('member_id').execute()).length;
  }, 60_000);
  afterAll(async () => t.close());

  for (const move of PRODUCT_MOVES) {
    for (const from of STATUSES) {
      const allowed = move.from.includes(from);
      it(`${move.action} from ${from}: ${allowed ? `moves to ${move.to}` : 'refused, nothing changes'}`, async () => {
        const id = await productAt(t.app, owner, from);
        const before = await tableCounts(t.app.db);
        const r = await changeProduct(t.app, actorOf(move.action), id, move.action, move.action === 'reject' ? '规格描述不完整' : undefined);
        // Issue #22: a submission tells the operators' queue, a verdict the owner; nothing else is written.
        const notices = !allowed ? 0 : move.action === 'submit' ? operatorCount : move.action === 'delist' ? 0 : 1;
        if (allowed) {
          expect(r).toMatchObject({ retcode: 1, data: { id, goodsStatus: move.to } });
        } else {
          expect(r).toMatchObject({ retcode: 0, retmsg: PRODUCT_MESSAGES.statusNotAllowed });
          expect(await statusOf(id)).toBe(from);
        }
        expect(await tableCounts(t.app.db)).toEqual({ ...before, notification: before.notification! + notices });
      });
    }
  }

  it('answers each move with its own message', async () => {
    const id = await productAt(t.app, owner, 0);
    expect((await changeProduct(t.app, owner, id, 'submit')).retmsg).toBe(PRODUCT_MESSAGES.submitted);
    expect((await changeProduct(t.app, operator, id, 'approve')).retmsg).toBe(PRODUCT_MESSAGES.approved);
    expect((await changeProduct(t.app, owner, id, 'delist')).retmsg).toBe(PRODUCT_MESSAGES.delisted);
    expect((await changeProduct(t.app, owner, id, 'submit')).retmsg).toBe(PRODUCT_MESSAGES.submitted);
    expect((await changeProduct(t.app, operator, id, 'reject', '价格偏离行情')).retmsg).toBe(PRODUCT_MESSAGES.rejected);
  });

  it('shows the reject reason to the owner until it resubmits', async () => {
    const id = await productAt(t.app, owner, 4);
    const url = `/publishProduct/getPublishProduct?id=${id}`;
    expect((await t.app.inject({ method: 'GET', url, headers: owner })).json().data).toMatchObject({ goodsStatus: 4, rejectReason: '图片不清晰' });
    await changeProduct(t.app, owner, id, 'submit');
    expect((await t.app.inject({ method: 'GET', url, headers: owner })).json().data).toMatchObject({ goodsStatus: 1, rejectReason: null });
    // The operator sees a product in review to judge it.
    expect((await t.app.inject({ method: 'GET', url, headers: operator })).json().data).toMatchObject({ goodsStatus: 1 });
  });

  it('lets only a platform operator approve or reject, even the own product of a member', async () => {
    const id = await productAt(t.app, owner, 1);
    for (const action of ['approve', 'reject'] as const) {
      for (const who of [owner, other]) expect(await changeProduct(t.app, who, id, action, '理由')).toMatchObject({ retcode: 0, retmsg: OPERATOR_MESSAGES.operatorOnly });
      expect((await changeProduct(t.app, {}, id, action, '理由')).retcode).toBe(401);
    }
    expect(await changeProduct(t.app, operator, id, 'reject')).toMatchObject({ retcode: 0, retmsg: PRODUCT_MESSAGES.rejectReasonRequired });
    expect(await changeProduct(t.app, operator, id, 'reject', '   ')).toMatchObject({ retcode: 0, retmsg: PRODUCT_MESSAGES.rejectReasonRequired });
    expect(await changeProduct(t.app, operator, 99999999, 'approve')).toMatchObject({ retcode: 0, retmsg: PRODUCT_MESSAGES.notFound });
    expect(await statusOf(id)).toBe(GOODS_STATUS.IN_REVIEW);
  });

  it("refuses another member's and a visitor's submit and delist", async () => {
    for (const [status, action] of [[0, 'submit'], [2, 'delist']] as const) {
      const id = await productAt(t.app, owner, status);
      expect(await changeProduct(t.app, other, id, action)).toMatchObject({ retcode: 0, retmsg: PRODUCT_MESSAGES.notFound });
      expect((await changeProduct(t.app, {}, id, action)).retcode).toBe(401);
      expect(await statusOf(id)).toBe(status);
    }
    expect((await changeProduct(t.app, owner, 1, 'publish' as ProductAction)).retmsg).toContain('操作类型有误');
  });

  it('lets exactly one of two racing moves win', async () => {
    const a = await productAt(t.app, owner, 0);
    const submits = await Promise.all([changeProduct(t.app, owner, a, 'submit'), changeProduct(t.app, owner, a, 'submit')]);
    expect(submits.map((r) => r.retcode).sort()).toEqual([0, 1]);
    const b = await productAt(t.app, owner, 1);
    const verdicts = await Promise.all([changeProduct(t.app, operator, b, 'approve'), changeProduct(t.app, operator, b, 'reject', '重复')]);
    expect(verdicts.map((r) => r.retcode).sort()).toEqual([0, 1]);
    const winner = verdicts.find((r) => r.retcode === 1)!.data.goodsStatus;
    expect(await statusOf(b)).toBe(winner);
  });
});
