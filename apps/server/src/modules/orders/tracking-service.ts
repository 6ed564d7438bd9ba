import type { LogisticsTrack } from '@tcm/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ActiveSession } from '../sessions/service';
import type { StaffContext } from '../staff/service';
import { createFulfilmentRepository } from './fulfilment-repository';
import { type LogisticsProvider, createRecordedLogistics } from './logistics';
import { toShipment } from './mappers';
import type { OrderReader } from './reader';

/** An order's shipments with their tracking events, as a member and as the institution see them. */
export function createTrackingService({ db, reader, logistics }: { db: Kysely<Database>; reader: OrderReader; logistics: LogisticsProvider }) {
  const recorded = createRecordedLogistics(db);
  const fulfilment = createFulfilmentRepository(db);

  async function tracks(orderId: number, provider: LogisticsProvider): Promise<LogisticsTrack[]> {
    const shipments = (await fulfilment.shipmentsOf(orderId)).map(toShipment);
    return Promise.all(shipments.map(async (shipment) => ({ shipment, events: await provider.track(shipment), provider: provider.name })));
  }

  return {
    /** §7 getRealTimeLogistics: the member's own order, through the configured provider. */
    async logistics(session: ActiveSession, orderId: number): Promise<LogisticsTrack[]> {
      const order = await reader.load({ memberId: session.memberId }, orderId);
      return tracks(order.id, logistics);
    },

    /**
     * The tracking events our staff recorded on an order's shipments (the ones the member's
     * getRealTimeLogistics shows by default). Always the recorded ones, not a courier API's: the
     * workbench shows what the institution entered, next to the form that adds more.
     */
    async trackingEvents(staff: StaffContext, orderId: number): Promise<LogisticsTrack[]> {
      // Another institution's order reads exactly like a missing one.
      const order = await reader.load({ institutionId: staff.institutionId }, orderId);
      return tracks(order.id, recorded);
    },
  };
}
