import { ORDER_STATUS } from '@tcm/shared';
import { orderAt, signInOnce, uploadPdf } from '../helpers/orders';
import type { OwnershipContext, OwnershipRow } from './ownership-matrix';

const M = '/api/orderInfo';

/** Member A's reported order (its results published); answers its id. */
async function reportedOrderOf(ctx: OwnershipContext): Promise<number> {
  const staff = await signInOnce(ctx.app, 'jigou01');
  const p = { member: ctx.owner.headers, staff, memberPdf: await uploadPdf(ctx.app, ctx.owner.headers), staffPdf: await uploadPdf(ctx.app, staff) };
  return orderAt(ctx.app, p, ORDER_STATUS.COMPLETED);
}

/** Issue #21, 质量分析: B's analysis must hold none of A's rows; B's export has nothing to export (a refusal). */
export const QUALITY_OWNERSHIP_ROWS: OwnershipRow[] = [
  {
    route: `GET ${M}/getQualityAnalysis`,
    makeAsOwner: async (ctx) => {
      const id = await reportedOrderOf(ctx);
      return { method: 'GET', url: `${M}/getQualityAnalysis`, leaks: (r) => r.retcode === 1 && JSON.stringify(r.data).includes(`"orderId":${id},`) };
    },
  },
  {
    route: `GET ${M}/exportQualityResults`,
    makeAsOwner: async (ctx) => {
      await reportedOrderOf(ctx);
      return { method: 'GET', url: `${M}/exportQualityResults` };
    },
  },
];
