import { ORDER_STATUS } from '@tcm/shared';
import { orderAt, signInOnce, uploadPdf } from '../helpers/orders';
import type { OwnershipAttempt, OwnershipContext, OwnershipRow } from './ownership-matrix';

/**
 * Ownership rows of issue #22's thread on every order: member A's order with jigou01's
 * institution, one message on it already. Member B and a visitor are refused the member's calls
 * and the staff's (B is no staff at all); staff of another institution are tried in
 * order-messages.test.ts, and operators' reads (platform-wide by design) in
 * order-messages-operators.test.ts.
 */
async function threadOfOwner(ctx: OwnershipContext): Promise<number> {
  const staff = await signInOnce(ctx.app, 'jigou01');
  const p = { member: ctx.owner.headers, staff, memberPdf: await uploadPdf(ctx.app, ctx.owner.headers), staffPdf: await uploadPdf(ctx.app, staff) };
  const orderId = await orderAt(ctx.app, p, ORDER_STATUS.TESTING);
  const res = await ctx.app.inject({ method: 'POST', url: '/api/orderInfo/postMessage', headers: ctx.owner.headers, payload: { orderId, content: '样品已寄出' } });
  if (res.json().retcode !== 1) throw new Error(`postMessage: ${res.body}`);
  return orderId;
}

const row = (route: string, make: (orderId: number) => Omit<OwnershipAttempt, 'method' | 'url'>): OwnershipRow => {
  const [method, url] = route.split(' ') as ['GET' | 'POST', string];
  return { route, makeAsOwner: async (ctx) => ({ method, url, ...make(await threadOfOwner(ctx)) }) };
};

export const MESSAGE_OWNERSHIP_ROWS: OwnershipRow[] = [
  row('GET /api/orderInfo/getMessages', (orderId) => ({ query: { orderId: String(orderId) } })),
  row('POST /api/orderInfo/postMessage', (orderId) => ({ body: { orderId, content: '越权留言' } })),
  row('GET /api/institutionOrder/getMessages', (orderId) => ({ query: { orderId: String(orderId) } })),
  row('POST /api/institutionOrder/postMessage', (orderId) => ({ body: { orderId, content: '越权留言' } })),
];
