import { REPORT_STATUS } from '@tcm/shared';
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { OrderReportTable } from '../../db/schema-orders';

/** An order's reports as the institution manages them (SQL only). */
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
