import { sql } from 'kysely';
import type { BenchTable } from './bench-table';
import { insertBatched } from './insert-batched';
import { createdAt, firstBenchOrderId, orderBenchData } from './orders';
import { completedCount, completedOrder, orderResultBenchData } from './results';

const DAY = 86_400_000;
/** A completed bench order's report went out six days after the order. */
export const reportedAt = (i: number) => new Date(Date.parse(createdAt(i)) + 6 * DAY).toISOString();

/** Issue #21: the valid report of every completed bench order (its results are published from it). */
export const orderReportBenchData: BenchTable = {
  table: 'order_report',
  rowCount: (scale) => completedCount(orderBenchData.rowCount(scale)),
  async generate({ db, rows }) {
    const firstOrder = await firstBenchOrderId(db);
    await insertBatched(db, 'order_report', rows, (c) => {
      const i = completedOrder(c);
      const at = reportedAt(i);
      return {
        order_id: firstOrder + i,
        report_no: `BB${at.slice(0, 10).replace(/-/g, '')}${String(i).padStart(8, '0')}`,
        // 12 characters, unique per order, apart from the demo's and the service's codes (no 'Z' prefix there).
        verify_code: `Z${i.toString(36).toUpperCase().padStart(11, '0')}`,
        file_url: '',
        original_url: null,
        status: 1,
        replaced_by: null,
        status_reason: null,
        issued_at: at,
        results_test_date: at.slice(0, 10),
        results_remark: '',
      };
    });
  },
};

/** Bench orders per INSERT … SELECT: a few statements, each well inside one transaction's memory. */
const ORDERS_PER_STATEMENT = 100_000;

/**
 * Issue #21: what each bench report published — every order_result row of a completed bench order,
 * copied with the order's member, institution and sample facts and the report's id and date, as
 * `publish()` does when a report is issued (so the rows agree with order_info and order_report).
 */
export const reportResultBenchData: BenchTable = {
  table: 'report_result',
  rowCount: (scale) => orderResultBenchData.rowCount(scale),
  async generate({ db }) {
    const firstOrder = await firstBenchOrderId(db);
    const last = await db.selectFrom('order_info').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst();
    const lastOrder = Number(last?.id ?? 0);
    await db.transaction().execute(async (trx) => {
      for (let from = firstOrder; from <= lastOrder; from += ORDERS_PER_STATEMENT) {
        await sql`
          INSERT INTO report_result (report_id, order_id, member_id, institution_id, is_current, reported_at, sample_name, variety, batch_no, origin, supplier,
            order_item_id, sample_index, clause_index, item_name, subject, qualifier, monograph_id, monograph_name, edition, check_item, method, limit_text,
            limit_rule, value, unit, not_detected, conforms, not_applicable, detection_limit, note, judgement, updated_at)
          SELECT r.id, o.id, o.member_id, o.institution_id, 1, r.issued_at, o.sample_name, o.variety, o.batch_no, o.sample_origin, o.sample_supplier,
            x.order_item_id, x.sample_index, x.clause_index, x.item_name, x.subject, x.qualifier, x.monograph_id, x.monograph_name, x.edition, x.check_item, x.method, x.limit_text,
            x.limit_rule, x.value, x.unit, x.not_detected, x.conforms, x.not_applicable, x.detection_limit, x.note, x.judgement, x.updated_at
          FROM order_result x
          JOIN order_info o ON o.id = x.order_id
          JOIN order_report r ON r.order_id = x.order_id AND r.status = 1
          WHERE x.order_id >= ${from} AND x.order_id < ${from + ORDERS_PER_STATEMENT}
          ORDER BY x.order_id, x.order_item_id
        `.execute(trx);
      }
    });
  },
};
