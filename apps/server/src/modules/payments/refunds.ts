import { PAYMENT_MESSAGES } from '@tcm/shared';
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { OrderRefundTable } from '../../db/schema-payments';
import { type Clock, iso } from '../../lib/clock';
import { BusinessError } from '../../lib/errors';
import { beijingDigits, randomDigits } from '../../lib/serial-numbers';
import type { PaymentGateway, RefundState } from './gateway';
import { type PaymentRow, type RefundRow, createPaymentRepository } from './repository';

export type Gateways = Partial<Record<PaymentRow['channel'], PaymentGateway>>;
/** Ours, unique, within every gateway's 32 characters: R + Beijing time + 8 random digits. */
export const newRefundNo = (now: number) => `R${beijingDigits(now)}${randomDigits(8)}`;
/** A refund still processing is first asked about this long after it was recorded (Alipay advises ≥ 10 s). */
export const REFUND_FIRST_QUERY_MS = 60_000;

type Starter = { reason: string; initiatedBy: 'institution' | 'gateway'; actorMemberId: number | null };

/**
 * A refund is first a record (processing) whose amount is reserved on its payment by a conditional
 * update — so two refunds can never together exceed what was paid — committed before the gateway
 * is asked. The gateway's answer, its notification or the refund worker's query settles it: done;
 * refused (the amount released); or abnormal (退款异常: the amount stays reserved, the gateway's
 * words are kept, and the institution may start a new attempt that takes the reservation over).
 */
export function createRefunds(deps: { db: Kysely<Database>; clock: Clock; gateways: Gateways; log: { warn(obj: object, msg: string): void } }) {
  const { db, clock, gateways, log } = deps;

  async function insert(trx: Kysely<Database>, payment: PaymentRow, amountFen: number, s: Starter, retryOf: number | null): Promise<string> {
    const now = clock.now();
    const outRefundNo = newRefundNo(now);
    const row: Insertable<OrderRefundTable> = {
      order_id: payment.order_id,
      payment_id: payment.id,
      out_refund_no: outRefundNo,
      gateway_refund_no: null,
      amount_fen: amountFen,
      reason: s.reason,
      status: 'processing',
      gateway_detail: null,
      next_query_at: iso(now + REFUND_FIRST_QUERY_MS),
      retry_of: retryOf,
      initiated_by: s.initiatedBy,
      actor_member_id: s.actorMemberId,
      raw_notification: null,
      refunded_at: null,
      created_at: iso(now),
      updated_at: iso(now),
    };
    await createPaymentRepository(trx).insertRefund(row);
    return outRefundNo;
  }

  /** Writes the record and reserves its amount, in the caller's transaction. */
  async function record(trx: Kysely<Database>, payment: PaymentRow, r: Starter & { amountFen: number }): Promise<string> {
    if (!(await createPaymentRepository(trx).reserveRefund(payment.id, r.amountFen, iso(clock.now())))) throw new BusinessError(PAYMENT_MESSAGES.refundTooMuch);
    return insert(trx, payment, r.amountFen, r, null);
  }

  /** A new attempt at an abnormal refund, in the caller's transaction: same amount, its reservation carried over (never reserved twice). */
  async function recordRetry(trx: Kysely<Database>, payment: PaymentRow, abnormal: RefundRow, actorMemberId: number): Promise<string> {
    if (!(await createPaymentRepository(trx).supersedeAbnormal(abnormal.id, iso(clock.now())))) throw new BusinessError(PAYMENT_MESSAGES.refundNotRetryable);
    return insert(trx, payment, abnormal.amount_fen, { reason: abnormal.reason, initiatedBy: 'institution', actorMemberId }, abnormal.id);
  }

  /** Settles a refund by the gateway's word — once, whoever comes first (answer, notification, query). */
  async function settle(refund: RefundRow, state: RefundState, raw: string | null): Promise<void> {
    if (state.status === 'processing' || state.status === 'unknown') return;
    await db.transaction().execute(async (trx) => {
      const repo = createPaymentRepository(trx);
      const now = iso(clock.now());
      const p = { gatewayRefundNo: state.status === 'succeeded' ? state.gatewayRefundNo : null, detail: state.status === 'succeeded' ? null : state.detail, raw, now };
      // An abnormal refund settled at the gateway by hand may still be reported done; nothing else leaves abnormal here.
      const from = state.status === 'succeeded' ? ['processing', 'abnormal'] : ['processing'];
      if (!(await repo.settleRefund(refund.id, from, { ...p, status: state.status }))) return;
      if (state.status === 'failed') await repo.releaseRefund(refund.payment_id, refund.amount_fen, now);
    });
  }

  /** Asks the payment's gateway for the recorded refund and settles it by the answer. */
  async function submit(payment: PaymentRow, outRefundNo: string, opts: { refusedIs: 'failed' | 'abnormal' } = { refusedIs: 'failed' }): Promise<RefundRow> {
    const repo = createPaymentRepository(db);
    const refund = await repo.refundByNo(outRefundNo);
    if (!refund) throw new Error(`refund ${outRefundNo} vanished`);
    const gateway = gateways[payment.channel];
    if (!gateway) return refund;
    try {
      const outcome = await gateway.refund({ outTradeNo: payment.out_trade_no, outRefundNo, amountFen: refund.amount_fen, totalFen: payment.amount_fen, reason: refund.reason });
      if (outcome.status === 'failed') {
        log.warn({ outRefundNo, detail: outcome.detail }, 'refund refused by the gateway');
        await settle(refund, { status: opts.refusedIs, detail: outcome.detail }, null);
      } else if (outcome.status === 'succeeded') await settle(refund, outcome, null);
    } catch (e) {
      // No answer: the gateway may have refunded; its notification or the refund worker's query settles the record.
      log.warn({ outRefundNo, err: e instanceof Error ? e.message : String(e) }, 'refund request without an answer');
    }
    return (await repo.refundByNo(outRefundNo)) ?? refund;
  }

  return { record, recordRetry, settle, submit };
}
export type Refunds = ReturnType<typeof createRefunds>;
