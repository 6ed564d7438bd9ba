import { type LimitRule, judge, parseLimit } from '@tcm/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../apps/server/src/db/schema';
import type { BenchTable } from './bench-table';
import { insertBatched } from './insert-batched';
import { ITEMS_PER_ORDER, STATUS_MIX, createdAt, firstBenchOrderId, orderBenchData, servicesFor, servicesOfOrder } from './orders';

/** The positions in STATUS_MIX of completed orders (status 8): those carry results. */
const COMPLETED_AT = STATUS_MIX.flatMap((s, k) => (s === 8 ? [k] : []));

/** The index of the c-th completed bench order. */
export const completedOrder = (c: number) => Math.floor(c / COMPLETED_AT.length) * STATUS_MIX.length + COMPLETED_AT[c % COMPLETED_AT.length]!;

export function completedCount(orders: number): number {
  let n = 0;
  while (completedOrder(n) < orders) n += 1;
  return n;
}

/** The limits the bench rows are judged against, by kind of item; about one row in twelve fails. */
const LIMITS: { text: string; rule: LimitRule; unit: string; value: (r: number) => string }[] = [
  ['不得过10.0%', '%', (r: number) => (5 + r * 5.5).toFixed(1)],
  ['不得过5mg/kg', 'mg/kg', (r: number) => (r * 5.4).toFixed(2)],
  ['不得少于0.080%', '%', (r: number) => (0.075 + r * 0.1).toFixed(3)],
].map(([text, unit, value]) => {
  const parsed = parseLimit(text as string);
  if (!parsed.ok) throw new Error(parsed.reason);
  return { text: text as string, rule: parsed.clauses[0]!.rule, unit: unit as string, value: value as (r: number) => string };
});

async function firstBenchItemId(db: Kysely<Database>, firstOrder: number): Promise<number> {
  const row = await db.selectFrom('order_item').select((eb) => eb.fn.min('id').as('id')).where('order_id', '>=', firstOrder).executeTakeFirst();
  return Number(row?.id ?? 0);
}

/** Issue #21: the first sample's result of each item of every completed bench order (800,000 rows at scale 1). */
export const orderResultBenchData: BenchTable = {
  table: 'order_result',
  rowCount: (scale) => completedCount(orderBenchData.rowCount(scale)) * ITEMS_PER_ORDER,
  async generate({ db, rows, rng }) {
    const services = await servicesFor(db);
    const firstOrder = await firstBenchOrderId(db);
    const firstItem = await firstBenchItemId(db, firstOrder);
    await insertBatched(db, 'order_result', rows, (r) => {
      const i = completedOrder(Math.floor(r / ITEMS_PER_ORDER));
      const k = r % ITEMS_PER_ORDER;
      const limit = LIMITS[(i + k) % LIMITS.length]!;
      const value = limit.value(rng.next());
      const at = createdAt(i);
      return {
        order_id: firstOrder + i,
        order_item_id: firstItem + i * ITEMS_PER_ORDER + k,
        sample_index: 1,
        clause_index: 0,
        item_name: servicesOfOrder(services, i)[k]!.name,
        subject: null,
        qualifier: null,
        monograph_id: null,
        monograph_name: null,
        edition: 2020,
        check_item: null,
        method: '',
        limit_text: limit.text,
        limit_rule: JSON.stringify(limit.rule),
        value,
        unit: limit.unit,
        not_detected: 0,
        conforms: null,
        not_applicable: 0,
        detection_limit: '',
        note: '',
        judgement: judge(limit.rule, { value, unit: limit.unit, notDetected: false, conforms: null }),
        updated_at: at,
      };
    });
  },
};

/** Issue #21: each completed bench order's sheet (test date, who saved it). */
export const orderResultSheetBenchData: BenchTable = {
  table: 'order_result_sheet',
  rowCount: (scale) => completedCount(orderBenchData.rowCount(scale)),
  async generate({ db, rows }) {
    const firstOrder = await firstBenchOrderId(db);
    const staff = await db.selectFrom('institution_staff').select('member_id').orderBy('id').executeTakeFirstOrThrow();
    await insertBatched(db, 'order_result_sheet', rows, (c) => {
      const i = completedOrder(c);
      const at = createdAt(i);
      return { order_id: firstOrder + i, test_date: at.slice(0, 10), remark: '', updated_by: staff.member_id, updated_at: at };
    });
  },
};
