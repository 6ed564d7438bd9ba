import { type LimitBound, type LimitRule, REPORT_STATUS } from '@tcm/shared';
import type { Insertable, Kysely } from 'kysely';
import { createMonographBasis } from '../../../modules/lookup/monograph-basis';
import { createResultRepository } from '../../../modules/results/repository';
import { type TemplateRow, orderEdition, storedRowOf, templateRows } from '../../../modules/results/sheet';
import type { Database } from '../../schema';
import type { OrderResultTable } from '../../schema-results';

/** The decimals a laboratory prints a value in: the limit's, more for a small whole-number limit (镉 ≤1 → 0.35). */
function printed(b: LimitBound, wobbled: boolean): number {
  if (!wobbled) return b.decimals;
  if (b.decimals === 0) return b.value <= 5 ? 2 : b.value < 50 ? 1 : 0;
  return b.value < 1 ? b.decimals + 2 : b.decimals;
}

/**
 * A value that meets the rule: 62 % of a maximum, or — given a `wobble` in 0–1 — anywhere from
 * 35 % to 90 % of it (a line of batches that moves).
 */
function passing(rule: LimitRule, wobble: number | null): string {
  const w = wobble ?? 0.5;
  const on = wobble !== null;
  if (rule.kind === 'max') return (rule.max.value * (on ? 0.35 + 0.55 * w : 0.62)).toFixed(printed(rule.max, on));
  if (rule.kind === 'min') return (rule.min.value * (on ? 1.1 + 0.7 * w : 1.46)).toFixed(printed(rule.min, on));
  if (rule.kind === 'range') return (rule.min.value + (rule.max.value - rule.min.value) * (0.2 + 0.6 * w)).toFixed(Math.max(printed(rule.min, on), printed(rule.max, on)));
  return '';
}

/** Beyond the limit even once rounded to its decimals (1.3 × ≤1 would round back to 1). */
function failing(rule: LimitRule, wobble: number | null): string {
  const on = wobble !== null;
  if (rule.kind === 'max') return (rule.max.value * (on ? 1.6 : 1.3)).toFixed(printed(rule.max, on));
  if (rule.kind === 'min') return (rule.min.value * (on ? 0.45 : 0.7)).toFixed(printed(rule.min, on));
  return passing(rule, wobble);
}

/** What the demo institution entered on one row; `fail` puts a bound's row beyond it. */
function entered(t: TemplateRow, fail: boolean, wobble: number | null) {
  const rule: LimitRule = t.rule ?? { kind: 'qualitative' };
  if (rule.kind === 'notDetected') return { rule, limitText: t.limitText, value: '', notDetected: true, conforms: null };
  if (rule.kind === 'qualitative') return { rule, limitText: t.limitText || '应符合规定', value: '', notDetected: false, conforms: true };
  return { rule, limitText: t.limitText, value: fail ? failing(rule, wobble) : passing(rule, wobble), notDetected: false, conforms: null };
}

/** How a demo order's results read: `spread` (0–1, null: the fixed demo values) and which bounded row fails. */
export interface SeededResults {
  spread: number | null;
  /** The item or element (铅, 水分) beyond its limit. */
  fail?: string;
  /** The first bounded row beyond its limit. */
  failFirst?: boolean;
}

const bounded = (t: TemplateRow) => t.rule?.kind === 'max' || t.rule?.kind === 'min';

/**
 * Issue #21: a reported demo order's results, as its institution would have entered them — every
 * row filled from the 2020 monograph of the order's variety; a failing row (`how.fail`, or the first
 * bounded one) goes beyond its limit, so the demo shows a 不符合 row and conclusion.
 */
export async function seedOrderResults(db: Kysely<Database>, orderId: number, staffMemberId: number, testDate: string, how: SeededResults): Promise<void> {
  const order = await db.selectFrom('order_info').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
  const items = await db
    .selectFrom('order_item')
    .innerJoin('test_item', 'test_item.id', 'order_item.test_item_id')
    .select(['order_item.id', 'order_item.test_item_name', 'order_item.sample_count', 'test_item.trait', 'test_item.method'])
    .where('order_id', '=', orderId)
    .orderBy('order_item.id')
    .execute();
  const resultOrder = {
    id: order.id,
    orderNo: order.order_no,
    status: order.status,
    sampleName: order.sample_name,
    variety: order.variety,
    batchNo: order.batch_no,
    testingBasis: order.testing_basis,
    items: items.map((i) => ({ id: i.id, testItemName: i.test_item_name, trait: i.trait, method: i.method, sampleCount: i.sample_count, samples: [] })),
  };
  const monograph = await createMonographBasis(db).byName([order.variety, order.sample_name], orderEdition(resultOrder));
  const template = templateRows(resultOrder, monograph);
  const named = how.fail ? template.findIndex((t) => bounded(t) && (t.subject === how.fail || t.itemName.startsWith(how.fail!))) : -1;
  const failAt = how.fail || how.failFirst ? (named >= 0 ? named : template.findIndex(bounded)) : -1;
  const rows: Insertable<OrderResultTable>[] = template.map((t, k) => {
    // Each row of the order its own place within the limit, the same order after order for a given spread.
    const wobble = how.spread === null ? null : (how.spread + k * 0.23 + Math.sin((how.spread + k) * 7.1) * 0.15 + 1) % 1;
    const e = entered(t, k === failAt, wobble);
    const unit = 'unit' in e.rule ? (e.rule.unit ?? '') : '';
    const entry = { limitText: e.limitText, rule: e.rule, method: t.method, value: e.value, unit, notDetected: e.notDetected, conforms: e.conforms, notApplicable: false, detectionLimit: '', note: '' };
    return storedRowOf(orderId, t, entry, `${testDate}T08:00:00.000Z`);
  });
  const repo = createResultRepository(db);
  await repo.replaceRows(orderId, rows);
  await repo.upsertSheet({ order_id: orderId, test_date: testDate, remark: '', updated_by: staffMemberId, updated_at: `${testDate}T08:00:00.000Z` });
  // What the order's report published, as issuing it would have (migration 0032).
  const report = await db.selectFrom('order_report').select(['id', 'issued_at']).where('order_id', '=', orderId).where('status', '=', REPORT_STATUS.VALID).executeTakeFirst();
  if (report) await repo.publish(orderId, report.id, report.issued_at);
}
