import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as Numbers from '../src/modules/orders/numbers';
import { orderForm, servicesOf } from './helpers/orders';
import { type TestApp, createTestApp, testEngine } from './helpers/test-app';

/** Order numbers the next placeOrders take before random ones: a collision made on purpose. */
const forcedNumbers = vi.hoisted(() => [] as string[]);
vi.mock('../src/modules/orders/numbers', async (actual) => {
  const real = await actual<typeof Numbers>();
  return { ...real, newOrderNo: (now: number) => forcedNumbers.shift() ?? real.newOrderNo(now) };
});

/** Issue #18: placeOrder made fast (one statement per order on PostgreSQL) keeps every order whole and once. */
describe(`placing orders concurrently on ${testEngine}`, () => {
  let t: TestApp;
  let member: Record<string, string>;
  const place = async (payload: object) => (await t.app.inject({ method: 'POST', url: '/api/orderInfo/placeOrder', headers: member, payload })).json();
  /** The orders of the submissions whose id starts so (each test app has its own database). */
  const stored = (submissionPrefix: string) =>
    t.app.db.selectFrom('order_info').select(['id', 'order_no']).where('submission_id', 'like', `${submissionPrefix}%`).execute();

  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false });
    member = await t.memberHeaders('concurrent');
  }, 60_000);
  afterAll(async () => t.close());

  it('makes N orders with N distinct numbers for N parallel submissions, each with its items and its log line', async () => {
    const [a, b] = await servicesOf(t.app, 'jigou01');
    const replies = await Promise.all(
      Array.from({ length: 24 }, (_, i) => place({ ...orderForm([{ testServiceId: a!.id, sampleCount: 1 + (i % 3) }, { testServiceId: b!.id, sampleCount: 1 }]), submissionId: `parallel-${i}` })),
    );
    expect(replies.map((r) => r.retcode)).toEqual(replies.map(() => 1));
    const acknowledged = replies.flatMap((r) => r.data.orders as { id: number; orderNo: string }[]);
    expect(acknowledged).toHaveLength(24);
    const rows = await stored('parallel-');
    expect(rows).toHaveLength(24);
    expect(new Set(rows.map((r) => r.order_no)).size).toBe(24);
    expect(new Set(rows.map((r) => r.id))).toEqual(new Set(acknowledged.map((o) => o.id)));
    const ids = rows.map((r) => r.id);
    const items = await t.app.db.selectFrom('order_item').select(['order_id', 'sample_count']).where('order_id', 'in', ids).execute();
    expect(items).toHaveLength(48);
    const logs = await t.app.db.selectFrom('order_log').select(['order_id', 'action', 'to_status']).where('order_id', 'in', ids).execute();
    expect(logs).toHaveLength(24);
    expect(new Set(logs.map((l) => l.order_id)).size).toBe(24);
    expect(logs.every((l) => l.action === 'place' && l.to_status === 1)).toBe(true);
  });

  it('answers one order to the same submission sent five times at once', async () => {
    const [a] = await servicesOf(t.app, 'jigou01');
    const body = { ...orderForm([{ testServiceId: a!.id, sampleCount: 1 }]), submissionId: 'five-clicks' };
    const replies = await Promise.all(Array.from({ length: 5 }, () => place(body)));
    expect(replies.map((r) => r.retcode)).toEqual([1, 1, 1, 1, 1]);
    expect(new Set(replies.map((r) => r.data.orders[0].id)).size).toBe(1);
    expect(await stored('five-clicks')).toHaveLength(1);
  });

  it('takes a new number when the drawn one is taken, and stores nothing half', async () => {
    const [a] = await servicesOf(t.app, 'jigou01');
    const first = await place({ ...orderForm([{ testServiceId: a!.id, sampleCount: 1 }]), submissionId: 'number-taken-1' });
    const taken = first.data.orders[0].orderNo as string;
    forcedNumbers.push(taken, taken);
    const second = await place({ ...orderForm([{ testServiceId: a!.id, sampleCount: 1 }]), submissionId: 'number-taken-2' });
    expect(second.retcode).toBe(1);
    expect(second.data.replayed).toBe(false);
    expect(second.data.orders[0].orderNo).not.toBe(taken);
    expect(forcedNumbers).toEqual([]);
    const rows = await stored('number-taken-');
    expect(rows.map((r) => r.order_no).sort()).toEqual([taken, second.data.orders[0].orderNo].sort());
    const items = await t.app.db.selectFrom('order_item').select('id').where('order_id', '=', second.data.orders[0].id).execute();
    expect(items).toHaveLength(1);
  });
});
