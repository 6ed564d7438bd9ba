import { ORDER_STATUS, type OrderStatus } from '@tcm/shared';
import { type Parties, orderAt, orderForm, servicesOf, signInOnce, uploadPdf } from '../helpers/orders';
import { filledResultsTemplate } from '../helpers/results';
import type { OwnershipAttempt, OwnershipContext, OwnershipRow } from './ownership-matrix';

/**
 * Ownership rows of issue #9. Member A owns an order (driven to the status where the call would
 * succeed for A); the institution calls belong to jigou01's staff, so member B and a visitor are
 * refused there too.
 */
async function parties(ctx: OwnershipContext): Promise<Parties> {
  const staff = await signInOnce(ctx.app, 'jigou01');
  return { member: ctx.owner.headers, staff, memberPdf: await uploadPdf(ctx.app, ctx.owner.headers), staffPdf: await uploadPdf(ctx.app, staff) };
}

type Build = (orderId: number, p: Parties) => Omit<OwnershipAttempt, 'method' | 'url'>;
const listed = (orderId: number) => (r: { retcode: number; data: unknown }) =>
  r.retcode === 1 && JSON.stringify(r.data).includes(`"id":${orderId},`);

function orderRow(method: 'GET' | 'POST', url: string, status: OrderStatus, build: Build, returnSample = false): OwnershipRow {
  return {
    route: `${method} ${url}`,
    makeAsOwner: async (ctx) => {
      const p = await parties(ctx);
      const id = await orderAt(ctx.app, p, status, returnSample);
      return { method, url, ...build(id, p) };
    },
  };
}

const M = '/api/orderInfo';
const I = '/api/institutionOrder';
const S = ORDER_STATUS;

export const ORDER_OWNERSHIP_ROWS: OwnershipRow[] = [
  orderRow('GET', `${M}/queryOrderInfo`, S.PENDING_REVIEW, (id) => ({ leaks: listed(id) })),
  orderRow('GET', `${M}/getOrder`, S.PENDING_REVIEW, (id) => ({ query: { id: String(id) } })),
  // B has ordered nothing: any contact B is offered would be A's.
  orderRow('GET', `${M}/getCheckoutPrefill`, S.PENDING_REVIEW, () => ({ leaks: (r) => r.retcode === 1 && (r.data as { contacts: unknown[] }).contacts.length > 0 })),
  orderRow('GET', `${M}/getPayAmount`, S.PENDING_PAYMENT, (id) => ({ query: { orderId: String(id) } })),
  orderRow('GET', `${M}/getRealTimeLogistics`, S.PENDING_SAMPLE_RECEIPT, (id) => ({ query: { orderId: String(id) } })),
  orderRow('GET', `${M}/queryMyReport`, S.COMPLETED, (id) => ({ leaks: (r) => r.retcode === 1 && JSON.stringify(r.data).includes(`"orderId":${id}`) })),
  // Issue #21: an order's results, the member's once reported, the institution's staff's while 检测中.
  orderRow('GET', `${M}/getOrderResults`, S.COMPLETED, (id) => ({ query: { orderId: String(id) } })),
  orderRow('GET', `${M}/exportOrderResults`, S.COMPLETED, (id) => ({ query: { orderId: String(id) } })),
  orderRow('GET', `${I}/getResultSheet`, S.TESTING, (id) => ({ query: { orderId: String(id) } })),
  orderRow('POST', `${I}/saveResults`, S.TESTING, (orderId) => ({ body: { orderId, rows: [] } })),
  orderRow('GET', `${I}/resultsTemplate`, S.TESTING, (id) => ({ query: { orderId: String(id) } })),
  {
    // The owner's own template, filled: the owner would import it.
    route: `POST ${I}/importResults`,
    makeAsOwner: async (ctx) => {
      const p = await parties(ctx);
      const id = await orderAt(ctx.app, p, S.TESTING);
      return { method: 'POST', url: `${I}/importResults`, query: { orderId: String(id) }, multipart: await filledResultsTemplate(ctx.app, p.staff, id) };
    },
  },
  orderRow('POST', `${M}/cancelOrder`, S.PENDING_REVIEW, (orderId) => ({ body: { orderId } })),
  orderRow('POST', `${M}/signContract`, S.PENDING_CONTRACT, (orderId, p) => ({ body: { orderId, signedContractUrl: p.memberPdf } })),
  orderRow('POST', `${M}/payOrder`, S.PENDING_PAYMENT, (orderId, p) => ({ body: { orderId, voucherUrls: [p.memberPdf] } })),
  orderRow('POST', `${M}/sendOutGoods`, S.PENDING_SAMPLE_SHIPMENT, (orderId) => ({ body: { orderId, courier: '顺丰速运', trackingNo: 'SF100200300' } })),
  {
    route: `POST ${M}/resubmitOrder`,
    makeAsOwner: async (ctx) => {
      const id = await orderAt(ctx.app, await parties(ctx), S.REVIEW_REJECTED);
      const [s] = await servicesOf(ctx.app);
      return { method: 'POST', url: `${M}/resubmitOrder`, body: { ...orderForm([{ testServiceId: s!.id, sampleCount: 1 }]), orderId: id } };
    },
  },
  orderRow('POST', '/api/orderEvaluation/addOrderEvaluation', S.COMPLETED, (orderId) => ({ body: { orderId, service: 5, timeliness: 5, quality: 5, content: '好' } })),
  orderRow('GET', `${I}/queryOrder`, S.PENDING_REVIEW, (id) => ({ leaks: listed(id) })),
  orderRow('GET', `${I}/getOrder`, S.PENDING_REVIEW, (id) => ({ query: { id: String(id) } })),
  orderRow('POST', `${I}/approveOrder`, S.PENDING_REVIEW, (orderId) => ({ body: { orderId } })),
  orderRow('POST', `${I}/rejectOrder`, S.PENDING_REVIEW, (orderId) => ({ body: { orderId, reason: '信息不全' } })),
  orderRow('POST', `${I}/provideContract`, S.PENDING_CONTRACT, (orderId, p) => ({ body: { orderId, contractUrl: p.staffPdf } })),
  orderRow('POST', `${I}/confirmPayment`, S.PENDING_PAYMENT_CONFIRM, (orderId) => ({ body: { orderId } })),
  orderRow('POST', `${I}/rejectPayment`, S.PENDING_PAYMENT_CONFIRM, (orderId) => ({ body: { orderId, reason: '未到账' } })),
  orderRow('POST', `${I}/confirmReceipt`, S.PENDING_SAMPLE_RECEIPT, (orderId) => ({ body: { orderId } })),
  orderRow('POST', `${I}/returnOrder`, S.PENDING_SAMPLE_RECEIPT, (orderId) => ({ body: { orderId, reason: '样品破损' } })),
  orderRow('POST', `${I}/issueReport`, S.TESTING, (orderId, p) => ({ body: { orderId, reportUrl: p.staffPdf } })),
  orderRow('POST', `${I}/shipSampleBack`, S.PENDING_SAMPLE_RETURN, (orderId) => ({ body: { orderId, courier: '顺丰速运', trackingNo: 'SF300200100' } }), true),
  {
    route: `POST ${I}/addTrackingEvent`,
    makeAsOwner: async (ctx) => {
      const id = await orderAt(ctx.app, await parties(ctx), S.PENDING_SAMPLE_RECEIPT);
      const shipment = await ctx.app.db.selectFrom('order_shipment').select('id').where('order_id', '=', id).executeTakeFirstOrThrow();
      return { method: 'POST', url: `${I}/addTrackingEvent`, body: { shipmentId: shipment.id, time: '2026-11-20T10:00:00+08:00', place: '杭州', description: '已揽收' } };
    },
  },
];

/** Member A's common package. */
async function packageOf(ctx: OwnershipContext): Promise<number> {
  const [s] = await servicesOf(ctx.app);
  const res = await ctx.app.inject({ method: 'POST', url: '/api/myTestService/addMyTestService', headers: ctx.owner.headers, payload: { name: '常用套餐', items: [{ testServiceId: s!.id, sampleCount: 1 }] } });
  return res.json().data.id as number;
}

const P = '/api/myTestService';
export const PACKAGE_OWNERSHIP_ROWS: OwnershipRow[] = [
  {
    route: `GET ${P}/findMyTestService`,
    makeAsOwner: async (ctx) => {
      const id = await packageOf(ctx);
      return { method: 'GET', url: `${P}/findMyTestService`, leaks: (r) => r.retcode === 1 && JSON.stringify(r.data).includes(`"id":${id},`) };
    },
  },
  { route: `GET ${P}/getMyTestService`, makeAsOwner: async (ctx) => ({ method: 'GET', url: `${P}/getMyTestService`, query: { id: String(await packageOf(ctx)) } }) },
  { route: `GET ${P}/deleteMyTestService`, makeAsOwner: async (ctx) => ({ method: 'GET', url: `${P}/deleteMyTestService`, query: { id: String(await packageOf(ctx)) } }) },
  {
    route: `POST ${P}/editMyTestService`,
    makeAsOwner: async (ctx) => {
      const id = await packageOf(ctx);
      const [s] = await servicesOf(ctx.app);
      return { method: 'POST', url: `${P}/editMyTestService`, body: { id, name: '改名', items: [{ testServiceId: s!.id, sampleCount: 2 }] } };
    },
  },
];
