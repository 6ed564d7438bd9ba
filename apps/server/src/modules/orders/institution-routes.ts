import {
  ORDER_MESSAGES,
  addTrackingEventBodySchema,
  getOrderQuerySchema,
  institutionOrderCalls as C,
  institutionOrderIdBodySchema,
  provideContractBodySchema,
  queryTrackingEventsQuerySchema,
  queryOrderQuerySchema,
  reasonBodySchema,
  shipSampleBackBodySchema,
} from '@tcm/shared';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import { route } from '../../lib/route';
import { OWNER_SCOPED } from '../../lib/route-config';
import { requireStaff } from '../../plugins/auth';
import { staffActorOf } from '../staff/actor';

/** Staff of one institution, on that institution's orders only. */
const STAFF = { config: { auth: 'institution', ...OWNER_SCOPED } } as const;

/** Ours: the institution side of the order lifecycle (issue #9; its screens come with #11); issuing the report is modules/reports'. */
const institutionOrderRoutes: FastifyPluginAsync = async (app) => {
  const { orderReader, institutionMoves: m, orderTracking } = app.services;

  route(app, C.queryOrder, { ...STAFF, schema: queryOrderQuerySchema }, async (req) =>
    ok(await orderReader.page({ institutionId: requireStaff(req.staff).institutionId }, req.query)),
  );
  route(app, C.getOrder, { ...STAFF, schema: getOrderQuerySchema }, async (req) =>
    ok(await orderReader.detail({ institutionId: requireStaff(req.staff).institutionId }, req.query.id)),
  );
  // The moves of the lifecycle table: each answers the order as it now stands.
  route(app, C.approveOrder, { ...STAFF, schema: institutionOrderIdBodySchema }, async (req) => ok(await m.approve(staffActorOf(req), req.body), ORDER_MESSAGES.moved));
  route(app, C.rejectOrder, { ...STAFF, schema: reasonBodySchema }, async (req) => ok(await m.reject(staffActorOf(req), req.body), ORDER_MESSAGES.moved));
  route(app, C.provideContract, { ...STAFF, schema: provideContractBodySchema }, async (req) => ok(await m.provideContract(staffActorOf(req), req.body), ORDER_MESSAGES.moved));
  route(app, C.confirmPayment, { ...STAFF, schema: institutionOrderIdBodySchema }, async (req) => ok(await m.confirmPayment(staffActorOf(req), req.body), ORDER_MESSAGES.moved));
  route(app, C.rejectPayment, { ...STAFF, schema: reasonBodySchema }, async (req) => ok(await m.rejectPayment(staffActorOf(req), req.body), ORDER_MESSAGES.moved));
  route(app, C.confirmReceipt, { ...STAFF, schema: institutionOrderIdBodySchema }, async (req) => ok(await m.confirmReceipt(staffActorOf(req), req.body), ORDER_MESSAGES.moved));
  route(app, C.returnOrder, { ...STAFF, schema: reasonBodySchema }, async (req) => ok(await m.returnOrder(staffActorOf(req), req.body), ORDER_MESSAGES.moved));
  route(app, C.shipSampleBack, { ...STAFF, schema: shipSampleBackBodySchema }, async (req) => ok(await m.shipSampleBack(staffActorOf(req), req.body), ORDER_MESSAGES.moved));
  route(app, C.addTrackingEvent, { ...STAFF, schema: addTrackingEventBodySchema }, async (req) => {
    await m.addTrackingEvent(staffActorOf(req), req.body);
    return ok(null, ORDER_MESSAGES.moved);
  });
  route(app, C.queryTrackingEvents, { ...STAFF, schema: queryTrackingEventsQuerySchema }, async (req) =>
    ok(await orderTracking.trackingEvents(requireStaff(req.staff), req.query.orderId)),
  );
};
export default institutionOrderRoutes;
