import { ORDER_STATUS } from '@tcm/shared';
import type { CheckoutInvoicing } from '../invoices/ports';
import { formOf } from './mappers';
import type { MoveHook } from './moves';

/**
 * 支付确认后自动申请开票 (issue #23): an order the member marked at checkout asks invoices for its
 * request with the invoice it was placed (or last resubmitted) with, in the move's transaction (a move hook).
 */
export function invoiceWhenPaid(invoicing: CheckoutInvoicing): MoveHook {
  return {
    async inMove(trx, order, to) {
      // The move that confirms the payment (the voucher confirmed, or paid online): → 待寄送样品.
      if (to === ORDER_STATUS.PENDING_SAMPLE_SHIPMENT && order.status !== to && order.auto_invoice === 1) await invoicing.requestOnPayment(trx, order.id, formOf(order).invoice);
      return null;
    },
  };
}
