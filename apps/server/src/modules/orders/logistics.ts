import type { Shipment, TrackingEvent } from '@tcm/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { createFulfilmentRepository } from './fulfilment-repository';

/**
 * Where getRealTimeLogistics gets a shipment's events. The default reads what the institution
 * recorded; a courier-API provider (kuaidi100, a carrier's open API …) implements the same
 * interface and is chosen in wiring from configuration, with tests mocking it at this edge.
 */
export interface LogisticsProvider {
  readonly name: string;
  track(shipment: Shipment): Promise<TrackingEvent[]>;
}

export function createRecordedLogistics(db: Kysely<Database>): LogisticsProvider {
  const repo = createFulfilmentRepository(db);
  return {
    name: 'recorded',
    async track(shipment) {
      const rows = await repo.eventsOf(shipment.id);
      return rows.map((e) => ({ time: e.event_time, place: e.place, description: e.description }));
    },
  };
}
