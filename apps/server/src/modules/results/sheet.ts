import {
  type Judgement,
  type LimitRule,
  type ResultBasis,
  type ResultRow,
  type ResultRowKey,
  checkForItem,
  formatRule,
  judge,
  normalizeDecimal,
  parseLimit,
} from '@tcm/shared';
import type { Insertable } from 'kysely';
import type { OrderResultTable } from '../../db/schema-results';
import type { BasisMonograph } from './monographs-port';
import type { ResultOrder } from './orders-port';

/** A row of the sheet before anything is entered: which sample, which item, which clause, judged against what. */
export interface TemplateRow {
  key: ResultRowKey;
  orderItemId: number;
  sampleIndex: number;
  sampleCount: number;
  /** 样品k, or the sheet sample's name and 批号. */
  sampleLabel: string;
  clauseIndex: number;
  itemName: string;
  subject: string | null;
  qualifier: string | null;
  basis: ResultBasis | null;
  method: string;
  limitText: string;
  rule: LimitRule | null;
  limitEditable: boolean;
}

export type SavedRow = Omit<OrderResultTable, 'id'> & { id?: number };

export const rowKey = (orderItemId: number, sampleIndex: number, clauseIndex: number): ResultRowKey => `${orderItemId}-${sampleIndex}-${clauseIndex}`;

const editionOf = (testingBasis: number): 2015 | 2020 => (testingBasis === 1 ? 2015 : 2020);
export const orderEdition = (order: Pick<ResultOrder, 'testingBasis'>) => editionOf(order.testingBasis);

/** The clauses an item is judged against: the monograph's check parsed, or one row whose limit the institution enters. */
function clausesOf(monograph: BasisMonograph | null, item: ResultOrder['items'][number]) {
  const check = monograph ? checkForItem(monograph.checks, { name: item.testItemName, trait: item.trait }) : null;
  if (!monograph || !check) return [{ subject: null, qualifier: null, basis: null, method: item.method, limitText: '', rule: null, limitEditable: true }];
  const basis: ResultBasis = { monographId: monograph.id, monographName: monograph.name, edition: monograph.edition === 2015 ? 2015 : 2020, checkItem: check.item };
  const parsed = parseLimit(check.limit);
  // A printed limit the parser cannot read stays visible and the institution restates it.
  if (!parsed.ok) return [{ subject: null, qualifier: null, basis, method: check.method, limitText: check.limit, rule: null, limitEditable: true }];
  return parsed.clauses.map((c) => ({ subject: c.subject, qualifier: c.qualifier, basis, method: check.method, limitText: c.text, rule: c.rule, limitEditable: false }));
}

const plainLabel = (sampleIndex: number) => `样品${sampleIndex}`;

/** How a row names its sample: a sheet sample by its name and 批号, else 样品k. */
export function sampleLabelOf(item: ResultOrder['items'][number], sampleIndex: number): string {
  const s = item.samples[sampleIndex - 1];
  return s ? `${s.name}（${s.batchNo}）` : plainLabel(sampleIndex);
}

/** Every row of an order's sheet: items in order, then samples, then clauses. */
export function templateRows(order: ResultOrder, monograph: BasisMonograph | null): TemplateRow[] {
  const rows: TemplateRow[] = [];
  for (const item of order.items) {
    const clauses = clausesOf(monograph, item);
    for (let sample = 1; sample <= item.sampleCount; sample++) {
      const sampleLabel = sampleLabelOf(item, sample);
      clauses.forEach((c, i) =>
        rows.push({ key: rowKey(item.id, sample, i), orderItemId: item.id, sampleIndex: sample, sampleCount: item.sampleCount, sampleLabel, clauseIndex: i, itemName: item.testItemName, ...c }),
      );
    }
  }
  return rows;
}

/** A row counts as filled when it says something a report can print. */
export function isFilled(r: { notApplicable: boolean; notDetected: boolean; conforms: boolean | null; value: string }): boolean {
  return r.notApplicable || r.notDetected || r.conforms !== null || normalizeDecimal(r.value) !== null;
}

/** The same for a stored row. */
export const isStoredFilled = (s: { not_applicable: number; not_detected: number; conforms?: number | null; value: string }) =>
  isFilled({ notApplicable: s.not_applicable === 1, notDetected: s.not_detected === 1, conforms: s.conforms == null ? null : s.conforms === 1, value: s.value });

/** The row a page shows: the template, with what was saved over it (its frozen basis and limit win). */
export function toResultRow(t: TemplateRow, saved: SavedRow | undefined): ResultRow {
  const rule = saved ? (saved.limit_rule ? (JSON.parse(saved.limit_rule) as LimitRule) : null) : t.rule;
  const entered = saved
    ? { value: saved.value, unit: saved.unit, notDetected: saved.not_detected === 1, conforms: saved.conforms === null ? null : saved.conforms === 1, notApplicable: saved.not_applicable === 1, detectionLimit: saved.detection_limit, note: saved.note }
    : { value: '', unit: '', notDetected: false, conforms: null, notApplicable: false, detectionLimit: '', note: '' };
  const basis: ResultBasis | null =
    saved && saved.monograph_id !== null
      ? { monographId: saved.monograph_id, monographName: saved.monograph_name ?? '', edition: saved.edition === 2015 ? 2015 : 2020, checkItem: saved.check_item ?? '' }
      : saved
        ? null
        : t.basis;
  return {
    key: t.key,
    orderItemId: t.orderItemId,
    sampleIndex: t.sampleIndex,
    sampleCount: t.sampleCount,
    sampleLabel: t.sampleLabel,
    itemName: t.itemName,
    subject: saved ? saved.subject : t.subject,
    qualifier: saved ? saved.qualifier : t.qualifier,
    basis,
    method: saved ? saved.method : t.method,
    limitText: saved ? saved.limit_text : t.limitText,
    limitDisplay: formatRule(rule),
    kind: rule?.kind ?? null,
    rule,
    limitEditable: t.limitEditable,
    limitUnit: rule && 'unit' in rule ? rule.unit : null,
    ...entered,
    judgement: (saved?.judgement ?? 'none') as Judgement,
    filled: isFilled(entered),
  };
}

/** "水分 · 样品2", "水分 · 黄芪（HQ01）" or "重金属及有害元素 · 铅": how a message and the conclusion name a row. */
export function rowLabel(r: Pick<ResultRow, 'itemName' | 'subject' | 'sampleIndex' | 'sampleCount' | 'sampleLabel'>): string {
  const named = r.sampleCount > 1 || r.sampleLabel !== plainLabel(r.sampleIndex);
  const parts = [r.itemName, r.subject, named ? r.sampleLabel : null].filter(Boolean);
  return parts.join(' · ');
}

/** What was entered on a row, with the limit it is judged against (the template's, or one the institution stated). */
export type EnteredRow = Pick<ResultRow, 'limitText' | 'rule' | 'method' | 'value' | 'unit' | 'notDetected' | 'conforms' | 'notApplicable' | 'detectionLimit' | 'note'>;

/** The row as stored: the template's basis frozen on it, what was entered, and the judgement computed from both. */
export function storedRowOf(orderId: number, t: TemplateRow, e: EnteredRow, now: string): Insertable<OrderResultTable> {
  return {
    order_id: orderId,
    order_item_id: t.orderItemId,
    sample_index: t.sampleIndex,
    clause_index: t.clauseIndex,
    item_name: t.itemName,
    subject: t.subject,
    qualifier: t.qualifier,
    monograph_id: t.basis?.monographId ?? null,
    monograph_name: t.basis?.monographName ?? null,
    edition: t.basis?.edition ?? null,
    check_item: t.basis?.checkItem ?? null,
    method: e.method,
    limit_text: e.limitText,
    limit_rule: e.rule ? JSON.stringify(e.rule) : null,
    value: e.value,
    unit: e.unit,
    not_detected: e.notDetected ? 1 : 0,
    conforms: e.conforms === null ? null : e.conforms ? 1 : 0,
    not_applicable: e.notApplicable ? 1 : 0,
    detection_limit: e.detectionLimit,
    note: e.note,
    judgement: e.notApplicable ? 'none' : judge(e.rule, { value: e.value || null, unit: e.unit, notDetected: e.notDetected, conforms: e.conforms }),
    updated_at: now,
  };
}
