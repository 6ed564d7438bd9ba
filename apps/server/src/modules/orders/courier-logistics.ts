import { LOGISTICS_STATE, type TrackingEvent } from '@tcm/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { type CourierApi, type CourierReport, type LogisticsProvider, createRecordedLogistics } from './logistics';

/**
 * The aggregator is asked about a number at most this often per process: it bills each query and
 * asks callers not to poll, and pushes keep the stored events current in between.
 */
export const LIVE_QUERY_TTL_MS = 5 * 60_000;
const CACHE_MAX = 1_000;

const keyOf = (e: TrackingEvent) => `${e.time}\u0000${e.description}`;

/** Stored and live events, each once (a pushed event and its live twin are the same), newest first. */
function merge(stored: TrackingEvent[], live: TrackingEvent[]): TrackingEvent[] {
  const seen = new Set(stored.map(keyOf));
  return [...stored, ...live.filter((e) => !seen.has(keyOf(e)))].sort((a, b) => (a.time < b.time ? 1 : a.time > b.time ? -1 : 0));
}

/**
 * Issue #22, §4 "view real-time logistics" with a courier aggregator configured: a shipment's
 * stored events (staff's and pushed ones) and the aggregator's answer of now, merged. A GET writes
 * nothing, so the live answer is shown, not stored (pushes store). A shipment without a courier code,
 * or already signed for, is not asked about; an aggregator that refuses or does not answer leaves
 * the stored events, named as such.
 */
export function createCourierLogistics({ db, api, clock }: { db: Kysely<Database>; api: CourierApi; clock: Clock }): LogisticsProvider {
  const stored = createRecordedLogistics(db);
  const cache = new Map<string, { at: number; report: CourierReport }>();

  async function live(company: string, number: string, phone: string): Promise<CourierReport> {
    const key = `${company}:${number}`;
    const hit = cache.get(key);
    if (hit && clock.now() - hit.at < LIVE_QUERY_TTL_MS) return hit.report;
    const report = await api.query({ company, number, phone });
    if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value!);
    cache.set(key, { at: clock.now(), report });
    return report;
  }

  return {
    name: api.name,
    async track(shipment) {
      const own = await stored.track(shipment);
      if (!shipment.courierCode || shipment.state === LOGISTICS_STATE.SIGNED) return own;
      try {
        const report = await live(shipment.courierCode, shipment.trackingNo, shipment.phone);
        return { provider: api.name, events: merge(own.events, report.events), state: report.state ?? shipment.state };
      } catch {
        return own;
      }
    },
  };
}
