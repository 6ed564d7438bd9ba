import { ADMIN_MESSAGES, adminCalls as C, adminQualityInfoQuerySchema, adminQualityMarkBodySchema } from '@tcm/shared';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import { route } from '../../lib/route';
import { OPERATOR_ONLY, actorOf } from '../audit/actor';
import adminProductRoutes from './product-review-routes';
import adminReviewRoutes from './review-routes';
import adminSettlementRoutes from './settlement-routes';

/** Issue #11 operator console, /api/admin/*: every call operator-only; /examine applications and the dashboard here, the audit log's calls in modules/audit. */
const adminRoutes: FastifyPluginAsync = async (app) => {
  await app.register(adminSettlementRoutes);
  await app.register(adminReviewRoutes);
  await app.register(adminProductRoutes);
  const { quality, dashboard, failureRates } = app.services.admin;

  route(app, C.qualityInfoQuery, { config: OPERATOR_ONLY, schema: adminQualityInfoQuerySchema }, async (req) => ok(await quality.query(req.query)));
  route(app, C.mark, { config: OPERATOR_ONLY, schema: adminQualityMarkBodySchema }, async (req) => {
    await quality.mark(actorOf(req), req.body);
    return ok(null, ADMIN_MESSAGES.qualityMarked);
  });

  route(app, C.dashboard, { config: OPERATOR_ONLY }, async () => ok(await dashboard.figures()));
  route(app, C.failureRates, { config: OPERATOR_ONLY }, async () => ok(await failureRates.figures()));
};
export default adminRoutes;
