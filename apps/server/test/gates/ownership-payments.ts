import { ORDER_STATUS } from '@tcm/shared';
import { orderAt, signInOnce, uploadPdf } from '../helpers/orders';
import type { OwnershipAttempt, OwnershipContext, OwnershipRow } from './ownership-matrix';

/**
 * Ownership rows of issue #23's online payment: member A's order with jigou01's institution, at
 * 待支付 for the member's calls and 订单退回 for the refund. Member B and a visitor are refused
 * (B is no staff at all); another institution's staff are tried in payments.test.ts, with the
 * gateways configured (here none is, and the order is read before the channels are asked).
 */
async function orderOfOwner(ctx: OwnershipContext, status: (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS]): Promise<number> {
  const staff = await signInOnce(ctx.app, 'jigou01');
  const p = { member: ctx.owner.headers, staff, memberPdf: await uploadPdf(ctx.app, ctx.owner.headers), staffPdf: await uploadPdf(ctx.app, staff) };
  return orderAt(ctx.app, p, status);
}

const row = (route: string, status: (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS], make: (orderId: number) => Omit<OwnershipAttempt, 'method' | 'url'>): OwnershipRow => {
  const [method, url] = route.split(' ') as ['GET' | 'POST', string];
  return { route, makeAsOwner: async (ctx) => ({ method, url, ...make(await orderOfOwner(ctx, status)) }) };
};

export const PAYMENT_OWNERSHIP_ROWS: OwnershipRow[] = [
  row('GET /api/orderInfo/getPayment', ORDER_STATUS.PENDING_PAYMENT, (orderId) => ({ query: { orderId: String(orderId) } })),
  row('POST /api/orderInfo/payOnline', ORDER_STATUS.PENDING_PAYMENT, (orderId) => ({ body: { orderId, channel: 'alipay' } })),
  row('GET /api/institutionOrder/getPayment', ORDER_STATUS.PENDING_PAYMENT, (orderId) => ({ query: { orderId: String(orderId) } })),
  row('POST /api/institutionOrder/refund', ORDER_STATUS.RETURNED, (orderId) => ({ body: { orderId, amount: '1', reason: '越权退款' } })),
  // No gateway here, so no refund exists: the order is read (and refused to others) before the refund is looked for.
  row('POST /api/institutionOrder/retryRefund', ORDER_STATUS.RETURNED, (orderId) => ({ body: { orderId, refundId: 1 } })),
];
