import type { Shipment, TrackingEvent } from '@tcm/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { createFulfilmentRepository } from './fulfilment-repository';

/** A shipment as a provider is asked about it: the order's contact phone goes with it (顺丰 asks for one). */
export interface TrackedShipment extends Shipment {
  phone: string;
}

/** A provider's account of a shipment: events newest first, who answered, and the state it saw now (when it asked anyone). */
export interface TrackAnswer {
  events: TrackingEvent[];
  provider: string;
  state?: number | null;
}

/**
 * Where getRealTimeLogistics gets a shipment's events. The default reads what is stored here (what
 * the institution recorded and what a courier aggregator pushed); the courier provider
 * (courier-logistics.ts) adds the aggregator's live answer. Wiring picks one by configuration.
 */
export interface LogisticsProvider {
  readonly name: string;
  track(shipment: TrackedShipment): Promise<TrackAnswer>;
}

export function createRecordedLogistics(db: Kysely<Database>): LogisticsProvider {
  const repo = createFulfilmentRepository(db);
  return {
    name: 'recorded',
    async track(shipment) {
      const rows = await repo.eventsOf(shipment.id);
      return { provider: 'recorded', events: rows.map((e) => ({ time: e.event_time, place: e.place, description: e.description, source: e.source })) };
    },
  };
}

// ---------------------------------------------------------------- the courier aggregator, as orders need it

/** The aggregator's account of a number: events newest first (times ISO, texts cut to our columns). */
export interface CourierReport {
  company: string;
  number: string;
  state: number | null;
  events: TrackingEvent[];
}

/** A subscription's answer: accepted, or refused — for now (retry) or for good (the number or courier is not trackable). */
export type SubscribeOutcome = { accepted: true } | { accepted: false; retry: boolean; note: string };

/**
 * The courier aggregator (快递100, modules/couriers) as the orders module uses it: ask about a
 * shipment now, and ask to be told of its changes. Handed in by wiring.ts when configured.
 */
export interface CourierApi {
  readonly name: string;
  /** Throws when the aggregator refuses or cannot be reached. */
  query(q: { company: string; number: string; phone: string }): Promise<CourierReport>;
  /** company null: the aggregator recognises the courier from the number itself. Throws when unreachable. */
  subscribe(s: { company: string | null; number: string; phone: string }): Promise<SubscribeOutcome>;
}

/** A push the couriers module has verified (signature) and read: the number's whole known history. */
export interface CourierPush extends CourierReport {
  /** The aggregator's monitoring: polling, shutdown (over: signed for), abort (given up), updateall. */
  status: string;
  message: string;
  /** The courier code the aggregator corrected (autoCheck): our shipment may still carry this one. */
  formerCompany: string | null;
  /** Which aggregator pushed it: the events' source. */
  source: string;
}
