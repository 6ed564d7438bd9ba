import { PAYMENT_MESSAGES } from '@tcm/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { type Clock, iso } from '../../lib/clock';
import { BusinessError } from '../../lib/errors';
import { beijingDigits, randomDigits } from '../../lib/serial-numbers';
import type { PaymentGateway } from './gateway';
import { type PaymentRow, type RefundRow, createPaymentRepository } from './repository';

export type Gateways = Partial<Record<PaymentRow['channel'], PaymentGateway>>;
/** Ours, unique, within every gateway's 32 characters: R + Beijing time + 8 random digits. */
export const newRefundNo = (now: number) => `R${beijingDigits(now)}${randomDigits(8)}`;

/**
 * A refund is first a record (processing) whose amount is reserved on its payment by a conditional
 * update — so two refunds can never together exceed what was paid — committed before the gateway
 * is asked. The gateway's answer (or, later, its notification) settles it; a refusal releases the
 * amount. An answer that never came leaves it processing for the notification to settle.
 */
export function createRefunds(deps: { db: Kysely<Database>; clock: Clock; gateways: Gateways; log: { warn(obj: object, msg: string): void } }) {
  const { db, clock, gateways, log } = deps;

  /** Writes the record, in `trx` when the caller has one (the late notification's transaction). */
  async function record(trx: Kysely<Database>, payment: PaymentRow, r: { amountFen: number; reason: string; initiatedBy: 'institution' | 'gateway'; actorMemberId: number | null }): Promise<string> {
    const repo = createPaymentRepository(trx);
    const now = iso(clock.now());
    if (!(await repo.reserveRefund(payment.id, r.amountFen, now))) throw new BusinessError(PAYMENT_MESSAGES.refundTooMuch);
    const outRefundNo = newRefundNo(clock.now());
    await repo.insertRefund({
      order_id: payment.order_id,
      payment_id: payment.id,
      out_refund_no: outRefundNo,
      gateway_refund_no: null,
      amount_fen: r.amountFen,
      reason: r.reason,
      status: 'processing',
      initiated_by: r.initiatedBy,
      actor_member_id: r.actorMemberId,
      raw_notification: null,
      refunded_at: null,
      created_at: now,
      updated_at: now,
    });
    return outRefundNo;
  }

  /** Settles a refund: succeeded, or failed with its amount released — once, whoever comes first. */
  async function settle(refund: RefundRow, status: 'succeeded' | 'failed', gatewayRefundNo: string | null, raw: string | null): Promise<void> {
    await db.transaction().execute(async (trx) => {
      const repo = createPaymentRepository(trx);
      const now = iso(clock.now());
      if (!(await repo.settleRefund(refund.id, { status, gatewayRefundNo, raw, now }))) return;
      if (status === 'failed') await repo.releaseRefund(refund.payment_id, refund.amount_fen, now);
    });
  }

  /** Asks the payment's gateway for the recorded refund and settles it by the answer. */
  async function submit(payment: PaymentRow, outRefundNo: string): Promise<RefundRow> {
    const repo = createPaymentRepository(db);
    const refund = await repo.refundByNo(outRefundNo);
    if (!refund) throw new Error(`refund ${outRefundNo} vanished`);
    const gateway = gateways[payment.channel];
    if (!gateway) return refund;
    try {
      const outcome = await gateway.refund({ outTradeNo: payment.out_trade_no, outRefundNo, amountFen: refund.amount_fen, totalFen: payment.amount_fen, reason: refund.reason });
      if (outcome.status === 'failed') {
        log.warn({ outRefundNo, detail: outcome.detail }, 'refund refused by the gateway');
        await settle(refund, 'failed', null, null);
      } else if (outcome.status === 'succeeded') await settle(refund, 'succeeded', outcome.gatewayRefundNo, null);
    } catch (e) {
      // No answer: the gateway may have refunded; its notification settles the record.
      log.warn({ outRefundNo, err: e instanceof Error ? e.message : String(e) }, 'refund request without an answer');
    }
    return (await repo.refundByNo(outRefundNo)) ?? refund;
  }

  return { record, settle, submit };
}
export type Refunds = ReturnType<typeof createRefunds>;
