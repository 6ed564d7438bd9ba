import { ORDER_MESSAGES, type OrderStatus } from '@tcm/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { BusinessError } from '../../lib/errors';
import type { PayableOrder, PaymentOrders } from '../payments/orders-port';
import type { Mover } from './moves';
import type { OrderReader } from './reader';
import { type OrderRow, createOrderRepository } from './repository';

const payableOf = (r: OrderRow): PayableOrder => ({
  id: r.id,
  orderNo: r.order_no,
  status: r.status as OrderStatus,
  memberId: r.member_id,
  institutionId: r.institution_id,
  totalFen: r.total_fen,
  sampleName: r.sample_name,
});

/** The orders side of online payment (modules/payments/orders-port.ts). */
export function createOrdersForPayments(db: Kysely<Database>, reader: OrderReader, move: Mover): PaymentOrders {
  const orders = createOrderRepository(db);
  return {
    ofMember: async (memberId, orderId) => payableOf(await reader.load({ memberId }, orderId)),
    ofInstitution: async (institutionId, orderId) => payableOf(await reader.load({ institutionId }, orderId)),
    async byId(orderId) {
      const row = await orders.findAny({ id: orderId });
      return row ? payableOf(row) : null;
    },
    async hold(trx, orderId) {
      await createOrderRepository(trx).holdMoney(orderId);
    },
    async markPaidOnline(orderId, note, also) {
      const row = await orders.findAny({ id: orderId });
      if (!row) return false;
      try {
        await move(row, { action: 'payOnline', actor: 'gateway', actorMemberId: null, note, also });
        return true;
      } catch (e) {
        // Not (or no longer) waiting for payment: the caller refunds instead.
        if (e instanceof BusinessError && e.message === ORDER_MESSAGES.statusNotAllowed) return false;
        throw e;
      }
    },
  };
}
