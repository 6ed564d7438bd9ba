import {
  ORDER_MESSAGES,
  addOrderEvaluationBodySchema,
  cancelOrderBodySchema,
  getOrderQuerySchema,
  getPayAmountQuerySchema,
  getRealTimeLogisticsQuerySchema,
  orderCalls as C,
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
import { route } from '../../lib/route';
import { OWNER_SCOPED } from '../../lib/route-config';
import { requireSession } from '../../plugins/auth';

const MEMBER = { auth: 'member' } as const;
const MEMBER_OWNED = { ...MEMBER, ...OWNER_SCOPED } as const;

/** §7 orderInfo and orderEvaluation/addOrderEvaluation (members, own orders); reports are modules/reports'. */
const orderRoutes: FastifyPluginAsync = async (app) => {
  const { orders, orderReader, memberMoves, orderTracking } = app.services;

  // Not owner-scoped: it names no record and always makes the caller's own orders.
  route(app, C.placeOrder, { config: MEMBER, schema: placeOrderBodySchema }, async (req) =>
    ok(await orders.place(requireSession(req.session), req.body), ORDER_MESSAGES.placed),
  );
  route(app, C.getPayAmount, { config: MEMBER_OWNED, schema: getPayAmountQuerySchema }, async (req) =>
    ok(await orders.payAmount(requireSession(req.session), req.query)),
  );
  route(app, C.queryOrderInfo, { config: MEMBER_OWNED, schema: queryOrderQuerySchema }, async (req) =>
    ok(await orderReader.page({ memberId: requireSession(req.session).memberId }, req.query)),
  );
  route(app, C.getOrder, { config: MEMBER_OWNED, schema: getOrderQuerySchema }, async (req) =>
    ok(await orderReader.detail({ memberId: requireSession(req.session).memberId }, req.query.id)),
  );
  route(app, C.getRealTimeLogistics, { config: MEMBER_OWNED, schema: getRealTimeLogisticsQuerySchema }, async (req) =>
    ok(await orderTracking.logistics(requireSession(req.session), req.query.orderId)),
  );
  route(app, C.cancelOrder, { config: MEMBER_OWNED, schema: cancelOrderBodySchema }, async (req) =>
    ok(await memberMoves.cancel(requireSession(req.session), req.body), ORDER_MESSAGES.moved),
  );
  route(app, C.signContract, { config: MEMBER_OWNED, schema: signContractBodySchema }, async (req) =>
    ok(await memberMoves.signContract(requireSession(req.session), req.body), ORDER_MESSAGES.moved),
  );
  route(app, C.payOrder, { config: MEMBER_OWNED, schema: payOrderBodySchema }, async (req) =>
    ok(await memberMoves.pay(requireSession(req.session), req.body), ORDER_MESSAGES.moved),
  );
  route(app, C.sendOutGoods, { config: MEMBER_OWNED, schema: sendOutGoodsBodySchema }, async (req) =>
    ok(await memberMoves.sendSamples(requireSession(req.session), req.body), ORDER_MESSAGES.moved),
  );
  route(app, C.resubmitOrder, { config: MEMBER_OWNED, schema: resubmitOrderBodySchema }, async (req) =>
    ok(await orders.resubmit(requireSession(req.session), req.body), ORDER_MESSAGES.moved),
  );
  // Owner-scoped: it reads the caller's own orders (issue #20's checkout prefill).
  route(app, C.getCheckoutPrefill, { config: MEMBER_OWNED }, async (req) => ok(await orderReader.checkoutPrefill(requireSession(req.session).memberId)));
  route(app, C.queryNewOrder, { schema: queryNewOrderQuerySchema }, async (req) => ok(await orders.ticker(req.query.limit)));

  route(app, C.addOrderEvaluation, { config: MEMBER_OWNED, schema: addOrderEvaluationBodySchema }, async (req) =>
    ok(await memberMoves.evaluate(requireSession(req.session), req.body), ORDER_MESSAGES.evaluated),
  );
};
export default orderRoutes;
