import { ADMIN_MESSAGES, adminQualityInfoQuerySchema, adminQualityMarkBodySchema } from '@tcm/shared';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import type { ZodTypeProvider } from '../../lib/zod-validation';
import { OPERATOR_ONLY, actorOf } from '../audit/actor';
import adminProductRoutes from './product-review-routes';
import adminReviewRoutes from './review-routes';
import adminSettlementRoutes from './settlement-routes';

/** Issue #11 operator console, /api/admin/*: every call operator-only; /examine applications and the dashboard here, the audit log's calls in modules/audit. */
const adminRoutes: FastifyPluginAsync = async (fastify) => {
  await fastify.register(adminSettlementRoutes);
  await fastify.register(adminReviewRoutes);
  await fastify.register(adminProductRoutes);
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { quality, dashboard } = app.services.admin;

  app.get('/api/admin/qualityInfo/query', { config: OPERATOR_ONLY, schema: { querystring: adminQualityInfoQuerySchema } }, async (req) => ok(await quality.query(req.query)));
  app.post('/api/admin/qualityInfo/mark', { config: OPERATOR_ONLY, schema: { body: adminQualityMarkBodySchema } }, async (req) => {
    await quality.mark(actorOf(req), req.body);
    return ok(null, ADMIN_MESSAGES.qualityMarked);
  });

  app.get('/api/admin/dashboard', { config: OPERATOR_ONLY }, async () => ok(await dashboard.figures()));
};
export default adminRoutes;
