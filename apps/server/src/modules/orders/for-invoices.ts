import { ORDER_MESSAGES, type OrderStatus } from '@tcm/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { BusinessError } from '../../lib/errors';
import type { InvoiceOrder, InvoiceOrders } from '../invoices/ports';
import type { OrderReader } from './reader';
import { createOrderRepository } from './repository';

const toInvoiceOrder = (r: { id: number; order_no: string; status: number; member_id: number; institution_id: number; total_fen: number }): InvoiceOrder => ({
  id: r.id,
  orderNo: r.order_no,
  status: r.status as OrderStatus,
  memberId: r.member_id,
  institutionId: r.institution_id,
  totalFen: r.total_fen,
});

/** The orders side of an order's invoices (modules/invoices/ports.ts). */
export function createOrdersForInvoices(reader: OrderReader): InvoiceOrders {
  return {
    ofMember: async (memberId, orderId) => toInvoiceOrder(await reader.load({ memberId }, orderId)),
    ofInstitution: async (institutionId, orderId) => toInvoiceOrder(await reader.load({ institutionId }, orderId)),
    async current(trx: Kysely<Database>, orderId: number) {
      const row = await createOrderRepository(trx).holdMoney(orderId);
      if (!row) throw new BusinessError(ORDER_MESSAGES.orderNotFound);
      return toInvoiceOrder(row);
    },
  };
}
