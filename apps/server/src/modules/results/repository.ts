import { REPORT_STATUS } from '@tcm/shared';
import { type Insertable, type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import type { OrderResultSheetTable, OrderResultTable, ReportResultTable } from '../../db/schema-results';
import type { ResultSample } from './orders-port';

/** The working sheet's columns a report publishes as they are. */
const WORKING_COLUMNS = [
  'order_id',
  'order_item_id',
  'sample_index',
  'clause_index',
  'item_name',
  'subject',
  'qualifier',
  'monograph_id',
  'monograph_name',
  'edition',
  'check_item',
  'method',
  'limit_text',
  'limit_rule',
  'value',
  'unit',
  'not_detected',
  'conforms',
  'not_applicable',
  'detection_limit',
  'note',
  'judgement',
  'updated_at',
] as const;
/** What a published row adds: whose, which report, when, and the sample's facts. */
const PUBLISHED_FACTS = ['report_id', 'member_id', 'institution_id', 'is_current', 'reported_at', 'sample_name', 'variety', 'batch_no', 'origin', 'supplier'] as const;

/** Rows per INSERT: well under SQLite's 32,766 bound parameters at 25 columns a row. */
const CHUNK = 200;

/** SQL of an order's results (issue #21); the service decides who may read or write them. */
export function createResultRepository(db: Kysely<Database>) {
  /** Every row with the order's sample facts, in one INSERT … SELECT. */
  async function publishWhole(orderId: number, reportId: number, reportedAt: string): Promise<void> {
    await db
      .insertInto('report_result')
      .columns([...PUBLISHED_FACTS, ...WORKING_COLUMNS])
      .expression((eb) =>
        eb
          .selectFrom('order_result as x')
          .innerJoin('order_info as o', 'o.id', 'x.order_id')
          .select([
            sql<number>`cast(${reportId} as integer)`.as('report_id'),
            'o.member_id',
            'o.institution_id',
            eb.lit(1).as('is_current'),
            eb.val(reportedAt).as('reported_at'),
            'o.sample_name',
            'o.variety',
            'o.batch_no',
            'o.sample_origin as origin',
            'o.sample_supplier as supplier',
            ...WORKING_COLUMNS.map((c) => `x.${c}` as const),
          ])
          .where('x.order_id', '=', orderId),
      )
      .execute();
  }

  /** Every row with its own sheet sample's facts (the k-th sample of its item), inserted from here. */
  async function publishPerSample(orderId: number, reportId: number, reportedAt: string, samples: Map<number, ResultSample[]>): Promise<void> {
    const order = await db
      .selectFrom('order_info')
      .select(['member_id', 'institution_id', 'sample_name', 'variety', 'batch_no', 'sample_origin', 'sample_supplier'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    const working = await db.selectFrom('order_result').select(WORKING_COLUMNS).where('order_id', '=', orderId).orderBy('id').execute();
    const rows: Insertable<ReportResultTable>[] = working.map((x) => {
      const s = samples.get(x.order_item_id)?.[x.sample_index - 1];
      return {
        report_id: reportId,
        member_id: order.member_id,
        institution_id: order.institution_id,
        is_current: 1,
        reported_at: reportedAt,
        sample_name: s?.name ?? order.sample_name,
        variety: order.variety,
        batch_no: s?.batchNo ?? order.batch_no,
        origin: s?.origin ?? order.sample_origin,
        supplier: s?.supplier ?? order.sample_supplier,
        ...x,
      };
    });
    for (let i = 0; i < rows.length; i += CHUNK) await db.insertInto('report_result').values(rows.slice(i, i + CHUNK)).execute();
  }

  return {
    rowsOf(orderId: number) {
      return db.selectFrom('order_result').selectAll().where('order_id', '=', orderId).execute();
    },
    sheetOf(orderId: number) {
      return db.selectFrom('order_result_sheet').selectAll().where('order_id', '=', orderId).executeTakeFirst();
    },
    /** The whole sheet replaces what was saved before (a draft is always saved whole), inside the caller's transaction. */
    async replaceRows(orderId: number, rows: Insertable<OrderResultTable>[]): Promise<void> {
      await db.deleteFrom('order_result').where('order_id', '=', orderId).execute();
      for (let i = 0; i < rows.length; i += CHUNK) await db.insertInto('order_result').values(rows.slice(i, i + CHUNK)).execute();
    },
    /**
     * Inside the caller's transaction: the working sheet as report `reportId` publishes it — every
     * row copied with the order's member, institution and sample facts, and the sheet's date and remark.
     * A sample sheet's order (`samples` by order item) gives each row its own sample's name, 批号, 产地 and 供应商.
     */
    async publish(orderId: number, reportId: number, reportedAt: string, samples: Map<number, ResultSample[]> = new Map()): Promise<void> {
      if ([...samples.values()].some((list) => list.length)) await publishPerSample(orderId, reportId, reportedAt, samples);
      else await publishWhole(orderId, reportId, reportedAt);
      const sheet = await db.selectFrom('order_result_sheet').select(['test_date', 'remark']).where('order_id', '=', orderId).executeTakeFirst();
      await db
        .updateTable('order_report')
        .set({ results_test_date: sheet?.test_date ?? null, results_remark: sheet?.remark ?? '' })
        .where('id', '=', reportId)
        .execute();
    },
    /** A replaced or revoked report's rows stay readable as its version, no longer current. */
    async unpublish(reportId: number): Promise<void> {
      await db.updateTable('report_result').set({ is_current: 0 }).where('report_id', '=', reportId).execute();
    },
    /** The order's valid report, if any (a reported order's sheet may then be corrected). */
    currentReportOf(orderId: number) {
      return db.selectFrom('order_report').select('id').where('order_id', '=', orderId).where('status', '=', REPORT_STATUS.VALID).executeTakeFirst();
    },
    /** Every report of the order, newest first, with the sheet's date and remark each published. */
    reportsOf(orderId: number) {
      return db
        .selectFrom('order_report as r')
        .leftJoin('order_report as newer', 'newer.id', 'r.replaced_by')
        .select(['r.id', 'r.report_no', 'r.issued_at', 'r.status', 'r.results_test_date', 'r.results_remark', 'newer.report_no as replaced_by_no'])
        .where('r.order_id', '=', orderId)
        .orderBy('r.id', 'desc')
        .execute();
    },
    publishedRows(reportId: number) {
      return db.selectFrom('report_result').selectAll().where('report_id', '=', reportId).orderBy(['order_item_id', 'sample_index', 'clause_index']).execute();
    },
    async upsertSheet(row: OrderResultSheetTable): Promise<void> {
      const { order_id: _id, ...changes } = row;
      await db
        .insertInto('order_result_sheet')
        .values(row)
        .onConflict((oc) => oc.column('order_id').doUpdateSet(changes))
        .execute();
    },
  };
}
