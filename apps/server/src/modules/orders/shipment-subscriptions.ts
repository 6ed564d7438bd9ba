import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { SubscriptionState } from '../../db/schema-orders';
import { type Clock, iso } from '../../lib/clock';
import type { CourierApi, SubscribeOutcome } from './logistics';
import { createTrackingRepository } from './tracking-repository';

/** A shipment's subscription at the courier aggregator (order_shipment.subscription, migration 0036). */
export const SUBSCRIPTION = {
  /** No aggregator configured when the shipment was entered: it is not tracked there. */
  NONE: 'none',
  /** To be asked (right after the commit, then by the retry job with back-off). */
  PENDING: 'pending',
  SUBSCRIBED: 'subscribed',
  /** Refused for good, or out of attempts; subscription_note says why. */
  FAILED: 'failed',
  /** The aggregator's tracking is over (shutdown: signed for). */
  ENDED: 'ended',
  /** The aggregator gave up (abort: nothing for 3 days, no change in 60); subscription_note says why. */
  ABORTED: 'aborted',
} as const satisfies Record<string, SubscriptionState>;

/**
 * How long after the n-th failed attempt the next one is due; after the last the subscription is
 * given up and the refusal kept. The first attempt runs right after the commit, so a new shipment's
 * first due time is a minute later: the retry job only takes over what that attempt did not finish
 * (the server stopped in between, the aggregator did not answer).
 */
export const SUBSCRIBE_BACKOFF_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 12 * 3_600_000] as const;
const MAX_ATTEMPTS = SUBSCRIBE_BACKOFF_MS.length;
const DUE_PAGE = 50;

interface Log {
  warn(obj: object, msg: string): void;
}

const noteOf = (err: unknown) => `未能连接快递100：${err instanceof Error ? err.message : String(err)}`.slice(0, 200);

/**
 * Issue #22: a shipment entered with an aggregator configured is subscribed after its move commits
 * — never inside it: a slow or refusing aggregator never fails the member's move. An attempt that
 * fails is retried with back-off by the retry job (which also picks up the attempt a stopped server
 * never made); a refusal for good is kept on the shipment.
 */
export function createShipmentSubscriptions({ db, clock, couriers, log }: { db: Kysely<Database>; clock: Clock; couriers: CourierApi | undefined; log: Log }) {
  const repo = createTrackingRepository(db);
  const inFlight = new Set<Promise<void>>();

  async function attempt(shipmentId: number): Promise<void> {
    if (!couriers) return;
    const s = await repo.shipment(shipmentId);
    if (!s || s.subscription !== SUBSCRIPTION.PENDING) return;
    const n = s.subscribe_attempts + 1;
    // Claimed first: an attempt the server does not live to finish is due again after its back-off.
    if (!(await repo.claimAttempt(s.id, s.subscribe_attempts, iso(clock.now() + SUBSCRIBE_BACKOFF_MS[Math.min(n, MAX_ATTEMPTS) - 1]!)))) return;
    let outcome: SubscribeOutcome;
    try {
      outcome = await couriers.subscribe({ company: s.courier_code, number: s.tracking_no, phone: s.contact_phone });
    } catch (err) {
      outcome = { accepted: false, retry: true, note: noteOf(err) };
    }
    if (outcome.accepted) await repo.update(s.id, { subscription: SUBSCRIPTION.SUBSCRIBED, next_attempt_at: null, subscription_note: null });
    else if (!outcome.retry || n >= MAX_ATTEMPTS) await repo.update(s.id, { subscription: SUBSCRIPTION.FAILED, next_attempt_at: null, subscription_note: outcome.note });
    else await repo.update(s.id, { subscription_note: outcome.note });
  }

  return {
    /** The subscription columns a shipment entered now starts with. */
    initial(now: string): { subscription: SubscriptionState; next_attempt_at: string | null } {
      if (!couriers) return { subscription: SUBSCRIPTION.NONE, next_attempt_at: null };
      return { subscription: SUBSCRIPTION.PENDING, next_attempt_at: iso(Date.parse(now) + SUBSCRIBE_BACKOFF_MS[0]) };
    },

    /** After the commit that entered the shipment: subscribes in the background. Never throws. */
    afterCommit(shipmentId: number): void {
      if (!couriers) return;
      const running: Promise<void> = attempt(shipmentId)
        .catch((err: unknown) => log.warn({ err, shipmentId }, 'courier subscription attempt failed'))
        .finally(() => inFlight.delete(running));
      inFlight.add(running);
    },

    /** The retry job's round: every due subscription, one attempt each; answers how many were tried. */
    async retryDue(): Promise<number> {
      if (!couriers) return 0;
      const due = await repo.dueSubscriptions(iso(clock.now()), DUE_PAGE);
      for (const { id } of due) await attempt(id);
      return due.length;
    },

    /** Waits for the background attempts (the app closes after them: they use the database). */
    async drain(): Promise<void> {
      await Promise.allSettled([...inFlight]);
    },
  };
}
export type ShipmentSubscriptions = ReturnType<typeof createShipmentSubscriptions>;
