import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * What is refunded on an order, in fen: the sum of the amounts reserved on its paid payments
 * (refunds processing or succeeded; a failed one released its reservation). Read in the caller's
 * transaction, so an invoice move and a refund see each other's committed work. Invoices read it
 * through their RefundLedger port (wiring.ts), the refund itself to know what stays paid.
 */
export function createRefundLedger() {
  return {
    async refundedFen(trx: Kysely<Database>, orderId: number): Promise<number> {
      const row = await trx
        .selectFrom('order_payment')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('refunded_fen'), eb.lit(0)).as('fen'))
        .where('order_id', '=', orderId)
        .where('status', '=', 'paid')
        .executeTakeFirstOrThrow();
      return Number(row.fen);
    },
  };
}
export type RefundLedgerOfPayments = ReturnType<typeof createRefundLedger>;
