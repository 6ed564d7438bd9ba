import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { CheckoutInvoicing } from '../invoices/ports';
import { formOf } from './mappers';
import type { OrderRow } from './repository';

/** What the mover runs inside a move that confirms an order's payment (→ 待寄送样品). */
export type PaidHook = (trx: Kysely<Database>, order: OrderRow) => Promise<void>;

/**
 * 支付确认后自动申请开票 (issue #23): an order the member marked at checkout asks invoices for its
 * request with the invoice it was placed (or last resubmitted) with, in the move's transaction.
 */
export function invoiceWhenPaid(invoicing: CheckoutInvoicing): PaidHook {
  return async (trx, order) => {
    if (order.auto_invoice === 1) await invoicing.requestOnPayment(trx, order.id, formOf(order).invoice);
  };
}
