import type { Kysely } from 'kysely';
import { engineOf } from '../../db/dialect';
import type { Database } from '../../db/schema';
import type { ResultOrder, ResultOrders, ResultSample } from '../results/orders-port';
import type { StaffContext } from '../staff/service';
import { samplesByService, toOrderSample } from './order-samples';
import type { createOrderReader } from './reader';
import { type OrderScope, createOrderRepository } from './repository';

/** Each item's sheet samples in its sample order (empty lists for an order entered by hand). */
async function itemSamples(db: Kysely<Database>, orderId: number, items: readonly { id: number; test_service_id: number }[]): Promise<Map<number, ResultSample[]>> {
  const samples = (await createOrderRepository(db).samplesOf(orderId)).map(toOrderSample);
  const byService = samplesByService(samples);
  return new Map(
    items.map((i) => [i.id, (byService.get(i.test_service_id) ?? []).map((s) => ({ name: s.name, batchNo: s.batchNo, origin: s.origin, supplier: s.supplier }))]),
  );
}

/** The orders side of the results sheet (modules/results/orders-port.ts): an order and its items with their traits. */
export function createOrdersForResults(db: Kysely<Database>, reader: ReturnType<typeof createOrderReader>): ResultOrders {
  async function read(scope: OrderScope, orderId: number): Promise<ResultOrder> {
    const order = await reader.load(scope, orderId);
    const items = await db
      .selectFrom('order_item')
      .innerJoin('test_item', 'test_item.id', 'order_item.test_item_id')
      .select(['order_item.id', 'order_item.test_service_id', 'order_item.test_item_name', 'order_item.sample_count', 'test_item.trait', 'test_item.method'])
      .where('order_item.order_id', '=', order.id)
      .orderBy('order_item.id')
      .execute();
    const samples = await itemSamples(db, order.id, items);
    return {
      id: order.id,
      orderNo: order.order_no,
      status: order.status,
      sampleName: order.sample_name,
      variety: order.variety,
      batchNo: order.batch_no,
      testingBasis: order.testing_basis,
      items: items.map((i) => ({ id: i.id, testItemName: i.test_item_name, trait: i.trait, method: i.method, sampleCount: i.sample_count, samples: samples.get(i.id) ?? [] })),
    };
  }
  return {
    ofInstitution: (staff: StaffContext, orderId: number) => read({ institutionId: staff.institutionId }, orderId),
    ofMember: (memberId: number, orderId: number) => read({ memberId }, orderId),
    async holdStatus(trx: Kysely<Database>, orderId: number): Promise<number | undefined> {
      const q = trx.selectFrom('order_info').select('status').where('id', '=', orderId);
      return (await (engineOf(trx) === 'postgres' ? q.forUpdate() : q).executeTakeFirst())?.status;
    },
    async sheetSamples(trx: Kysely<Database>, orderId: number): Promise<Map<number, ResultSample[]>> {
      const items = await trx.selectFrom('order_item').select(['id', 'test_service_id']).where('order_id', '=', orderId).execute();
      return itemSamples(trx, orderId, items);
    },
  };
}
