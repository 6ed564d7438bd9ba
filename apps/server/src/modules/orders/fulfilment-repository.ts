import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { OrderEvaluationTable } from '../../db/schema-institutions';
import type { OrderReportTable, OrderShipmentTable, ShipmentEventTable } from '../../db/schema-orders';
import type { OrderScope } from './repository';

/** Shipments, their tracking events and reports: what an order produces after payment. */
export function createFulfilmentRepository(db: Kysely<Database>) {
  return {
    async insertShipment(row: Insertable<OrderShipmentTable>): Promise<void> {
      await db.insertInto('order_shipment').values(row).execute();
    },
    shipmentsOf(orderId: number) {
      return db.selectFrom('order_shipment').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
    },
    /** A shipment of an order the scope may see. */
    shipmentIn(scope: OrderScope, shipmentId: number) {
      const q = db
        .selectFrom('order_shipment')
        .innerJoin('order_info', 'order_info.id', 'order_shipment.order_id')
        .selectAll('order_shipment')
        .select('order_info.order_no')
        .where('order_shipment.id', '=', shipmentId);
      return ('memberId' in scope ? q.where('order_info.member_id', '=', scope.memberId) : q.where('order_info.institution_id', '=', scope.institutionId)).executeTakeFirst();
    },
    async insertEvent(row: Insertable<ShipmentEventTable>): Promise<void> {
      await db.insertInto('shipment_event').values(row).execute();
    },
    eventsOf(shipmentId: number) {
      return db.selectFrom('shipment_event').selectAll().where('shipment_id', '=', shipmentId).orderBy('event_time', 'desc').orderBy('id', 'desc').execute();
    },
    async insertReport(row: Insertable<OrderReportTable>): Promise<void> {
      await db.insertInto('order_report').values(row).execute();
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
    async insertEvaluation(row: Insertable<OrderEvaluationTable>): Promise<number> {
      return (await db.insertInto('order_evaluation').values(row).returning('id').executeTakeFirstOrThrow()).id;
    },
    reportById(id: number) {
      return db.selectFrom('order_report').select(['report_no', 'issued_at']).where('id', '=', id).executeTakeFirst();
    },
  };
}
