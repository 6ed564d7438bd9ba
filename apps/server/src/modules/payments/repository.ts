import type { PaymentView, RefundView } from '@tcm/shared';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { OrderPaymentTable, OrderRefundTable, PaymentChannel } from '../../db/schema-payments';

export type PaymentRow = Selectable<OrderPaymentTable>;
export type RefundRow = Selectable<OrderRefundTable>;

export const paymentView = (p: PaymentRow): PaymentView => ({
  id: p.id,
  channel: p.channel,
  outTradeNo: p.out_trade_no,
  gatewayTradeNo: p.gateway_trade_no,
  amountFen: p.amount_fen,
  refundedFen: p.refunded_fen,
  status: p.status as PaymentView['status'],
  paidAt: p.paid_at,
  createdAt: p.created_at,
});
export const refundView = (r: RefundRow): RefundView => ({
  id: r.id,
  paymentId: r.payment_id,
  outRefundNo: r.out_refund_no,
  amountFen: r.amount_fen,
  reason: r.reason,
  status: r.status as RefundView['status'],
  detail: r.gateway_detail,
  retryOf: r.retry_of,
  initiatedBy: r.initiated_by as RefundView['initiatedBy'],
  refundedAt: r.refunded_at,
  createdAt: r.created_at,
});

/** SQL of payments and refunds only; every write that must not happen twice is a conditional update. */
export function createPaymentRepository(db: Kysely<Database>) {
  return {
    async institutionAccepts(institutionId: number): Promise<boolean> {
      const row = await db.selectFrom('institution').select('accepts_online_payment').where('id', '=', institutionId).executeTakeFirst();
      return row?.accepts_online_payment === 1;
    },
    async setInstitutionAccepts(institutionId: number, accepts: boolean): Promise<void> {
      await db.updateTable('institution').set({ accepts_online_payment: accepts ? 1 : 0 }).where('id', '=', institutionId).execute();
    },
    ofOrder: (orderId: number) => db.selectFrom('order_payment').selectAll().where('order_id', '=', orderId).orderBy('id').execute(),
    refundsOfOrder: (orderId: number) => db.selectFrom('order_refund').selectAll().where('order_id', '=', orderId).orderBy('id').execute(),
    byOutTradeNo: (outTradeNo: string) => db.selectFrom('order_payment').selectAll().where('out_trade_no', '=', outTradeNo).executeTakeFirst(),
    refundByNo: (outRefundNo: string) => db.selectFrom('order_refund').selectAll().where('out_refund_no', '=', outRefundNo).executeTakeFirst(),
    async insertPayment(row: Insertable<OrderPaymentTable>): Promise<void> {
      await db.insertInto('order_payment').values(row).execute();
    },
    /** pending (or closed: a second QR code paid after the first) → paid, once: false when another notification got there first. */
    async markPaid(id: number, p: { gatewayTradeNo: string; raw: string; now: string }): Promise<boolean> {
      const r = await db
        .updateTable('order_payment')
        .set({ status: 'paid', gateway_trade_no: p.gatewayTradeNo, raw_notification: p.raw, paid_at: p.now, updated_at: p.now })
        .where('id', '=', id)
        .where('status', 'in', ['pending', 'closed'])
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
    /**
     * Closes the order's pending QR codes (the order left 待支付: paid by voucher, cancelled, paid by
     * another code); answers the ones this call closed, for the gateway's close after the commit.
     */
    async closePending(orderId: number, now: string): Promise<PaymentRow[]> {
      const pending = await db.selectFrom('order_payment').selectAll().where('order_id', '=', orderId).where('status', '=', 'pending').execute();
      const closed: PaymentRow[] = [];
      for (const p of pending) {
        const r = await db.updateTable('order_payment').set({ status: 'closed', updated_at: now }).where('id', '=', p.id).where('status', '=', 'pending').executeTakeFirst();
        if (Number(r.numUpdatedRows) === 1) closed.push({ ...p, status: 'closed' });
      }
      return closed;
    },
    /** Reserves `amount` of the payment for a refund: false when that would refund more than was paid. */
    async reserveRefund(paymentId: number, amount: number, now: string): Promise<boolean> {
      const r = await db
        .updateTable('order_payment')
        .set((eb) => ({ refunded_fen: eb('refunded_fen', '+', amount), updated_at: now }))
        .where('id', '=', paymentId)
        .where('status', '=', 'paid')
        .where((eb) => eb(eb('refunded_fen', '+', amount), '<=', eb.ref('amount_fen')))
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
    async releaseRefund(paymentId: number, amount: number, now: string): Promise<void> {
      await db.updateTable('order_payment').set((eb) => ({ refunded_fen: eb('refunded_fen', '-', amount), updated_at: now })).where('id', '=', paymentId).execute();
    },
    async insertRefund(row: Insertable<OrderRefundTable>): Promise<void> {
      await db.insertInto('order_refund').values(row).execute();
    },
    /**
     * processing → succeeded | failed | abnormal, once; an abnormal refund may still succeed (the
     * merchant settled it at the gateway). False when it was no longer in one of `from`.
     */
    async settleRefund(id: number, from: readonly string[], p: { status: 'succeeded' | 'failed' | 'abnormal'; gatewayRefundNo: string | null; detail: string | null; raw: string | null; now: string }): Promise<boolean> {
      const r = await db
        .updateTable('order_refund')
        .set({
          status: p.status,
          ...(p.gatewayRefundNo === null ? {} : { gateway_refund_no: p.gatewayRefundNo }),
          ...(p.detail === null ? {} : { gateway_detail: p.detail }),
          ...(p.raw === null ? {} : { raw_notification: p.raw }),
          refunded_at: p.status === 'succeeded' ? p.now : null,
          updated_at: p.now,
        })
        .where('id', '=', id)
        .where('status', 'in', from)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
    /** An abnormal refund handed to a new attempt: abnormal → failed, once (a second retry finds nothing). */
    async supersedeAbnormal(id: number, now: string): Promise<boolean> {
      const r = await db.updateTable('order_refund').set({ status: 'failed', updated_at: now }).where('id', '=', id).where('status', '=', 'abnormal').executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
    /** Refunds still processing whose next query is due. */
    dueRefunds: (now: string, limit: number) =>
      db.selectFrom('order_refund').selectAll().where('status', '=', 'processing').where('next_query_at', '<=', now).orderBy('next_query_at').orderBy('id').limit(limit).execute(),
    /** Takes a due refund for one query (one worker of several wins) and sets when it is due again. */
    async claimQuery(r: RefundRow, next: string): Promise<boolean> {
      const u = await db
        .updateTable('order_refund')
        .set({ next_query_at: next, query_attempts: r.query_attempts + 1 })
        .where('id', '=', r.id)
        .where('status', '=', 'processing')
        .where('next_query_at', '=', r.next_query_at)
        .executeTakeFirst();
      return Number(u.numUpdatedRows) === 1;
    },
    paymentById: (id: number) => db.selectFrom('order_payment').selectAll().where('id', '=', id).executeTakeFirst(),
    refundOfOrder: (orderId: number, refundId: number) => db.selectFrom('order_refund').selectAll().where('order_id', '=', orderId).where('id', '=', refundId).executeTakeFirst(),
  };
}
export type PaymentRepository = ReturnType<typeof createPaymentRepository>;
export type { PaymentChannel };
