import { PAYMENT_CHANNEL_LABELS, PAYMENT_MESSAGES, type PaymentChannel } from '@tcm/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { type Clock, iso } from '../../lib/clock';
import type { ChangeFeed } from '../live/feed';
import { alipayAnswer } from './alipay-gateway';
import type { GatewayNotice, InboundNotice } from './gateway';
import { wechatAnswer } from './wechat-gateway';
import type { PaymentOrders } from './orders-port';
import type { Gateways, Refunds } from './refunds';
import { createPaymentRepository } from './repository';

/** Each gateway's documented answer, accepted or refused. */
export const NOTIFY_ANSWERS = { alipay: alipayAnswer, wechat: wechatAnswer } as const;

/** Thrown inside the move's transaction when another notification marked the payment first: the move rolls back. */
class AlreadyPaid extends Error {}

export interface NotifyAnswer {
  status: number;
  body: string;
  contentType: string;
}

/**
 * The gateways' asynchronous notifications — the only thing that marks an order paid. A notice is
 * accepted only when its signature holds, it names a payment (or refund) of ours on that channel,
 * and its amount is the recorded one; anything else is refused and changes nothing. Accepted means
 * committed: the answer that stops the gateway's retries is sent after the commit, so an
 * acknowledged notification survives a crash. A repeated notice finds its work done and changes
 * nothing; a payment for an order no longer waiting for it is recorded and refunded in full.
 */
export function createNotifyHandler(deps: { db: Kysely<Database>; clock: Clock; orders: PaymentOrders; gateways: Gateways; refunds: Refunds; changes: ChangeFeed; log: { warn(obj: object, msg: string): void } }) {
  const { db, clock, orders, gateways, refunds, changes, log } = deps;
  const repo = createPaymentRepository(db);

  async function payment(channel: PaymentChannel, n: Extract<GatewayNotice, { kind: 'payment' }>): Promise<boolean> {
    const row = await repo.byOutTradeNo(n.outTradeNo);
    if (!row || row.channel !== channel) return refuse('unknown payment', n.outTradeNo);
    if (n.amountFen !== row.amount_fen) return refuse('amount differs', n.outTradeNo);
    if (!n.paid || row.status === 'paid') return true;
    const paid = { gatewayTradeNo: n.gatewayTradeNo, raw: n.raw };
    try {
      const moved = await orders.markPaidOnline(row.order_id, `${PAYMENT_CHANNEL_LABELS[channel]} 交易号 ${n.gatewayTradeNo}`, async (trx, now) => {
        const r = createPaymentRepository(trx);
        // The order's other QR codes are closed by the move itself (pending-closer.ts), at the gateway too.
        if (!(await r.markPaid(row.id, { ...paid, now }))) throw new AlreadyPaid();
      });
      if (moved) return true;
    } catch (e) {
      if (e instanceof AlreadyPaid) return true;
      throw e;
    }
    // Paid, but the order no longer waits for it (cancelled, paid another way): record, then refund in full.
    const outRefundNo = await db.transaction().execute(async (trx) => {
      if (!(await createPaymentRepository(trx).markPaid(row.id, { ...paid, now: iso(clock.now()) }))) return null;
      return refunds.record(trx, { ...row, status: 'paid' }, { amountFen: row.amount_fen, reason: PAYMENT_MESSAGES.autoRefundReason, initiatedBy: 'gateway', actorMemberId: null });
    });
    if (outRefundNo === null) return true;
    const order = await orders.byId(row.order_id);
    if (order) await changes.publish({ topic: 'order', orderId: order.id, audience: { memberIds: [order.memberId], institutionIds: [order.institutionId] } });
    // After the acknowledgement's commit; a gateway without an answer leaves it processing for its notification.
    await refunds.submit({ ...row, status: 'paid' }, outRefundNo);
    return true;
  }

  async function refund(channel: PaymentChannel, n: Extract<GatewayNotice, { kind: 'refund' }>): Promise<boolean> {
    const row = await repo.refundByNo(n.outRefundNo);
    const pay = row ? await repo.byOutTradeNo(n.outTradeNo) : undefined;
    if (!row || !pay || pay.id !== row.payment_id || pay.channel !== channel) return refuse('unknown refund', n.outRefundNo);
    if (n.amountFen !== row.amount_fen) return refuse('refund amount differs', n.outRefundNo);
    await refunds.settle(row, n.state, n.raw);
    return true;
  }

  function refuse(why: string, no: string): false {
    log.warn({ no, why }, 'payment notification refused');
    return false;
  }

  return async function receive(channel: PaymentChannel, inbound: InboundNotice): Promise<NotifyAnswer> {
    const gateway = gateways[channel];
    // Not configured: refused as that gateway refuses, whoever sent it.
    if (!gateway) return NOTIFY_ANSWERS[channel](false);
    const notice = gateway.verify(inbound);
    if (!notice) {
      log.warn({ channel }, 'payment notification with a bad signature refused');
      return gateway.answer(false);
    }
    const accepted = notice.kind === 'payment' ? await payment(channel, notice) : await refund(channel, notice);
    return gateway.answer(accepted);
  };
}
export type NotifyHandler = ReturnType<typeof createNotifyHandler>;
