import type { OrderAction, OrderActor, OrderStatus } from '@tcm/shared';
import type { FastifyInstance } from 'fastify';
import { pathTo } from '../../src/db/seed/orders/demo-orders';
import { textPdf } from '../../src/db/seed/orders/report-pdf';
import { DEMO_PASSWORD } from '../../src/db/seed/members';
import { multipartBody } from './multipart';
import { completeSecondFactor } from './second-factor';

type Headers = Record<string, string>;

/** Signs a seeded account in (staff jigou01…03, demo members, operators with their second factor) and answers its headers. */
export async function signIn(app: FastifyInstance, account: string): Promise<Headers> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { account, password: DEMO_PASSWORD } });
  const data = res.json().data;
  const token = (data?.challenge ? (await completeSecondFactor(app, account, data)).accessToken : data?.accessToken) as string | undefined;
  if (!token) throw new Error(`login ${account}: ${res.body}`);
  return { token };
}

const signedIn = new WeakMap<FastifyInstance, Map<string, Promise<Headers>>>();

/**
 * One session per account and app, for suites that act as the same seeded account in many rows:
 * signing in afresh for each row would trip the per-account login limit (20 in 15 minutes).
 */
export function signInOnce(app: FastifyInstance, account: string): Promise<Headers> {
  let sessions = signedIn.get(app);
  if (!sessions) signedIn.set(app, (sessions = new Map()));
  let headers = sessions.get(account);
  if (!headers) sessions.set(account, (headers = signIn(app, account)));
  return headers;
}

/** Uploads a small PDF through the real call, as the caller. */
export async function uploadPdf(app: FastifyInstance, headers: Headers, filename = 'file.pdf'): Promise<string> {
  const { payload, headers: h } = multipartBody([{ name: 'file', value: textPdf(['test file']), filename, contentType: 'application/pdf' }]);
  const res = await app.inject({ method: 'POST', url: '/api/uploadFile', headers: { ...headers, ...h }, payload });
  const url = res.json().data?.fileUrl as string | undefined;
  if (!url) throw new Error(`upload: ${res.body}`);
  return url;
}

/** The listed services of the institution a staff account (default jigou01) works for. */
export async function servicesOf(app: FastifyInstance, staffAccount = 'jigou01') {
  return app.db
    .selectFrom('institution_test_service')
    .innerJoin('institution_staff', 'institution_staff.institution_id', 'institution_test_service.institution_id')
    .innerJoin('sys_member', 'sys_member.id', 'institution_staff.member_id')
    .select(['institution_test_service.id', 'institution_test_service.price_fen', 'institution_test_service.institution_id', 'institution_test_service.cma', 'institution_test_service.cnas'])
    .where('sys_member.user_account', '=', staffAccount)
    .where('institution_test_service.status', '=', 1)
    .orderBy('institution_test_service.id')
    .execute();
}

export function orderForm(items: { testServiceId: number; sampleCount: number }[], extra: Record<string, unknown> = {}) {
  return {
    items,
    sample: { name: '黄芪饮片', variety: '黄芪', batchNo: 'B2026', quantity: '500g × 2袋', packing: '密封袋', storage: '常温', returnSample: false },
    urgentFlag: 1,
    testingBasis: 2,
    qualification: 1,
    invoice: { type: 1, title: '个人' },
    contact: { name: '张三', phone: '13912345678', address: '浙江省杭州市西湖区文三路90号' },
    remark: '',
    ...extra,
  };
}

let submission = 0;
/** Places one order with jigou01's institution (or the given one) and answers its id. */
export async function placeOrder(app: FastifyInstance, headers: Headers, opts: { staff?: string; returnSample?: boolean; extra?: Record<string, unknown> } = {}): Promise<number> {
  const [s] = await servicesOf(app, opts.staff);
  const form = orderForm([{ testServiceId: s!.id, sampleCount: 1 }], opts.extra);
  form.sample.returnSample = !!opts.returnSample;
  submission += 1;
  const res = await app.inject({ method: 'POST', url: '/api/orderInfo/placeOrder', headers, payload: { ...form, submissionId: `t-${process.pid}-${Date.now()}-${submission}` } });
  const id = res.json().data?.orders?.[0]?.id as number | undefined;
  if (!id) throw new Error(`placeOrder: ${res.body}`);
  return id;
}

export interface Parties {
  member: Headers;
  staff: Headers;
  /** PDFs each side uploaded itself. */
  memberPdf: string;
  staffPdf: string;
}

const MEMBER_CALLS: Partial<Record<OrderAction, [string, (p: Parties, orderId: number) => Record<string, unknown>]>> = {
  cancel: ['/api/orderInfo/cancelOrder', (_, orderId) => ({ orderId, reason: '不需要了' })],
  signContract: ['/api/orderInfo/signContract', (p, orderId) => ({ orderId, signedContractUrl: p.memberPdf })],
  pay: ['/api/orderInfo/payOrder', (p, orderId) => ({ orderId, voucherUrls: [p.memberPdf] })],
  sendSamples: ['/api/orderInfo/sendOutGoods', (_, orderId) => ({ orderId, courier: '顺丰速运', trackingNo: 'SF1234567890' })],
  resubmit: ['/api/orderInfo/resubmitOrder', (_, orderId) => ({ orderId })],
  evaluate: ['/api/orderEvaluation/addOrderEvaluation', (_, orderId) => ({ orderId, service: 5, timeliness: 4, quality: 5, content: '很好' })],
};
const INSTITUTION_CALLS: Partial<Record<OrderAction, [string, (p: Parties, orderId: number) => Record<string, unknown>]>> = {
  approve: ['/api/institutionOrder/approveOrder', (_, orderId) => ({ orderId })],
  reject: ['/api/institutionOrder/rejectOrder', (_, orderId) => ({ orderId, reason: '信息不全' })],
  provideContract: ['/api/institutionOrder/provideContract', (p, orderId) => ({ orderId, contractUrl: p.staffPdf })],
  confirmPayment: ['/api/institutionOrder/confirmPayment', (_, orderId) => ({ orderId })],
  rejectPayment: ['/api/institutionOrder/rejectPayment', (_, orderId) => ({ orderId, reason: '未到账' })],
  confirmReceipt: ['/api/institutionOrder/confirmReceipt', (_, orderId) => ({ orderId })],
  returnOrder: ['/api/institutionOrder/returnOrder', (_, orderId) => ({ orderId, reason: '样品破损' })],
  issueReport: ['/api/institutionOrder/issueReport', (p, orderId) => ({ orderId, reportUrl: p.staffPdf })],
  shipSampleBack: ['/api/institutionOrder/shipSampleBack', (_, orderId) => ({ orderId, courier: '顺丰速运', trackingNo: 'SF9876543210' })],
};

/** The request that takes `action` as `actor` on an order, with valid input (so only the status can refuse it). */
export async function requestFor(app: FastifyInstance, p: Parties, action: OrderAction, actor: OrderActor, orderId: number) {
  const call = (actor === 'member' ? MEMBER_CALLS : INSTITUTION_CALLS)[action];
  if (!call) throw new Error(`no ${actor} call for ${action}`);
  let body = call[1](p, orderId);
  if (action === 'resubmit') {
    const [s] = await servicesOf(app);
    body = { ...orderForm([{ testServiceId: s!.id, sampleCount: 2 }]), orderId };
  }
  return { method: 'POST' as const, url: call[0], headers: actor === 'member' ? p.member : p.staff, payload: body };
}

/**
 * Fills every row of an order's results sheet (issue #21: a report is issued only over complete
 * results) the quickest way: each row 未检出. Suites about results enter real values themselves.
 */
export async function fillResults(app: FastifyInstance, staff: Headers, orderId: number): Promise<void> {
  const sheet = (await app.inject({ method: 'GET', url: `/api/institutionOrder/getResultSheet?orderId=${orderId}`, headers: staff })).json();
  if (sheet.retcode !== 1) return; // not ours, or not 检测中: the move itself will say why
  const rows = (sheet.data.rows as { key: string }[]).map((r) => ({ key: r.key, notDetected: true }));
  const saved = (await app.inject({ method: 'POST', url: '/api/institutionOrder/saveResults', headers: staff, payload: { orderId, rows } })).json();
  if (saved.retcode !== 1 && sheet.data.editable) throw new Error(`saveResults: ${saved.retmsg}`);
}

export async function act(app: FastifyInstance, p: Parties, action: OrderAction, actor: OrderActor, orderId: number) {
  if (action === 'issueReport' && actor === 'institution') await fillResults(app, p.staff, orderId);
  return (await app.inject(await requestFor(app, p, action, actor, orderId))).json() as { retcode: number; retmsg: string; data: unknown };
}

/** Places an order (with `extra` form fields over the defaults) and drives it through the API to `status`. */
export async function orderAt(app: FastifyInstance, p: Parties, status: OrderStatus, returnSample = false, extra?: Record<string, unknown>): Promise<number> {
  const id = await placeOrder(app, p.member, { returnSample, extra });
  for (const step of pathTo(status, { returnSample, hasContract: true, evaluated: false })) {
    const r = await act(app, p, step.action, step.actor, id);
    if (r.retcode !== 1) throw new Error(`${step.action} at ${step.from}: ${r.retmsg}`);
  }
  return id;
}
