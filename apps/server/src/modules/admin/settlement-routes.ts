import { ADMIN_MESSAGES, adminIdBodySchema, adminIdQuerySchema, adminRejectBodySchema, adminSettlementQuerySchema } from '@tcm/shared';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import type { ZodTypeProvider } from '../../lib/zod-validation';
import { OPERATOR_ONLY, actorOf } from '../audit/actor';

/** Settlement applications: list, read (with signed links to the private attachments), approve, reject. */
const adminSettlementRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { settlements } = app.services.admin;
  app.get('/api/admin/settlement/query', { config: OPERATOR_ONLY, schema: { querystring: adminSettlementQuerySchema } }, async (req) => ok(await settlements.query(req.query)));
  app.get('/api/admin/settlement/getSettlement', { config: OPERATOR_ONLY, schema: { querystring: adminIdQuerySchema } }, async (req) => ok(await settlements.detail(req.query.id)));
  app.post('/api/admin/settlement/approve', { config: OPERATOR_ONLY, schema: { body: adminIdBodySchema } }, async (req) =>
    ok(await settlements.approve(actorOf(req), req.body.id), ADMIN_MESSAGES.settlementApproved),
  );
  app.post('/api/admin/settlement/reject', { config: OPERATOR_ONLY, schema: { body: adminRejectBodySchema } }, async (req) => {
    await settlements.reject(actorOf(req), req.body.id, req.body.reason);
    return ok(null, ADMIN_MESSAGES.settlementRejected);
  });
};
export default adminSettlementRoutes;
