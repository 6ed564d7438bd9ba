import type { Kysely } from 'kysely';
import { engineOf } from '../../db/dialect';
import type { Database } from '../../db/schema';
import type { ResultOrder, ResultOrders } from '../results/orders-port';
import type { StaffContext } from '../staff/service';
import type { createOrderReader } from './reader';
import type { OrderScope } from './repository';

/** The orders side of the results sheet (modules/results/orders-port.ts): an order and its items with their traits. */
export function createOrdersForResults(db: Kysely<Database>, reader: ReturnType<typeof createOrderReader>): ResultOrders {
  async function read(scope: OrderScope, orderId: number): Promise<ResultOrder> {
    const order = await reader.load(scope, orderId);
    const items = await db
      .selectFrom('order_item')
      .innerJoin('test_item', 'test_item.id', 'order_item.test_item_id')
      .select(['order_item.id', 'order_item.test_item_name', 'order_item.sample_count', 'test_item.trait', 'test_item.method'])
      .where('order_item.order_id', '=', order.id)
      .orderBy('order_item.id')
      .execute();
    return {
      id: order.id,
      orderNo: order.order_no,
      status: order.status,
      sampleName: order.sample_name,
      variety: order.variety,
      batchNo: order.batch_no,
      testingBasis: order.testing_basis,
      items: items.map((i) => ({ id: i.id, testItemName: i.test_item_name, trait: i.trait, method: i.method, sampleCount: i.sample_count })),
    };
  }
  return {
    ofInstitution: (staff: StaffContext, orderId: number) => read({ institutionId: staff.institutionId }, orderId),
    ofMember: (memberId: number, orderId: number) => read({ memberId }, orderId),
    async holdStatus(trx: Kysely<Database>, orderId: number): Promise<number | undefined> {
      const q = trx.selectFrom('order_info').select('status').where('id', '=', orderId);
      return (await (engineOf(trx) === 'postgres' ? q.forUpdate() : q).executeTakeFirst())?.status;
    },
  };
}
