import {
  ADMIN_MESSAGES,
  adminEvaluationQuerySchema,
  adminIdBodySchema,
  adminMemberBodySchema,
  adminRealNameQuerySchema,
  adminRejectBodySchema,
  adminRejectRealNameBodySchema,
} from '@tcm/shared';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import type { ZodTypeProvider } from '../../lib/zod-validation';
import { OPERATOR_ONLY, actorOf } from '../audit/actor';

/** Member real-name reviews and order evaluation audits. */
const adminReviewRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { reviews } = app.services.admin;
  app.get('/api/admin/member/queryRealName', { config: OPERATOR_ONLY, schema: { querystring: adminRealNameQuerySchema } }, async (req) => ok(await reviews.queryRealName(req.query)));
  app.post('/api/admin/member/approveRealName', { config: OPERATOR_ONLY, schema: { body: adminMemberBodySchema } }, async (req) => {
    await reviews.approveRealName(actorOf(req), req.body.memberId);
    return ok(null, ADMIN_MESSAGES.realNameApproved);
  });
  app.post('/api/admin/member/rejectRealName', { config: OPERATOR_ONLY, schema: { body: adminRejectRealNameBodySchema } }, async (req) => {
    await reviews.rejectRealName(actorOf(req), req.body.memberId, req.body.reason);
    return ok(null, ADMIN_MESSAGES.realNameRejected);
  });

  app.get('/api/admin/evaluation/query', { config: OPERATOR_ONLY, schema: { querystring: adminEvaluationQuerySchema } }, async (req) => ok(await reviews.queryEvaluation(req.query)));
  app.post('/api/admin/evaluation/approve', { config: OPERATOR_ONLY, schema: { body: adminIdBodySchema } }, async (req) => {
    await reviews.approveEvaluation(actorOf(req), req.body.id);
    return ok(null, ADMIN_MESSAGES.evaluationApproved);
  });
  app.post('/api/admin/evaluation/reject', { config: OPERATOR_ONLY, schema: { body: adminRejectBodySchema } }, async (req) => {
    await reviews.rejectEvaluation(actorOf(req), req.body.id, req.body.reason);
    return ok(null, ADMIN_MESSAGES.evaluationRejected);
  });
};
export default adminReviewRoutes;
