import { REPORT_STATUS } from '@tcm/shared';
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { OrderReportTable } from '../../db/schema-orders';

/** Reports: an order's, a member's, and one by its verification code (SQL only). */
export function createReportRepository(db: Kysely<Database>) {
  return {
    /** Every report of the order, newest first, with the number of the one that replaced it. */
    ofOrder(orderId: number) {
      return db
        .selectFrom('order_report as r')
        .leftJoin('order_report as newer', 'newer.id', 'r.replaced_by')
        .selectAll('r')
        .select('newer.report_no as replaced_by_no')
        .where('r.order_id', '=', orderId)
        .orderBy('r.id', 'desc')
        .execute();
    },
    /** The order's current report: the newest one issued. */
    reportOf(orderId: number) {
      return db.selectFrom('order_report').selectAll().where('order_id', '=', orderId).orderBy('id', 'desc').executeTakeFirst();
    },
    async myReports(memberId: number, keyword: string | undefined, limit: number, offset: number) {
      let q = db
        .selectFrom('order_report')
        .innerJoin('order_info', 'order_info.id', 'order_report.order_id')
        .innerJoin('institution', 'institution.id', 'order_info.institution_id')
        .where('order_info.member_id', '=', memberId);
      if (keyword) {
        q = q.where((eb) => eb.or([eb('order_report.report_no', '=', keyword), eb('order_info.order_no', '=', keyword), eb('order_info.sample_name', '=', keyword)]));
      }
      const [rows, count] = await Promise.all([
        q
          .selectAll('order_report')
          .select(['order_info.order_no', 'order_info.sample_name', 'institution.name as institution_name'])
          // The results' verdict (issue #21), by what this report published (report_result_report_idx): how many, how many failed or passed.
          .select((eb) => {
            const rows = (judgement?: string) => {
              let r = eb.selectFrom('report_result').select(eb.fn.countAll<number>().as('n')).whereRef('report_result.report_id', '=', 'order_report.id');
              if (judgement) r = r.where('report_result.judgement', '=', judgement);
              return r;
            };
            return [rows().as('result_rows'), rows('fail').as('failed_rows'), rows('pass').as('passed_rows')];
          })
          .orderBy('order_report.issued_at', 'desc')
          .orderBy('order_report.id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },
    byCode(code: string) {
      return db
        .selectFrom('order_report')
        .innerJoin('order_info', 'order_info.id', 'order_report.order_id')
        .innerJoin('institution', 'institution.id', 'order_info.institution_id')
        .selectAll('order_report')
        .select(['order_info.sample_name', 'institution.name as institution_name'])
        .where('order_report.verify_code', '=', code)
        .executeTakeFirst();
    },
    reportById(id: number) {
      return db.selectFrom('order_report').select(['report_no', 'issued_at']).where('id', '=', id).executeTakeFirst();
    },
    async insert(row: Insertable<OrderReportTable>): Promise<number> {
      return (await db.insertInto('order_report').values(row).returning('id').executeTakeFirstOrThrow()).id;
    },
    /** Conditional on the report still being valid: of two racing changes only one succeeds. */
    async retire(id: number, status: typeof REPORT_STATUS.REPLACED | typeof REPORT_STATUS.REVOKED, reason: string, replacedBy: number | null): Promise<boolean> {
      const r = await db
        .updateTable('order_report')
        .set({ status, status_reason: reason, replaced_by: replacedBy })
        .where('id', '=', id)
        .where('status', '=', REPORT_STATUS.VALID)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
  };
}
