import { type LimitRule, REPORT_STATUS } from '@tcm/shared';
import type { Insertable, Kysely } from 'kysely';
import { createMonographBasis } from '../../../modules/lookup/monograph-basis';
import { createResultRepository } from '../../../modules/results/repository';
import { type TemplateRow, orderEdition, storedRowOf, templateRows } from '../../../modules/results/sheet';
import type { Database } from '../../schema';
import type { OrderResultTable } from '../../schema-results';

/** A value that meets the rule comfortably, printed with the limit's decimals. */
function passing(rule: LimitRule): string {
  const at = (v: number, decimals: number) => v.toFixed(decimals);
  if (rule.kind === 'max') return at(rule.max.value * 0.62, rule.max.decimals);
  if (rule.kind === 'min') return at(rule.min.value * 1.46, rule.min.decimals);
  if (rule.kind === 'range') return at((rule.min.value + rule.max.value) / 2, Math.max(rule.min.decimals, rule.max.decimals));
  return '';
}

/** What the demo institution entered on one row; `fail` puts a bound's row 30 % beyond it. */
function entered(t: TemplateRow, fail: boolean) {
  const rule: LimitRule = t.rule ?? { kind: 'qualitative' };
  if (rule.kind === 'notDetected') return { rule, limitText: t.limitText, value: '', notDetected: true, conforms: null };
  if (rule.kind === 'qualitative') return { rule, limitText: t.limitText || '应符合规定', value: '', notDetected: false, conforms: true };
  const value = !fail ? passing(rule) : rule.kind === 'max' ? (rule.max.value * 1.3).toFixed(rule.max.decimals) : rule.kind === 'min' ? (rule.min.value * 0.7).toFixed(rule.min.decimals) : passing(rule);
  return { rule, limitText: t.limitText, value, notDetected: false, conforms: null };
}

/**
 * Issue #21: a reported demo order's results, as its institution would have entered them — every
 * row filled from the 2020 monograph of the order's variety; `failOne` puts the first bounded row
 * beyond its limit, so the demo shows a 不符合 row and conclusion.
 */
export async function seedOrderResults(db: Kysely<Database>, orderId: number, staffMemberId: number, testDate: string, failOne: boolean): Promise<void> {
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
  const failAt = failOne ? template.findIndex((t) => t.rule?.kind === 'max' || t.rule?.kind === 'min') : -1;
  const rows: Insertable<OrderResultTable>[] = template.map((t, k) => {
    const e = entered(t, k === failAt);
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
