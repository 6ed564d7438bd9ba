import {
  type Judgement,
  type LimitRule,
  QUALITY_DEFAULT_MONTHS,
  QUALITY_MAX_DAYS,
  QUALITY_MESSAGES,
  QUALITY_POINTS_MAX,
  QUALITY_ROWS_MAX,
  QUALITY_SERIES_MAX,
  type QualityAnalysis,
  type QualityOptions,
  type QualityRow,
  type QualitySeries,
  type qualityQuerySchema,
  formatRule,
  resultText,
  toPageResult,
  unitFactor,
} from '@tcm/shared';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { BusinessError } from '../../lib/errors';
import { type QualityDbRow, type QualityFilter, createQualityRepository } from './quality-repository';
import { DAY_MS, beijingDate, beijingDayStart } from '../../lib/beijing-time';

type Query = z.output<typeof qualityQuerySchema>;
/** Beijing's calendar day of an instant, and the instant a Beijing day starts. */

function monthsBefore(day: string, months: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d.toISOString().slice(0, 10);
}

const parseRule = (text: string | null): LimitRule | null => (text ? (JSON.parse(text) as LimitRule) : null);

/** A stored row as the table lists it. */
function listed(r: QualityDbRow): QualityRow {
  return {
    id: r.id,
    orderId: r.order_id,
    orderNo: r.order_no,
    reportNo: r.report_no,
    reportedAt: r.reported_at,
    sampleName: r.sample_name,
    variety: r.variety,
    batchNo: r.batch_no,
    supplier: r.supplier,
    origin: r.origin,
    institutionName: r.institution_name,
    itemName: r.item_name,
    subject: r.subject,
    result: resultText({ value: r.value, unit: r.unit, notDetected: r.not_detected === 1, conforms: r.conforms === null ? null : r.conforms === 1, notApplicable: r.not_applicable === 1, detectionLimit: r.detection_limit }),
    limitDisplay: formatRule(parseRule(r.limit_rule)),
    judgement: r.judgement as Judgement,
  };
}

/** A rule's bounds in the row's unit (null when the units do not convert). */
function boundsIn(rule: LimitRule | null, unit: string): { min: number | null; max: number | null } {
  if (!rule || (rule.kind !== 'max' && rule.kind !== 'min' && rule.kind !== 'range')) return { min: null, max: null };
  const factor = rule.unit === null || unit === '' ? 1 : unitFactor(rule.unit, unit);
  if (factor === null) return { min: null, max: null };
  return { min: rule.kind === 'max' ? null : rule.min.value * factor, max: rule.kind === 'min' ? null : rule.max.value * factor };
}

type Measured = Pick<Scanned[number], 'item_name' | 'subject' | 'unit' | 'value' | 'limit_rule' | 'judgement' | 'reported_at' | 'batch_no' | 'supplier' | 'variety'>[];
type Scanned = Awaited<ReturnType<ReturnType<typeof createQualityRepository>['scan']>>;
type OptionRow = Awaited<ReturnType<ReturnType<typeof createQualityRepository>['options']>>[number];

/**
 * Per supplier: the samples with a judged row, and those with a 不符合 row. A sample is an order's
 * batch — the order's own, or each batch of its sample sheet (whose suppliers may differ).
 */
function ratesOf(rows: Scanned): { supplier: string; judged: number; failed: number }[] {
  const bySupplier = new Map<string, { judged: Set<string>; failed: Set<string> }>();
  for (const r of rows) {
    if (r.judgement === 'none') continue;
    const s = bySupplier.get(r.supplier) ?? { judged: new Set<string>(), failed: new Set<string>() };
    const sample = `${r.order_id}\u0000${r.batch_no}`;
    s.judged.add(sample);
    if (r.judgement === 'fail') s.failed.add(sample);
    bySupplier.set(r.supplier, s);
  }
  return [...bySupplier].map(([supplier, s]) => ({ supplier, judged: s.judged.size, failed: s.failed.size }));
}

/** 重金属及有害元素（铅、镉、砷、汞、铜） · 镉 reads 重金属及有害元素 · 镉: the element names the clause. */
const labelOf = (itemName: string, subject: string | null) => (subject ? `${itemName.replace(/（[^）]*）$/, '')} · ${subject}` : itemName);

type Grouped = { key: string; label: string; rows: Measured };

/** Rows grouped by `keyOf`, in the order first seen. */
function groupBy(rows: Measured, keyOf: (r: Measured[number]) => string, labelOfRow: (r: Measured[number]) => string): Grouped[] {
  const groups = new Map<string, Grouped>();
  for (const r of rows) {
    const key = keyOf(r);
    const g = groups.get(key) ?? { key, label: labelOfRow(r), rows: [] };
    g.rows.push(r);
    groups.set(key, g);
  }
  return [...groups.values()];
}

/**
 * The measured rows (newest first) as a series per item × subject × unit — split per herb when the
 * herbs' limits differ (水分 ≤10.0% for 黄芪, ≤15.0% for 当归), so each chart has one limit line —
 * the busiest QUALITY_SERIES_MAX, oldest point first.
 */
export function seriesOf(rows: Measured): QualitySeries[] {
  const numeric = rows.filter((r) => Number.isFinite(Number(r.value)));
  const limitOf = (r: Measured[number]) => JSON.stringify(boundsIn(parseRule(r.limit_rule), r.unit));
  const groups = groupBy(numeric, (r) => `${r.item_name}|${r.subject ?? ''}|${r.unit}`, (r) => labelOf(r.item_name, r.subject)).flatMap((g) =>
    new Set(g.rows.map(limitOf)).size <= 1 ? [g] : groupBy(g.rows, (r) => `${g.key}|${r.variety}`, (r) => `${r.variety} · ${g.label}`),
  );
  return groups
    .map((g): QualitySeries => {
      const first = g.rows[0]!;
      const points = g.rows.slice(0, QUALITY_POINTS_MAX).map((r) => ({
        at: r.reported_at,
        value: Number(r.value),
        judgement: r.judgement as Judgement,
        batchNo: r.batch_no,
        supplier: r.supplier,
        ...boundsIn(parseRule(r.limit_rule), r.unit),
      }));
      return { key: g.key, label: g.label, itemName: first.item_name, subject: first.subject, unit: first.unit, points: points.reverse(), omitted: g.rows.length - points.length };
    })
    .sort((a, b) => b.points.length + b.omitted - (a.points.length + a.omitted) || a.label.localeCompare(b.label, 'zh'))
    .slice(0, QUALITY_SERIES_MAX);
}

function optionsOf(rows: OptionRow[]): QualityOptions {
  const sorted = (values: Iterable<string>) => [...new Set(values)].filter((v) => v !== '').sort((a, b) => a.localeCompare(b, 'zh'));
  const institutions = new Map(rows.map((r) => [r.institution_id, r.institution_name]));
  return {
    varieties: sorted(rows.map((r) => r.variety)),
    items: sorted(rows.map((r) => r.item_name)),
    institutions: [...institutions].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name, 'zh')),
    suppliers: sorted(rows.map((r) => r.supplier)),
    origins: sorted(rows.map((r) => r.origin)),
  };
}

/**
 * 质量分析 (issue #21): the signed-in member's results as its valid reports published them — never
 * another member's, never a replaced report's. Each answer reads one member's span through the
 * member index and holds at most QUALITY_ROWS_MAX measured rows.
 */
export function createQualityService({ db, clock }: { db: Kysely<Database>; clock: Clock }) {
  const repo = createQualityRepository(db);

  /** The filters' choices from the scanned rows, with the institutions' names. */
  async function optionRowsOf(rows: Scanned): Promise<OptionRow[]> {
    const names = new Map((await repo.institutionNames([...new Set(rows.map((r) => r.institution_id))])).map((i) => [i.id, i.name]));
    return rows.map((r) => ({ variety: r.variety, item_name: r.item_name, institution_id: r.institution_id, institution_name: names.get(r.institution_id) ?? '', supplier: r.supplier, origin: r.origin }));
  }

  function filterOf(memberId: number, q: Query): { filter: QualityFilter; from: string; to: string } {
    const to = q.to ?? beijingDate(clock.now());
    const from = q.from ?? monthsBefore(to, QUALITY_DEFAULT_MONTHS);
    if (from > to) throw new BusinessError(QUALITY_MESSAGES.spanReversed);
    const start = beijingDayStart(from);
    const end = beijingDayStart(to) + DAY_MS;
    if (end - start > QUALITY_MAX_DAYS * DAY_MS) throw new BusinessError(QUALITY_MESSAGES.spanTooLong);
    const blank = (v: string | undefined) => (v === undefined || v === '' ? undefined : v);
    return {
      from,
      to,
      filter: {
        memberId,
        fromIso: new Date(start).toISOString(),
        toIso: new Date(end).toISOString(),
        variety: blank(q.variety),
        itemName: blank(q.itemName),
        institutionId: q.institutionId,
        supplier: blank(q.supplier),
        origin: blank(q.origin),
      },
    };
  }

  return {
    /**
     * One scan of the filtered span (at most QUALITY_ROWS_MAX rows) gives the chart, the page's ids,
     * the total and the rates; SQL counts and groups instead only when the span holds more. The
     * filters' choices come from the same scan when no filter narrows it.
     */
    async analysis(memberId: number, q: Query): Promise<QualityAnalysis> {
      const { filter, from, to } = filterOf(memberId, q);
      const scanned = await repo.scan(filter, QUALITY_ROWS_MAX + 1);
      const capped = scanned.length > QUALITY_ROWS_MAX;
      const rows = capped ? scanned.slice(0, QUALITY_ROWS_MAX) : scanned;
      const narrowed = [filter.variety, filter.itemName, filter.institutionId, filter.supplier, filter.origin].some((v) => v !== undefined);
      const offset = (q.pageNum - 1) * q.pageSize;
      const [page, total, rates, options] = await Promise.all([
        offset < rows.length ? repo.byIds(filter, rows.slice(offset, offset + q.pageSize).map((r) => r.id)) : capped ? repo.rows(filter, q.pageSize, offset) : [],
        capped ? repo.count(filter) : rows.length,
        capped ? repo.supplierRates(filter) : ratesOf(rows),
        narrowed || capped ? repo.options(filter) : optionRowsOf(rows),
      ]);
      const suppliers = rates
        .map((r) => ({ ...r, rate: r.judged ? r.failed / r.judged : 0 }))
        .sort((a, b) => b.rate - a.rate || b.judged - a.judged || a.supplier.localeCompare(b.supplier, 'zh'));
      const measured = rows.filter((r) => r.value !== '' && r.not_detected === 0 && r.not_applicable === 0);
      return {
        from,
        to,
        rows: toPageResult(page.map(listed), total, { pageNum: q.pageNum, pageSize: q.pageSize }),
        series: seriesOf(measured),
        suppliers,
        options: optionsOf(options),
        capped: capped ? QUALITY_MESSAGES.rowsCapped(QUALITY_ROWS_MAX) : null,
      };
    },
    /** The filtered rows for the export, newest first, at most QUALITY_ROWS_MAX. */
    async exportRows(memberId: number, q: Query): Promise<{ from: string; to: string; rows: QualityRow[]; capped: boolean }> {
      const { filter, from, to } = filterOf(memberId, q);
      const rows = await repo.rows(filter, QUALITY_ROWS_MAX + 1);
      if (rows.length === 0) throw new BusinessError(QUALITY_MESSAGES.nothingToExport);
      return { from, to, rows: rows.slice(0, QUALITY_ROWS_MAX).map(listed), capped: rows.length > QUALITY_ROWS_MAX };
    },
  };
}

export type QualityService = ReturnType<typeof createQualityService>;
