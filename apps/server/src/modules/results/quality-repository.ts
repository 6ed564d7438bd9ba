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
  /** Rows of the filter — or, given `ids` (already the member's, from its own scan), those rows. */
  const rowsQuery = (f: QualityFilter, ids?: number[]) =>
    db
      .selectFrom('report_result')
      .innerJoin('order_info as o', 'o.id', 'report_result.order_id')
      .innerJoin('order_report as rp', 'rp.id', 'report_result.report_id')
      .innerJoin('institution as i', 'i.id', 'report_result.institution_id')
      .select(ROW_COLUMNS)
      // The ids come from the member's own scan; no member condition beside them, or the planner reads the member's whole index range.
      .$if(ids !== undefined, (q) => q.where('report_result.id', 'in', ids!))
      .$if(ids === undefined, (q) => q.where(matches(f)))
      .orderBy('report_result.reported_at', 'desc')
      .orderBy('report_result.id', 'desc');
  return {
    /**
     * One read of the span (newest first, at most `limit`): the columns the chart, the rates and the
     * filters' choices need — one pass over the member's range instead of one per figure.
     */
    scan: (f: QualityFilter, limit: number) =>
      db
        .selectFrom('report_result')
        .select(['id', 'order_id', 'institution_id', 'reported_at', 'variety', 'item_name', 'subject', 'unit', 'value', 'not_detected', 'not_applicable', 'limit_rule', 'judgement', 'batch_no', 'supplier', 'origin'])
        .where(matches(f))
        .orderBy('reported_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute(),
    /** The listed rows of a page, by id — ids the member's own scan found (never ids from a request) — newest first. */
    byIds: (f: QualityFilter, ids: number[]) => (ids.length ? rowsQuery(f, ids).execute() : Promise.resolve([])),
    institutionNames: (ids: number[]) => (ids.length ? db.selectFrom('institution').select(['id', 'name']).where('id', 'in', ids).execute() : Promise.resolve([])),
    /** Newest first: a page of the table, or (limit QUALITY_ROWS_MAX) what the export writes. */
    rows: (f: QualityFilter, limit: number, offset = 0) => rowsQuery(f).limit(limit).offset(offset).execute(),
    async count(f: QualityFilter): Promise<number> {
      const row = await db.selectFrom('report_result').select(sql<number>`count(*)`.as('n')).where(matches(f)).executeTakeFirst();
      return Number(row?.n ?? 0);
    },
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
