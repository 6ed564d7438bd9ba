import { type LogisticsTrack, logisticsStateName } from '@tcm/shared';
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

  async function tracks(order: { id: number; contact_phone: string }, provider: LogisticsProvider): Promise<LogisticsTrack[]> {
    const shipments = (await fulfilment.shipmentsOf(order.id)).map(toShipment);
    return Promise.all(
      shipments.map(async (shipment) => {
        const answer = await provider.track({ ...shipment, phone: order.contact_phone });
        const state = answer.state === undefined ? shipment.state : answer.state;
        return { shipment: { ...shipment, state, stateName: logisticsStateName(state) }, events: answer.events, provider: answer.provider };
      }),
    );
  }

  return {
    /** §7 getRealTimeLogistics: the member's own order, through the configured provider. */
    async logistics(session: ActiveSession, orderId: number): Promise<LogisticsTrack[]> {
      const order = await reader.load({ memberId: session.memberId }, orderId);
      return tracks(order, logistics);
    },

    /**
     * The tracking events stored on an order's shipments: what our staff recorded and what a courier
     * aggregator pushed (issue #22), each with its source. Never a live query: the workbench shows
     * what is on record, next to the form that adds more.
     */
    async trackingEvents(staff: StaffContext, orderId: number): Promise<LogisticsTrack[]> {
      // Another institution's order reads exactly like a missing one.
      const order = await reader.load({ institutionId: staff.institutionId }, orderId);
      return tracks(order, recorded);
    },
  };
}
