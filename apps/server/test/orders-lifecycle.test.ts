import { ORDER_ACTIONS, ORDER_LIFECYCLE, ORDER_MESSAGES, ORDER_STATUS, type OrderAction, type OrderActor, type OrderStatus, allowedActions } from '@tcm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMover } from '../src/modules/orders/moves';
import { factsOf } from '../src/modules/orders/mappers';
import { systemClock } from '../src/lib/clock';
import { type Parties, act, orderAt, requestFor, signIn, uploadPdf } from './helpers/orders';
import { tableCounts } from './helpers/table-counts';
import { type TestApp, createTestApp, testEngine } from './helpers/test-app';

const ACTORS: OrderActor[] = ['member', 'institution'];
const STATUSES = Object.values(ORDER_STATUS) as OrderStatus[];

/** Every move of the table, checked through the API: allowed ones land where the table says, all others are refused. */
describe(`order lifecycle through the API on ${testEngine}`, () => {
  let t: TestApp;
  let p: Parties;
  /** One order per status; sample returned for 13 (the only way to reach it). */
  const at = new Map<OrderStatus, number>();
  const statusOf = async (id: number) => (await t.app.db.selectFrom('order_info').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false });
    const member = await t.memberHeaders('buyer');
    const staff = await signIn(t.app, 'jigou01');
    p = { member, staff, memberPdf: await uploadPdf(t.app, member), staffPdf: await uploadPdf(t.app, staff) };
    for (const s of STATUSES) at.set(s, await orderAt(t.app, p, s, s === ORDER_STATUS.PENDING_SAMPLE_RETURN));
  }, 120_000);
  afterAll(async () => t.close());

  const rows = ORDER_LIFECYCLE.flatMap((r) => r.from.map((from) => ({ ...r, from })));
  for (const row of rows) {
    const returnSample = row.to === ORDER_STATUS.PENDING_SAMPLE_RETURN;
    it(`allows ${row.actor} ${row.action} from ${row.from}${returnSample ? ' (sample returned)' : ''}, with a log row`, async () => {
      const id = await orderAt(t.app, p, row.from, returnSample || row.from === ORDER_STATUS.PENDING_SAMPLE_RETURN);
      if (row.action === 'signContract') await act(t.app, p, 'provideContract', 'institution', id);
      if (row.actor === 'gateway') {
        // The gateway has no call of its own: its verified notification moves the order (test/payments*.test.ts
        // post signed ones); here the mover takes the row's move as that handler hands it over.
        const order = await t.app.services.orderReader.load({ memberId: (await t.member('buyer')).userId }, id);
        const move = createMover(t.app.db, systemClock, t.app.services.changes, t.app.services.noticeWriter);
        await move(order, { action: row.action, actor: 'gateway', actorMemberId: null });
      } else {
        const r = await act(t.app, p, row.action, row.actor, id);
        expect(r, r.retmsg).toMatchObject({ retcode: 1 });
      }
      expect(await statusOf(id)).toBe(row.to === 'same' ? row.from : row.to);
      const log = await t.app.db.selectFrom('order_log').selectAll().where('order_id', '=', id).orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(log).toMatchObject({ action: row.action, actor: row.actor, from_status: row.from, to_status: row.to === 'same' ? row.from : row.to });
    });
  }

  it('refuses every move the table does not allow, changing nothing', async () => {
    let refused = 0;
    for (const status of STATUSES) {
      const id = at.get(status)!;
      const facts = factsOf(await t.app.db.selectFrom('order_info').selectAll().where('id', '=', id).executeTakeFirstOrThrow());
      for (const actor of ACTORS) {
        const allowed = new Set(allowedActions(status, actor, facts));
        for (const action of ORDER_ACTIONS as readonly OrderAction[]) {
          if (allowed.has(action)) continue;
          const req = await requestFor(t.app, p, action, actor, id).catch(() => null);
          if (!req) continue; // no call exists for this actor: the API cannot even express the move
          const before = await tableCounts(t.app.db);
          const res = (await t.app.inject(req)).json();
          expect(res, `${actor} ${action} at ${status}`).toMatchObject({ retcode: 0, retmsg: ORDER_MESSAGES.statusNotAllowed });
          expect(await tableCounts(t.app.db)).toEqual(before);
          expect(await statusOf(id)).toBe(status);
          refused += 1;
        }
      }
    }
    expect(refused).toBeGreaterThan(100);
  });

  it('lets exactly one of two racing moves win', async () => {
    const id = await orderAt(t.app, p, ORDER_STATUS.PENDING_REVIEW);
    const [a, b] = await Promise.all([act(t.app, p, 'approve', 'institution', id), act(t.app, p, 'reject', 'institution', id)]);
    expect([a.retcode, b.retcode].sort()).toEqual([0, 1]);
    expect([a, b].find((r) => r.retcode === 0)!.retmsg).toBe(ORDER_MESSAGES.statusNotAllowed);
    const logs = await t.app.db.selectFrom('order_log').select('action').where('order_id', '=', id).execute();
    expect(logs).toHaveLength(2);
    expect([ORDER_STATUS.PENDING_CONTRACT, ORDER_STATUS.REVIEW_REJECTED]).toContain(await statusOf(id));

    const paid = await orderAt(t.app, p, ORDER_STATUS.PENDING_PAYMENT_CONFIRM);
    const same = await Promise.all([act(t.app, p, 'confirmPayment', 'institution', paid), act(t.app, p, 'rejectPayment', 'institution', paid)]);
    expect(same.map((r) => r.retcode).sort()).toEqual([0, 1]);
  });

  it('refuses the second of two moves made from the same stale read (the conditional update)', async () => {
    const id = await orderAt(t.app, p, ORDER_STATUS.PENDING_REVIEW);
    const stale = await t.app.services.orderReader.load({ memberId: (await t.member('buyer')).userId }, id);
    const move = createMover(t.app.db, systemClock, t.app.services.changes, t.app.services.noticeWriter);
    const results = await Promise.allSettled([
      move(stale, { action: 'approve', actor: 'institution', actorMemberId: 1 }),
      move(stale, { action: 'cancel', actor: 'member', actorMemberId: stale.member_id }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect((results.find((r) => r.status === 'rejected') as PromiseRejectedResult).reason.message).toBe(ORDER_MESSAGES.statusNotAllowed);
    expect(await t.app.db.selectFrom('order_log').select('id').where('order_id', '=', id).execute()).toHaveLength(2);
  });

  it('counts an order on its institution when it completes, and only then', async () => {
    const count = async (orderId: number) =>
      (await t.app.db.selectFrom('order_info').innerJoin('institution', 'institution.id', 'order_info.institution_id').select('institution.order_count').where('order_info.id', '=', orderId).executeTakeFirstOrThrow()).order_count;
    const direct = await orderAt(t.app, p, ORDER_STATUS.TESTING);
    const before = await count(direct);
    expect(await act(t.app, p, 'issueReport', 'institution', direct)).toMatchObject({ retcode: 1 });
    expect(await count(direct)).toBe(before + 1);
    const withReturn = await orderAt(t.app, p, ORDER_STATUS.TESTING, true);
    expect(await act(t.app, p, 'issueReport', 'institution', withReturn)).toMatchObject({ retcode: 1 });
    expect(await count(withReturn)).toBe(before + 1); // 13: the sample still has to go back
    expect(await act(t.app, p, 'shipSampleBack', 'institution', withReturn)).toMatchObject({ retcode: 1 });
    expect(await count(withReturn)).toBe(before + 2);
  });

  it('allows one evaluation per order, even when two race', async () => {
    const id = await orderAt(t.app, p, ORDER_STATUS.COMPLETED);
    const both = await Promise.all([act(t.app, p, 'evaluate', 'member', id), act(t.app, p, 'evaluate', 'member', id)]);
    expect(both.map((r) => r.retcode).sort()).toEqual([0, 1]);
    expect(await act(t.app, p, 'evaluate', 'member', id)).toMatchObject({ retcode: 0, retmsg: ORDER_MESSAGES.alreadyEvaluated });
    const evaluations = await t.app.db.selectFrom('order_evaluation').select(['audit_status']).where('order_id', '=', id).execute();
    expect(evaluations).toEqual([{ audit_status: 1 }]);
  });
});
