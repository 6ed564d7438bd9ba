import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { OrderEvaluationTable } from '../../db/schema-institutions';
import type { OrderShipmentTable, ShipmentEventTable } from '../../db/schema-orders';
import type { OrderScope } from './repository';

/** Shipments, their tracking events and evaluations: what an order produces after payment (its reports are modules/reports'). */
export function createFulfilmentRepository(db: Kysely<Database>) {
  return {
    async insertShipment(row: Insertable<OrderShipmentTable>): Promise<number> {
      return (await db.insertInto('order_shipment').values(row).returning('id').executeTakeFirstOrThrow()).id;
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
    async insertEvaluation(row: Insertable<OrderEvaluationTable>): Promise<number> {
      return (await db.insertInto('order_evaluation').values(row).returning('id').executeTakeFirstOrThrow()).id;
    },
  };
}
