import { ORDER_STATUS } from '@tcm/shared';
import { orderAt, signInOnce, uploadPdf } from '../helpers/orders';
import type { OwnershipAttempt, OwnershipContext, OwnershipRow } from './ownership-matrix';

const VAT = { type: 2, title: '福建青禾中药饮片有限公司', taxNo: '91350100M000100Y43', address: '福州市鼓楼区五四路1号', phone: '0591-88886666', bankName: '中国工商银行福州分行', bankAccount: '1402021109900012345' };

/**
 * Ownership rows of issue #23's invoices: member A's paid order with jigou01's institution, an
 * invoice asked for on it (and issued where the call needs an issued one), a saved title of A's.
 * Member B and a visitor are refused every call (B is no staff at all); staff of another
 * institution are tried in invoices.test.ts.
 */
async function invoiceOfOwner(ctx: OwnershipContext, issued = false, returned = false) {
  const staff = await signInOnce(ctx.app, 'jigou01');
  const p = { member: ctx.owner.headers, staff, memberPdf: await uploadPdf(ctx.app, ctx.owner.headers), staffPdf: await uploadPdf(ctx.app, staff) };
  const orderId = await orderAt(ctx.app, p, returned ? ORDER_STATUS.PENDING_SAMPLE_RECEIPT : ORDER_STATUS.PENDING_SAMPLE_SHIPMENT);
  const res = await ctx.app.inject({ method: 'POST', url: '/api/orderInfo/requestInvoice', headers: ctx.owner.headers, payload: { orderId, buyer: VAT } });
  if (res.json().retcode !== 1) throw new Error(`requestInvoice: ${res.body}`);
  const invoiceId = res.json().data.id as number;
  const issue = async () => ({ invoiceId, invoiceNo: '26332000000012345678', invoiceDate: '2026-05-12', fileUrl: await uploadPdf(ctx.app, staff) });
  if (issued) {
    const r = await ctx.app.inject({ method: 'POST', url: '/api/institutionOrder/issueInvoice', headers: staff, payload: await issue() });
    if (r.json().retcode !== 1) throw new Error(`issueInvoice: ${r.body}`);
  }
  if (returned) {
    // 订单退回: the money goes back, so the issued invoice may be 红冲'd with nothing reissued.
    const r = await ctx.app.inject({ method: 'POST', url: '/api/institutionOrder/returnOrder', headers: staff, payload: { orderId, reason: '样品破损' } });
    if (r.json().retcode !== 1) throw new Error(`returnOrder: ${r.body}`);
  }
  return { orderId, invoiceId, body: await issue() };
}

async function titleOfOwner(ctx: OwnershipContext): Promise<number> {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/invoiceTitle/save', headers: ctx.owner.headers, payload: { buyer: VAT } });
  if (res.json().retcode !== 1) throw new Error(`saveInvoiceTitle: ${res.body}`);
  return res.json().data.id as number;
}

const listed = (id: number) => (r: { retcode: number; data: unknown }) => r.retcode === 1 && ((r.data as { list?: { id: number }[] }).list ?? (r.data as { id: number }[])).some((i) => i.id === id);

const row = (route: string, make: (ctx: OwnershipContext) => Promise<Omit<OwnershipAttempt, 'method' | 'url'>>): OwnershipRow => {
  const [method, url] = route.split(' ') as ['GET' | 'POST', string];
  return { route, makeAsOwner: async (ctx) => ({ method, url, ...(await make(ctx)) }) };
};

export const INVOICE_OWNERSHIP_ROWS: OwnershipRow[] = [
  row('POST /api/orderInfo/requestInvoice', async (ctx) => {
    const staff = await signInOnce(ctx.app, 'jigou01');
    const p = { member: ctx.owner.headers, staff, memberPdf: await uploadPdf(ctx.app, ctx.owner.headers), staffPdf: await uploadPdf(ctx.app, staff) };
    return { body: { orderId: await orderAt(ctx.app, p, ORDER_STATUS.PENDING_SAMPLE_SHIPMENT), buyer: VAT } };
  }),
  row('GET /api/orderInfo/getOrderInvoices', async (ctx) => ({ query: { orderId: String((await invoiceOfOwner(ctx)).orderId) } })),
  row('GET /api/orderInfo/getMyInvoices', async (ctx) => ({ leaks: listed((await invoiceOfOwner(ctx)).invoiceId) })),
  row('GET /api/invoiceTitle/list', async (ctx) => ({ leaks: listed(await titleOfOwner(ctx)) })),
  row('POST /api/invoiceTitle/save', async (ctx) => ({ body: { id: await titleOfOwner(ctx), buyer: { type: 1, title: '越权修改' } } })),
  row('POST /api/invoiceTitle/delete', async (ctx) => ({ body: { id: await titleOfOwner(ctx) } })),
  row('GET /api/institutionOrder/getInvoices', async (ctx) => ({ leaks: listed((await invoiceOfOwner(ctx)).invoiceId) })),
  row('GET /api/institutionOrder/getOrderInvoices', async (ctx) => ({ query: { orderId: String((await invoiceOfOwner(ctx)).orderId) } })),
  row('POST /api/institutionOrder/issueInvoice', async (ctx) => ({ body: (await invoiceOfOwner(ctx)).body })),
  row('POST /api/institutionOrder/reverseInvoice', async (ctx) => ({ body: { ...(await invoiceOfOwner(ctx, true)).body, reason: '越权红冲' } })),
  row('POST /api/institutionOrder/reverseInvoiceOnly', async (ctx) => ({ body: { invoiceId: (await invoiceOfOwner(ctx, true, true)).invoiceId, reason: '越权红冲' } })),
];
