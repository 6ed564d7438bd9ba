import { ORDER_STATUS } from '@tcm/shared';
import { type Parties, orderAt, servicesOf, signInOnce, uploadPdf } from '../helpers/orders';
import type { OwnershipAttempt, OwnershipContext, OwnershipRow } from './ownership-matrix';

/**
 * Ownership rows of issue #11's institution workbench: the resource belongs to jigou01's
 * institution (an order of member A it has reported on, its services, its profile, its
 * evaluations); member B and
 * a visitor are refused. Staff of another institution are tried in reports-admin.test.ts and
 * institution-admin.test.ts.
 */
async function reportedOrder(ctx: OwnershipContext): Promise<{ orderId: number; p: Parties }> {
  const staff = await signInOnce(ctx.app, 'jigou01');
  const p = { member: ctx.owner.headers, staff, memberPdf: await uploadPdf(ctx.app, ctx.owner.headers), staffPdf: await uploadPdf(ctx.app, staff) };
  return { orderId: await orderAt(ctx.app, p, ORDER_STATUS.COMPLETED), p };
}

const row = (route: string, make: (ctx: OwnershipContext) => Promise<Omit<OwnershipAttempt, 'method' | 'url'>>): OwnershipRow => {
  const [method, url] = route.split(' ') as ['GET' | 'POST', string];
  return { route, makeAsOwner: async (ctx) => ({ method, url, ...(await make(ctx)) }) };
};
const ourService = async (ctx: OwnershipContext) => (await servicesOf(ctx.app, 'jigou01'))[0]!;
const serviceForm = (testItemId: number) => ({ testItemId, price: '100', periodDays: 5, qualifications: [], varieties: ['ownership'] });

export const WORKBENCH_OWNERSHIP_ROWS: OwnershipRow[] = [
  row('GET /api/institutionOrder/queryOrderReports', async (ctx) => ({ query: { orderId: String((await reportedOrder(ctx)).orderId) } })),
  row('POST /api/institutionOrder/replaceReport', async (ctx) => {
    const { orderId, p } = await reportedOrder(ctx);
    return { body: { orderId, reportUrl: p.staffPdf, reason: '更正' } };
  }),
  row('POST /api/institutionOrder/revokeReport', async (ctx) => ({ body: { orderId: (await reportedOrder(ctx)).orderId, reason: '撤销' } })),
  row('GET /api/institutionService/queryMyService', async () => ({})),
  row('POST /api/institutionService/addMyService', async (ctx) => {
    const s = await ctx.app.db.selectFrom('institution_test_service').select('test_item_id').where('id', '=', (await ourService(ctx)).id).executeTakeFirstOrThrow();
    return { body: serviceForm(s.test_item_id) };
  }),
  row('POST /api/institutionService/editMyService', async (ctx) => {
    const s = await ctx.app.db.selectFrom('institution_test_service').select(['id', 'test_item_id']).where('id', '=', (await ourService(ctx)).id).executeTakeFirstOrThrow();
    return { body: { id: s.id, ...serviceForm(s.test_item_id) } };
  }),
  row('POST /api/institutionService/changeMyServiceStatus', async (ctx) => ({ body: { id: (await ourService(ctx)).id, status: 0 } })),
  row('GET /api/institutionProfile/getMyProfile', async () => ({})),
  // The seed gives every institution evaluations; a member (B) is refused the call outright.
  row('GET /api/institution/evaluation/queryMyEvaluation', async () => ({})),
  row('GET /api/institutionOrder/queryTrackingEvents', async (ctx) => ({ query: { orderId: String((await reportedOrder(ctx)).orderId) } })),
  row('POST /api/institutionProfile/editMyProfile', async () => ({
    body: { intro: '简介', city: '杭州', address: '西湖区文三路100号', contactName: '李工', contactPhone: '13912345678', email: 'lab@example.cn' },
  })),
];
