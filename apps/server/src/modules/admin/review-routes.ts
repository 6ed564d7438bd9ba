import {
  ADMIN_MESSAGES,
  adminCalls as C,
  adminEvaluationQuerySchema,
  adminIdBodySchema,
  adminMemberBodySchema,
  adminRealNameQuerySchema,
  adminRejectBodySchema,
  adminRejectRealNameBodySchema,
} from '@tcm/shared';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import { route } from '../../lib/route';
import { OPERATOR_ONLY, actorOf } from '../audit/actor';

/** Member real-name reviews and order evaluation audits. */
const adminReviewRoutes: FastifyPluginAsync = async (app) => {
  const { reviews } = app.services.admin;
  route(app, C.queryRealName, { config: OPERATOR_ONLY, schema: adminRealNameQuerySchema }, async (req) => ok(await reviews.queryRealName(req.query)));
  route(app, C.approveRealName, { config: OPERATOR_ONLY, schema: adminMemberBodySchema }, async (req) => {
    await reviews.approveRealName(actorOf(req), req.body.memberId);
    return ok(null, ADMIN_MESSAGES.realNameApproved);
  });
  route(app, C.rejectRealName, { config: OPERATOR_ONLY, schema: adminRejectRealNameBodySchema }, async (req) => {
    await reviews.rejectRealName(actorOf(req), req.body.memberId, req.body.reason);
    return ok(null, ADMIN_MESSAGES.realNameRejected);
  });

  route(app, C.evaluationQuery, { config: OPERATOR_ONLY, schema: adminEvaluationQuerySchema }, async (req) => ok(await reviews.queryEvaluation(req.query)));
  route(app, C.evaluationApprove, { config: OPERATOR_ONLY, schema: adminIdBodySchema }, async (req) => {
    await reviews.approveEvaluation(actorOf(req), req.body.id);
    return ok(null, ADMIN_MESSAGES.evaluationApproved);
  });
  route(app, C.evaluationReject, { config: OPERATOR_ONLY, schema: adminRejectBodySchema }, async (req) => {
    await reviews.rejectEvaluation(actorOf(req), req.body.id, req.body.reason);
    return ok(null, ADMIN_MESSAGES.evaluationRejected);
  });
};
export default adminReviewRoutes;
