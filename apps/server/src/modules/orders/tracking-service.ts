import { type LogisticsTrack, ORDER_MESSAGES } from '@tcm/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { BusinessError } from '../../lib/errors';
import type { StaffContext } from '../staff/service';
import { createFulfilmentRepository } from './fulfilment-repository';
import { createRecordedLogistics } from './logistics';
import { toShipment } from './mappers';
import { createOrderRepository } from './repository';

/**
 * The tracking events our staff recorded on an order's shipments (the ones the member's
 * getRealTimeLogistics shows by default). Always the recorded ones, not a courier API's: the
 * workbench shows what the institution entered, next to the form that adds more.
 */
export function createTrackingReadService(db: Kysely<Database>) {
  const recorded = createRecordedLogistics(db);
  return {
    async trackingEvents(staff: StaffContext, orderId: number): Promise<LogisticsTrack[]> {
      const order = await createOrderRepository(db).find({ institutionId: staff.institutionId }, orderId);
      // Another institution's order reads exactly like a missing one.
      if (!order) throw new BusinessError(ORDER_MESSAGES.orderNotFound);
      const shipments = (await createFulfilmentRepository(db).shipmentsOf(order.id)).map(toShipment);
      return Promise.all(shipments.map(async (shipment) => ({ shipment, events: await recorded.track(shipment), provider: recorded.name })));
    },
  };
}
