import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

/** What 质量分析 filters by; the span is [fromIso, toIso) on reported_at (ISO instants). */
export interface QualityFilter {
  memberId: number;
  fromIso: string;
  toIso: string;
  variety?: string;
  itemName?: string;
  institutionId?: number;
  supplier?: string;
  origin?: string;
}

type RR = ExpressionBuilder<Database, 'report_result'>;

/**
 * The member's current published rows of the span — every query starts on the index
 * report_result_member_idx (member_id, is_current, reported_at) and reads only that range;
 * the other filters are checked on the rows of the range.
 */
function matches(f: QualityFilter, withFilters = true) {
  return (eb: RR) =>
    eb.and([
      eb('report_result.member_id', '=', f.memberId),
      eb('report_result.is_current', '=', 1),
      eb('report_result.reported_at', '>=', f.fromIso),
      eb('report_result.reported_at', '<', f.toIso),
      ...(withFilters
        ? [
            f.variety !== undefined ? eb('report_result.variety', '=', f.variety) : null,
            f.itemName !== undefined ? eb('report_result.item_name', '=', f.itemName) : null,
            f.institutionId !== undefined ? eb('report_result.institution_id', '=', f.institutionId) : null,
            f.supplier !== undefined ? eb('report_result.supplier', '=', f.supplier) : null,
            f.origin !== undefined ? eb('report_result.origin', '=', f.origin) : null,
          ].filter((c) => c !== null)
        : []),
    ]);
}

/** The columns a listed or exported row reads. */
const ROW_COLUMNS = [
  'report_result.id',
  'report_result.order_id',
  'report_result.reported_at',
  'report_result.sample_name',
  'report_result.variety',
  'report_result.batch_no',
  'report_result.supplier',
  'report_result.origin',
  'report_result.item_name',
  'report_result.subject',
  'report_result.limit_rule',
  'report_result.value',
  'report_result.unit',
  'report_result.not_detected',
  'report_result.conforms',
  'report_result.not_applicable',
  'report_result.detection_limit',
  'report_result.method',
  'report_result.judgement',
  'o.order_no',
  'rp.report_no',
  'i.name as institution_name',
] as const;

/** SQL of 质量分析 (issue #21): reads of report_result scoped to one member's current rows. */
export function createQualityRepository(db: Kysely<Database>) {
  const rowsQuery = (f: QualityFilter) =>
    db
      .selectFrom('report_result')
      .innerJoin('order_info as o', 'o.id', 'report_result.order_id')
      .innerJoin('order_report as rp', 'rp.id', 'report_result.report_id')
      .innerJoin('institution as i', 'i.id', 'report_result.institution_id')
      .select(ROW_COLUMNS)
      .where(matches(f))
      .orderBy('report_result.reported_at', 'desc')
      .orderBy('report_result.id', 'desc');
  return {
    /** Newest first: a page of the table, or (limit QUALITY_ROWS_MAX) what the export writes. */
    rows: (f: QualityFilter, limit: number, offset = 0) => rowsQuery(f).limit(limit).offset(offset).execute(),
    async count(f: QualityFilter): Promise<number> {
      const row = await db.selectFrom('report_result').select(sql<number>`count(*)`.as('n')).where(matches(f)).executeTakeFirst();
      return Number(row?.n ?? 0);
    },
    /** The measured values (no 未检出, qualitative or 不适用 row), newest first, at most `limit`. */
    measured: (f: QualityFilter, limit: number) =>
      db
        .selectFrom('report_result')
        .select(['item_name', 'subject', 'unit', 'value', 'limit_rule', 'judgement', 'reported_at', 'batch_no', 'supplier', 'variety'])
        .where(matches(f))
        .where('value', '<>', '')
        .where('not_detected', '=', 0)
        .where('not_applicable', '=', 0)
        .orderBy('reported_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute(),
    /** Per supplier: samples (orders) with a judged row, and those with a 不符合 row. */
    async supplierRates(f: QualityFilter) {
      const rows = await db
        .selectFrom('report_result')
        .select([
          'supplier',
          sql<number>`count(distinct order_id)`.as('judged'),
          sql<number>`count(distinct case when judgement = 'fail' then order_id end)`.as('failed'),
        ])
        .where(matches(f))
        .where('judgement', '<>', 'none')
        .groupBy('supplier')
        .execute();
      return rows.map((r) => ({ supplier: r.supplier, judged: Number(r.judged), failed: Number(r.failed) }));
    },
    /** The distinct facts of the member's rows in the span (the filters' choices), with the institutions' names. */
    options: (f: QualityFilter) =>
      db
        .selectFrom('report_result')
        .innerJoin('institution as i', 'i.id', 'report_result.institution_id')
        .select(['report_result.variety', 'report_result.item_name', 'report_result.institution_id', 'i.name as institution_name', 'report_result.supplier', 'report_result.origin'])
        .where(matches(f, false))
        .groupBy(['report_result.variety', 'report_result.item_name', 'report_result.institution_id', 'i.name', 'report_result.supplier', 'report_result.origin'])
        .execute(),
  };
}

export type QualityRepository = ReturnType<typeof createQualityRepository>;
export type QualityDbRow = Awaited<ReturnType<QualityRepository['rows']>>[number];
