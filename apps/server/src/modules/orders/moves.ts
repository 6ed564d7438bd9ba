import { ORDER_MESSAGES, ORDER_STATUS, type OrderAction, type OrderActor, type OrderStatus, nextStatus } from '@tcm/shared';
import type { Kysely, Updateable } from 'kysely';
import type { Database } from '../../db/schema';
import type { OrderInfoTable } from '../../db/schema-orders';
import { type Clock, iso } from '../../lib/clock';
import { BusinessError } from '../../lib/errors';
import { type ChangeFeed, orderAudience } from '../live/feed';
import type { OrderNotices } from '../notifications/writer';
import { factsOf } from './mappers';
import { type OrderRow, createOrderRepository } from './repository';

export interface MoveSpec {
  action: OrderAction;
  actor: OrderActor;
  /** null for the gateway (issue #23): no account moved the order. */
  actorMemberId: number | null;
  /** Shown on the timeline: a reason, a tracking number … */
  note?: string | null;
  /** Columns the move sets besides status and version. */
  patch?: Updateable<OrderInfoTable>;
  /** Rows the move writes in the same transaction (shipment, report, evaluation …). */
  also?: (trx: Kysely<Database>, now: string) => Promise<void>;
}

/**
 * Another module's part in every move (wiring.ts hands them over): run in the move's transaction
 * with the order as read and the status it goes to; what it answers runs after the commit.
 */
export interface MoveHook {
  inMove(trx: Kysely<Database>, order: OrderRow, to: OrderStatus, now: string): Promise<(() => Promise<void>) | null>;
}

/**
 * Every status move goes through here: the lifecycle table decides whether it is allowed, a
 * conditional update on the status and version read makes it, and a log row records it — all in
 * one transaction, so a refused or lost move leaves nothing behind. The notifications of the move
 * (issue #22, the rule table in packages/shared) are written in that transaction too. After the
 * commit the order's parties hear of it through the change feed. Other modules take part through
 * `hooks` (issue #23: a move confirming the payment requests the invoice asked for at checkout; an
 * order leaving 待支付 closes its QR codes).
 */
export function createMover(db: Kysely<Database>, clock: Clock, changes: ChangeFeed, notices: Pick<OrderNotices, 'orderMoved'>, hooks: readonly MoveHook[] = []) {
  return async function move(order: OrderRow, spec: MoveSpec): Promise<OrderStatus> {
    const from = order.status as OrderStatus;
    const to = nextStatus(from, spec.action, spec.actor, factsOf(order));
    if (to === null) throw new BusinessError(ORDER_MESSAGES.statusNotAllowed);
    const now = iso(clock.now());
    const afterCommit: (() => Promise<void>)[] = [];
    await db.transaction().execute(async (trx) => {
      afterCommit.length = 0;
      const repo = createOrderRepository(trx);
      if (!(await repo.transition(order, to, spec.patch ?? {}, now))) throw new BusinessError(ORDER_MESSAGES.statusNotAllowed);
      await repo.log({ order_id: order.id, actor: spec.actor, actor_member_id: spec.actorMemberId, action: spec.action, from_status: from, to_status: to, note: spec.note ?? null, created_at: now });
      await spec.also?.(trx, now);
      await notices.orderMoved(trx, order, spec.action, to, spec.note ?? null);
      // The directory's "已完成 N 单" counts orders as they complete, in the same transaction.
      if (to === ORDER_STATUS.COMPLETED) await repo.countCompleted(order.institution_id);
      for (const hook of hooks) {
        const step = await hook.inMove(trx, order, to, now);
        if (step) afterCommit.push(step);
      }
    });
    // Issue #23: e.g. the gateways' QR codes of an order that left 待支付 are closed there.
    for (const step of afterCommit) await step();
    // Issue #22: the open pages of the order's parties refetch (after the commit: nothing announced that did not happen).
    await changes.publish({ topic: 'order', orderId: order.id, audience: orderAudience(order) });
    return to;
  };
}
export type Mover = ReturnType<typeof createMover>;
