import type { OrderItemInput, OrderSample } from '@tcm/shared';
import type { Insertable, Selectable } from 'kysely';
import type { OrderSampleTable } from '../../db/schema-orders';
import { BusinessError } from '../../lib/errors';
import { SAMPLE_SHEET_MESSAGES as M } from './sample-sheet-messages';

/**
 * An order's samples from a sample sheet (issue #21). The order keeps one item line per test
 * service; the k-th sample of an item (its results' sample_index k) is the k-th sample in sheet
 * order whose services include the item's service — this file is the one place that says so.
 */

/** Each service's samples in sheet order: samplesByService(samples).get(serviceId)[k - 1] is the item's sample k. */
export function samplesByService<S extends Pick<OrderSample, 'testServiceIds'>>(samples: readonly S[]): Map<number, S[]> {
  const out = new Map<number, S[]>();
  for (const s of samples) {
    for (const id of new Set(s.testServiceIds)) {
      const list = out.get(id) ?? [];
      list.push(s);
      out.set(id, list);
    }
  }
  return out;
}

/** The order lines a sheet makes: one per service, in the order the sheet first names them, sampleCount = its samples. */
export function linesOfSamples(samples: readonly Pick<OrderSample, 'testServiceIds'>[]): OrderItemInput[] {
  return [...samplesByService(samples)].map(([testServiceId, list]) => ({ testServiceId, sampleCount: list.length }));
}

/**
 * With samples, the items must be exactly the sheet's lines: every sample's services among the items,
 * and every item's sampleCount the number of samples naming its service (so the price is the hand-entered one).
 */
export function checkSamplesMatchItems(items: readonly OrderItemInput[], samples: readonly OrderSample[]): void {
  if (!samples.length) return;
  const counted = new Map<number, number>();
  for (const i of items) counted.set(i.testServiceId, (counted.get(i.testServiceId) ?? 0) + i.sampleCount);
  const wanted = samplesByService(samples);
  for (const [serviceId, list] of wanted) if (!counted.has(serviceId)) throw new BusinessError(M.sampleServiceNotOrdered(list[0]!.name, list[0]!.batchNo));
  for (const [serviceId, n] of counted) if ((wanted.get(serviceId)?.length ?? 0) !== n) throw new BusinessError(M.countMismatch);
}

export const sampleRows = (orderId: number, samples: readonly OrderSample[]): Insertable<OrderSampleTable>[] =>
  samples.map((s, i) => ({
    order_id: orderId,
    sample_no: i + 1,
    name: s.name,
    batch_no: s.batchNo,
    origin: s.origin,
    spec: s.spec,
    quantity: s.quantity,
    supplier: s.supplier,
    test_service_ids: [...new Set(s.testServiceIds)].join(','),
  }));

export const toOrderSample = (r: Selectable<OrderSampleTable>): OrderSample => ({
  name: r.name,
  batchNo: r.batch_no,
  origin: r.origin,
  spec: r.spec,
  quantity: r.quantity,
  supplier: r.supplier,
  testServiceIds: r.test_service_ids ? r.test_service_ids.split(',').map(Number) : [],
});
