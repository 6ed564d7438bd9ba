import {
  ORDER_MESSAGES,
  type OrderAmounts,
  type OrderItemInput,
  type PayAmountGroup,
  type PricedItem,
  type QualificationFlag,
  type TestService,
  URGENT_SURCHARGE_PERCENT,
  type UrgentFlag,
} from '@tcm/shared';
import { BusinessError } from '../../lib/errors';
import type { OfferedServices } from '../institutions/offered';

/**
 * The urgent surcharge on an order's sum, rounded half up to a whole fen. Integer arithmetic
 * only: itemsFen × percent stays far below 2^53 for any order the schemas admit.
 */
export function surchargeFen(itemsFen: number, percent: number): number {
  return Math.floor((itemsFen * percent + 50) / 100);
}

export function amountsOf(items: readonly { amountFen: number }[], urgentFlag: UrgentFlag): OrderAmounts {
  const itemsFen = items.reduce((sum, i) => sum + i.amountFen, 0);
  const percent = URGENT_SURCHARGE_PERCENT[urgentFlag];
  const surcharge = surchargeFen(itemsFen, percent);
  return { itemsFen, surchargePercent: percent, surchargeFen: surcharge, totalFen: itemsFen + surcharge };
}

/** Repeated lines of one service are merged (their sample counts add up). */
function merged(inputs: readonly OrderItemInput[]): OrderItemInput[] {
  const byId = new Map<number, number>();
  for (const i of inputs) byId.set(i.testServiceId, (byId.get(i.testServiceId) ?? 0) + i.sampleCount);
  return [...byId].map(([testServiceId, sampleCount]) => ({ testServiceId, sampleCount }));
}

const priced = (s: TestService, sampleCount: number): PricedItem => ({
  testServiceId: s.id,
  testItemId: s.testItem.id,
  testItemName: s.testItem.name,
  unitPriceFen: s.priceFen,
  sampleCount,
  amountFen: s.priceFen * sampleCount,
  periodDays: s.periodDays,
});

/**
 * The cart priced from the database (never from the client), one group per institution in the
 * order the cart first names them. Refuses a withdrawn service, or one lacking the qualification.
 */
export async function priceCart(
  services: OfferedServices,
  inputs: readonly OrderItemInput[],
  urgentFlag: UrgentFlag,
  qualification?: QualificationFlag,
): Promise<PayAmountGroup[]> {
  const lines = merged(inputs);
  const found = new Map((await services.byIds(lines.map((l) => l.testServiceId))).map((s) => [s.id, s]));
  const groups = new Map<number, { name: string; items: PricedItem[] }>();
  for (const line of lines) {
    const s = found.get(line.testServiceId);
    if (!s) throw new BusinessError(ORDER_MESSAGES.serviceUnavailable);
    if (qualification && !s.qualifications.includes(qualification)) throw new BusinessError(ORDER_MESSAGES.qualificationMissing);
    const group = groups.get(s.institutionId) ?? { name: s.institutionName, items: [] };
    group.items.push(priced(s, line.sampleCount));
    groups.set(s.institutionId, group);
  }
  return [...groups].map(([institutionId, g]) => ({ institutionId, institutionName: g.name, items: g.items, ...amountsOf(g.items, urgentFlag) }));
}

/** Totals over the groups (each group's surcharge is rounded on its own, as each is its own order). */
export function sumGroups(groups: readonly OrderAmounts[], urgentFlag: UrgentFlag): OrderAmounts {
  const add = (k: 'itemsFen' | 'surchargeFen' | 'totalFen') => groups.reduce((n, g) => n + g[k], 0);
  return { itemsFen: add('itemsFen'), surchargePercent: URGENT_SURCHARGE_PERCENT[urgentFlag], surchargeFen: add('surchargeFen'), totalFen: add('totalFen') };
}
