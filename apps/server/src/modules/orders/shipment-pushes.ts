import { LOGISTICS_STATE, SHIPMENT_DIRECTION } from '@tcm/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { SubscriptionState } from '../../db/schema-orders';
import { type Clock, iso } from '../../lib/clock';
import { type ChangeAudience, type ChangeFeed, orderAudience } from '../live/feed';
import type { LogisticsNotices } from '../notifications/writer';
import type { CourierPush } from './logistics';
import { SUBSCRIPTION } from './shipment-subscriptions';
import { type ShipmentWithOrder, createTrackingRepository } from './tracking-repository';

export interface PushOutcome {
  /** The shipments the push's number belongs to. */
  shipments: number;
  /** Events stored now (a repeated push stores none). */
  stored: number;
  /** Orders whose samples this push reported signed for at the institution, for the first time. */
  signedAtInstitution: number[];
}

/** What a push's monitoring status says of the subscription. */
function subscriptionAfter(status: string): SubscriptionState {
  if (status === 'shutdown') return SUBSCRIPTION.ENDED;
  if (status === 'abort') return SUBSCRIPTION.ABORTED;
  return SUBSCRIPTION.SUBSCRIBED;
}

/** The push names a courier; a shipment of that number matches when it carries that code, the one it replaced, or none yet. */
const matches = (push: CourierPush) => (s: ShipmentWithOrder) => s.courier_code === null || s.courier_code === push.company || s.courier_code === push.formerCompany;

/**
 * Issue #22: a push the couriers module verified is stored on every shipment of its number, in one
 * transaction: its events (the aggregator sends the whole history each time; the unique index on
 * pushed events keeps each once), the latest state, the subscription's end. After the commit the
 * order's parties hear of it through the change feed.
 */
export function createShipmentPushes({ db, clock, changes, notices }: { db: Kysely<Database>; clock: Clock; changes: ChangeFeed; notices: LogisticsNotices }) {
  return {
    async receive(push: CourierPush): Promise<PushOutcome> {
      const shipments = (await createTrackingRepository(db).shipmentsOfNumber(push.number)).filter(matches(push));
      const outcome: PushOutcome = { shipments: shipments.length, stored: 0, signedAtInstitution: [] };
      if (shipments.length === 0) return outcome;
      const now = iso(clock.now());
      const changed = new Map<number, ShipmentWithOrder>();
      const noticed: ChangeAudience[] = [];
      await db.transaction().execute(async (trx) => {
        const repo = createTrackingRepository(trx);
        for (const s of shipments) {
          const stored = await repo.insertPushedEvents(
            push.events.map((e) => ({ shipment_id: s.id, event_time: e.time, place: e.place, description: e.description, created_at: now, source: push.source })),
          );
          const stateChanged = push.state !== null && (await repo.recordState(s.id, push.state));
          const ended = subscriptionAfter(push.status);
          await repo.update(s.id, {
            courier_code: push.company,
            subscription: ended,
            subscription_note: ended === SUBSCRIPTION.ABORTED ? `快递100已中止跟踪：${push.message}`.slice(0, 200) : null,
            next_attempt_at: null,
          });
          if (stateChanged && push.state === LOGISTICS_STATE.SIGNED && s.direction === SHIPMENT_DIRECTION.TO_INSTITUTION) {
            // Issue #22: the samples were signed for at the institution → its staff's 站内消息, committed with the 已签收.
            noticed.push(await notices.sampleSigned(trx, { id: s.order_id }));
            outcome.signedAtInstitution.push(s.order_id);
          }
          outcome.stored += stored;
          if (stored > 0 || stateChanged) changed.set(s.order_id, s);
        }
      });
      // After the commit: nothing announced that did not happen.
      for (const order of changed.values()) await changes.publish({ topic: 'logistics', orderId: order.order_id, audience: orderAudience(order) });
      for (const audience of noticed) await notices.announce(audience);
      return outcome;
    },
  };
}
export type ShipmentPushes = ReturnType<typeof createShipmentPushes>;
