import { ADMIN_MESSAGES, adminCalls as C, adminIdBodySchema, adminIdQuerySchema, adminRejectBodySchema, adminSettlementQuerySchema } from '@tcm/shared';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import { route } from '../../lib/route';
import { OPERATOR_ONLY, actorOf } from '../audit/actor';

/** Settlement applications: list, read (with signed links to the private attachments), approve, reject. */
const adminSettlementRoutes: FastifyPluginAsync = async (app) => {
  const { settlements } = app.services.admin;
  route(app, C.settlementQuery, { config: OPERATOR_ONLY, schema: adminSettlementQuerySchema }, async (req) => ok(await settlements.query(req.query)));
  route(app, C.getSettlement, { config: OPERATOR_ONLY, schema: adminIdQuerySchema }, async (req) => ok(await settlements.detail(req.query.id)));
  route(app, C.settlementApprove, { config: OPERATOR_ONLY, schema: adminIdBodySchema }, async (req) =>
    ok(await settlements.approve(actorOf(req), req.body.id), ADMIN_MESSAGES.settlementApproved),
  );
  route(app, C.settlementReject, { config: OPERATOR_ONLY, schema: adminRejectBodySchema }, async (req) => {
    await settlements.reject(actorOf(req), req.body.id, req.body.reason);
    return ok(null, ADMIN_MESSAGES.settlementRejected);
  });
};
export default adminSettlementRoutes;
