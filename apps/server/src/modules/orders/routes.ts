import {
  ORDER_MESSAGES,
  addOrderEvaluationBodySchema,
  cancelOrderBodySchema,
  getOrderQuerySchema,
  getPayAmountQuerySchema,
  getRealTimeLogisticsQuerySchema,
  payOrderBodySchema,
  placeOrderBodySchema,
  queryNewOrderQuerySchema,
  queryOrderQuerySchema,
  resubmitOrderBodySchema,
  sendOutGoodsBodySchema,
  signContractBodySchema,
} from '@tcm/shared';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import { OWNER_SCOPED } from '../../lib/route-config';
import type { ZodTypeProvider } from '../../lib/zod-validation';
import { requireSession } from '../../plugins/auth';

const MEMBER = { auth: 'member' } as const;
const MEMBER_OWNED = { ...MEMBER, ...OWNER_SCOPED } as const;

/** §7 orderInfo and orderEvaluation/addOrderEvaluation (members, own orders); reports are modules/reports'. */
const orderRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { orders, orderReader, memberMoves, orderTracking } = app.services;
  const P = '/api/orderInfo';

  // Not owner-scoped: it names no record and always makes the caller's own orders.
  app.post(`${P}/placeOrder`, { config: MEMBER, schema: { body: placeOrderBodySchema } }, async (req) =>
    ok(await orders.place(requireSession(req.session), req.body), ORDER_MESSAGES.placed),
  );
  app.get(`${P}/getPayAmount`, { config: MEMBER_OWNED, schema: { querystring: getPayAmountQuerySchema } }, async (req) =>
    ok(await orders.payAmount(requireSession(req.session), req.query)),
  );
  app.get(`${P}/queryOrderInfo`, { config: MEMBER_OWNED, schema: { querystring: queryOrderQuerySchema } }, async (req) =>
    ok(await orderReader.page({ memberId: requireSession(req.session).memberId }, req.query)),
  );
  app.get(`${P}/getOrder`, { config: MEMBER_OWNED, schema: { querystring: getOrderQuerySchema } }, async (req) =>
    ok(await orderReader.detail({ memberId: requireSession(req.session).memberId }, req.query.id)),
  );
  app.get(`${P}/getRealTimeLogistics`, { config: MEMBER_OWNED, schema: { querystring: getRealTimeLogisticsQuerySchema } }, async (req) =>
    ok(await orderTracking.logistics(requireSession(req.session), req.query.orderId)),
  );
  app.post(`${P}/cancelOrder`, { config: MEMBER_OWNED, schema: { body: cancelOrderBodySchema } }, async (req) =>
    ok(await memberMoves.cancel(requireSession(req.session), req.body), ORDER_MESSAGES.moved),
  );
  app.post(`${P}/signContract`, { config: MEMBER_OWNED, schema: { body: signContractBodySchema } }, async (req) =>
    ok(await memberMoves.signContract(requireSession(req.session), req.body), ORDER_MESSAGES.moved),
  );
  app.post(`${P}/payOrder`, { config: MEMBER_OWNED, schema: { body: payOrderBodySchema } }, async (req) =>
    ok(await memberMoves.pay(requireSession(req.session), req.body), ORDER_MESSAGES.moved),
  );
  app.post(`${P}/sendOutGoods`, { config: MEMBER_OWNED, schema: { body: sendOutGoodsBodySchema } }, async (req) =>
    ok(await memberMoves.sendSamples(requireSession(req.session), req.body), ORDER_MESSAGES.moved),
  );
  app.post(`${P}/resubmitOrder`, { config: MEMBER_OWNED, schema: { body: resubmitOrderBodySchema } }, async (req) =>
    ok(await orders.resubmit(requireSession(req.session), req.body), ORDER_MESSAGES.moved),
  );
  // Owner-scoped: it reads the caller's own orders (issue #20's checkout prefill).
  app.get(`${P}/getCheckoutPrefill`, { config: MEMBER_OWNED }, async (req) => ok(await orderReader.checkoutPrefill(requireSession(req.session).memberId)));
  app.get(`${P}/queryNewOrder`, { schema: { querystring: queryNewOrderQuerySchema } }, async (req) => ok(await orders.ticker(req.query.limit)));

  app.post('/api/orderEvaluation/addOrderEvaluation', { config: MEMBER_OWNED, schema: { body: addOrderEvaluationBodySchema } }, async (req) =>
    ok(await memberMoves.evaluate(requireSession(req.session), req.body), ORDER_MESSAGES.evaluated),
  );
};
export default orderRoutes;
