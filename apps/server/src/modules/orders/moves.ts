import { ORDER_MESSAGES, ORDER_STATUS, type OrderAction, type OrderActor, type OrderStatus, nextStatus } from '@tcm/shared';
import type { Kysely, Updateable } from 'kysely';
import type { Database } from '../../db/schema';
import type { OrderInfoTable } from '../../db/schema-orders';
import { type Clock, iso } from '../../lib/clock';
import { BusinessError } from '../../lib/errors';
import { type ChangeFeed, orderAudience } from '../live/feed';
import type { OrderNotices } from '../notifications/writer';
import type { PaidHook } from './checkout-invoice';
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
 * Every status move goes through here: the lifecycle table decides whether it is allowed, a
 * conditional update on the status and version read makes it, and a log row records it — all in
 * one transaction, so a refused or lost move leaves nothing behind. The notifications of the move
 * (issue #22, the rule table in packages/shared) are written in that transaction too. After the
 * commit the order's parties hear of it through the change feed. A move that confirms the payment
 * (→ 待寄送样品: the voucher confirmed, or paid online) runs `paid` in that transaction too (issue #23:
 * the invoice asked for at checkout).
 */
export function createMover(db: Kysely<Database>, clock: Clock, changes: ChangeFeed, notices: Pick<OrderNotices, 'orderMoved'>, paid?: PaidHook) {
  return async function move(order: OrderRow, spec: MoveSpec): Promise<OrderStatus> {
    const from = order.status as OrderStatus;
    const to = nextStatus(from, spec.action, spec.actor, factsOf(order));
    if (to === null) throw new BusinessError(ORDER_MESSAGES.statusNotAllowed);
    const now = iso(clock.now());
    await db.transaction().execute(async (trx) => {
      const repo = createOrderRepository(trx);
      if (!(await repo.transition(order, to, spec.patch ?? {}, now))) throw new BusinessError(ORDER_MESSAGES.statusNotAllowed);
      await repo.log({ order_id: order.id, actor: spec.actor, actor_member_id: spec.actorMemberId, action: spec.action, from_status: from, to_status: to, note: spec.note ?? null, created_at: now });
      await spec.also?.(trx, now);
      await notices.orderMoved(trx, order, spec.action, to, spec.note ?? null);
      if (to === ORDER_STATUS.PENDING_SAMPLE_SHIPMENT && from !== to) await paid?.(trx, order);
      // The directory's "已完成 N 单" counts orders as they complete, in the same transaction.
      if (to === ORDER_STATUS.COMPLETED) await repo.countCompleted(order.institution_id);
    });
    // Issue #22: the open pages of the order's parties refetch (after the commit: nothing announced that did not happen).
    await changes.publish({ topic: 'order', orderId: order.id, audience: orderAudience(order) });
    return to;
  };
}
export type Mover = ReturnType<typeof createMover>;
