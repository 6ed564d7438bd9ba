import { REPORT_STATUS } from '@tcm/shared';
import { type Insertable, type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import type { OrderResultSheetTable, OrderResultTable } from '../../db/schema-results';

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
     */
    async publish(orderId: number, reportId: number, reportedAt: string): Promise<void> {
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
