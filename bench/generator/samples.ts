import type { BenchTable } from './bench-table';
import { insertBatched } from './insert-batched';
import { countsOf, firstBenchOrderId, orderBenchData, originOf, servicesFor, servicesOfOrder, supplierOf } from './orders';

/** Every tenth bench order was placed from a sample sheet (issue #21). */
const SHEET_EVERY = 10;

/**
 * The sheets' samples in order: [bench order index, sample number]. An order's item lines ask for
 * countsOf(i) samples each, so its sheet has as many samples as its larger line; sample k asks for
 * every line that counts at least k samples — what a checked sheet would have made of the lines.
 */
function sheetSamples(orders: number): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 0; i < orders; i += SHEET_EVERY) {
    const n = Math.max(...countsOf(i));
    for (let k = 1; k <= n; k += 1) out.push([i, k]);
  }
  return out;
}

/** Issue #21: the samples of the bench orders placed from a sample sheet (order_sample). */
export const orderSampleBenchData: BenchTable = {
  table: 'order_sample',
  rowCount: (scale) => sheetSamples(orderBenchData.rowCount(scale)).length,
  async generate({ db, rows }) {
    const [firstOrder, services, bench] = await Promise.all([
      firstBenchOrderId(db),
      servicesFor(db),
      db.selectFrom('order_info').select((eb) => eb.fn.countAll<number>().as('n')).where('submission_id', 'like', 'bench-%').executeTakeFirstOrThrow(),
    ]);
    const samples = sheetSamples(Number(bench.n));
    await insertBatched(db, 'order_sample', Math.min(rows, samples.length), (r) => {
      const [i, k] = samples[r]!;
      const counts = countsOf(i);
      const ids = servicesOfOrder(services, i)
        .filter((_, line) => counts[line]! >= k)
        .map((s) => s.id);
      return {
        order_id: firstOrder + i,
        sample_no: k,
        name: `样品${k}`,
        batch_no: `S${i}-${k}`,
        origin: originOf(i + k),
        spec: '统货',
        quantity: '500g',
        supplier: supplierOf(i + k),
        test_service_ids: [...new Set(ids)].join(','),
      };
    });
  },
};
