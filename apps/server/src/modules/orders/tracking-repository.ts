import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database } from '../../db/schema';
import type { OrderShipmentTable, ShipmentEventTable } from '../../db/schema-orders';

/** A shipment with what its order's parties need: who hears of a change, and the phone a courier may ask for. */
const SHIPMENT_WITH_ORDER = [
  'order_shipment.id',
  'order_shipment.order_id',
  'order_shipment.direction',
  'order_shipment.courier_code',
  'order_shipment.tracking_no',
  'order_shipment.subscription',
  'order_shipment.subscribe_attempts',
  'order_shipment.last_state',
  'order_info.member_id',
  'order_info.institution_id',
  'order_info.contact_phone',
] as const;

/** Issue #22: the courier aggregator's side of shipments — subscriptions and pushed events (SQL only). */
export function createTrackingRepository(db: Kysely<Database>) {
  const withOrder = () => db.selectFrom('order_shipment').innerJoin('order_info', 'order_info.id', 'order_shipment.order_id').select(SHIPMENT_WITH_ORDER);
  return {
    /** Every shipment of a tracking number (one parcel may carry the samples of several orders). */
    shipmentsOfNumber(trackingNo: string) {
      return withOrder().where('order_shipment.tracking_no', '=', trackingNo).orderBy('order_shipment.id').execute();
    },
    shipment(id: number) {
      return withOrder().where('order_shipment.id', '=', id).executeTakeFirst();
    },
    /** The pending subscriptions due by `now`, oldest first. */
    dueSubscriptions(now: string, limit: number) {
      return db
        .selectFrom('order_shipment')
        .select('id')
        .where('subscription', '=', 'pending')
        .where('next_attempt_at', '<=', now)
        .orderBy('next_attempt_at')
        .limit(limit)
        .execute();
    },
    /** Takes attempt `attempts + 1` of a pending subscription; false when another attempt took it first. */
    async claimAttempt(id: number, attempts: number, nextAttemptAt: string): Promise<boolean> {
      const r = await db
        .updateTable('order_shipment')
        .set({ subscribe_attempts: attempts + 1, next_attempt_at: nextAttemptAt })
        .where('id', '=', id)
        .where('subscription', '=', 'pending')
        .where('subscribe_attempts', '=', attempts)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
    async update(id: number, patch: Updateable<OrderShipmentTable>): Promise<void> {
      await db.updateTable('order_shipment').set(patch).where('id', '=', id).execute();
    },
    /** Pushed events not stored yet (unique on shipment, time, text); answers how many were new. */
    async insertPushedEvents(rows: Insertable<ShipmentEventTable>[]): Promise<number> {
      if (rows.length === 0) return 0;
      const inserted = await db.insertInto('shipment_event').values(rows).onConflict((oc) => oc.doNothing()).returning('id').execute();
      return inserted.length;
    },
    /** Sets the shipment's latest state; true only when it changed (so a repeated push announces nothing twice). */
    async recordState(id: number, state: number): Promise<boolean> {
      const r = await db
        .updateTable('order_shipment')
        .set({ last_state: state })
        .where('id', '=', id)
        .where((eb) => eb.or([eb('last_state', 'is', null), eb('last_state', '<>', state)]))
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
  };
}
export type ShipmentWithOrder = NonNullable<Awaited<ReturnType<ReturnType<typeof createTrackingRepository>['shipment']>>>;
