import {
  ORDER_MESSAGES,
  addTrackingEventBodySchema,
  getOrderQuerySchema,
  institutionOrderIdBodySchema,
  provideContractBodySchema,
  queryTrackingEventsQuerySchema,
  queryOrderQuerySchema,
  reasonBodySchema,
  shipSampleBackBodySchema,
} from '@tcm/shared';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import { OWNER_SCOPED } from '../../lib/route-config';
import type { ZodTypeProvider } from '../../lib/zod-validation';
import { requireStaff } from '../../plugins/auth';
import { staffActorOf } from '../staff/actor';

/** Staff of one institution, on that institution's orders only. */
const STAFF = { auth: 'institution', ...OWNER_SCOPED } as const;

/** Ours: the institution side of the order lifecycle (issue #9; its screens come with #11); issuing the report is modules/reports'. */
const institutionOrderRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { orderReader, institutionMoves: m, orderTracking } = app.services;
  const P = '/api/institutionOrder';

  app.get(`${P}/queryOrder`, { config: STAFF, schema: { querystring: queryOrderQuerySchema } }, async (req) =>
    ok(await orderReader.page({ institutionId: requireStaff(req.staff).institutionId }, req.query)),
  );
  app.get(`${P}/getOrder`, { config: STAFF, schema: { querystring: getOrderQuerySchema } }, async (req) =>
    ok(await orderReader.detail({ institutionId: requireStaff(req.staff).institutionId }, req.query.id)),
  );
  const moves = [
    ['approveOrder', institutionOrderIdBodySchema, m.approve],
    ['rejectOrder', reasonBodySchema, m.reject],
    ['provideContract', provideContractBodySchema, m.provideContract],
    ['confirmPayment', institutionOrderIdBodySchema, m.confirmPayment],
    ['rejectPayment', reasonBodySchema, m.rejectPayment],
    ['confirmReceipt', institutionOrderIdBodySchema, m.confirmReceipt],
    ['returnOrder', reasonBodySchema, m.returnOrder],
    ['shipSampleBack', shipSampleBackBodySchema, m.shipSampleBack],
  ] as const;
  for (const [name, body, handler] of moves) {
    app.post(`${P}/${name}`, { config: STAFF, schema: { body } }, async (req) =>
      ok(await (handler as (s: ReturnType<typeof requireStaff>, b: unknown) => Promise<unknown>)(staffActorOf(req), req.body), ORDER_MESSAGES.moved),
    );
  }
  app.post(`${P}/addTrackingEvent`, { config: STAFF, schema: { body: addTrackingEventBodySchema } }, async (req) => {
    await m.addTrackingEvent(staffActorOf(req), req.body);
    return ok(null, ORDER_MESSAGES.moved);
  });
  app.get(`${P}/queryTrackingEvents`, { config: STAFF, schema: { querystring: queryTrackingEventsQuerySchema } }, async (req) =>
    ok(await orderTracking.trackingEvents(requireStaff(req.staff), req.query.orderId)),
  );
};
export default institutionOrderRoutes;
