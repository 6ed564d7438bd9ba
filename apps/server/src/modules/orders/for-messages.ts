import type { OrderStatus } from '@tcm/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ThreadOrder, ThreadOrders } from '../order-messages/orders-port';
import { clientNameOf } from './mappers';
import type { OrderReader } from './reader';
import { type OrderRow, createOrderRepository } from './repository';

/** The orders side of an order's thread (modules/order-messages/orders-port.ts). */
export function createOrdersForMessages(db: Kysely<Database>, reader: OrderReader): ThreadOrders {
  const orders = createOrderRepository(db);
  const toThreadOrder = async (r: OrderRow): Promise<ThreadOrder> => ({
    id: r.id,
    orderNo: r.order_no,
    status: r.status as OrderStatus,
    memberId: r.member_id,
    institutionId: r.institution_id,
    memberName: clientNameOf(r),
    institutionName: r.institution_name,
    statusSince: (await orders.reachedAt(r.id, r.status)) ?? null,
  });
  return {
    ofMember: async (memberId, orderId) => toThreadOrder(await reader.load({ memberId }, orderId)),
    ofInstitution: async (institutionId, orderId) => toThreadOrder(await reader.load({ institutionId }, orderId)),
    async find(ref) {
      const row = await orders.findAny(ref);
      return row ? toThreadOrder(row) : null;
    },
  };
}
