import { ADMIN_MESSAGES, adminCalls as C, adminIdBodySchema, adminProductQuerySchema, adminRejectBodySchema } from '@tcm/shared';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import { route } from '../../lib/route';
import { OPERATOR_ONLY, actorOf } from '../audit/actor';

/** Product reviews: members' listings waiting to go on the mall. */
const adminProductRoutes: FastifyPluginAsync = async (app) => {
  const { products } = app.services.admin;
  route(app, C.productQuery, { config: OPERATOR_ONLY, schema: adminProductQuerySchema }, async (req) => ok(await products.query(req.query)));
  route(app, C.productApprove, { config: OPERATOR_ONLY, schema: adminIdBodySchema }, async (req) =>
    ok(await products.approve(actorOf(req), req.body.id), ADMIN_MESSAGES.productApproved),
  );
  route(app, C.productReject, { config: OPERATOR_ONLY, schema: adminRejectBodySchema }, async (req) =>
    ok(await products.reject(actorOf(req), req.body.id, req.body.reason), ADMIN_MESSAGES.productRejected),
  );
};
export default adminProductRoutes;
