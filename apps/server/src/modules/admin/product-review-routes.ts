import { ADMIN_MESSAGES, adminIdBodySchema, adminProductQuerySchema, adminRejectBodySchema } from '@tcm/shared';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import type { ZodTypeProvider } from '../../lib/zod-validation';
import { OPERATOR_ONLY, actorOf } from '../audit/actor';

/** Product reviews: members' listings waiting to go on the mall. */
const adminProductRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { products } = app.services.admin;
  app.get('/api/admin/product/query', { config: OPERATOR_ONLY, schema: { querystring: adminProductQuerySchema } }, async (req) => ok(await products.query(req.query)));
  app.post('/api/admin/product/approve', { config: OPERATOR_ONLY, schema: { body: adminIdBodySchema } }, async (req) =>
    ok(await products.approve(actorOf(req), req.body.id), ADMIN_MESSAGES.productApproved),
  );
  app.post('/api/admin/product/reject', { config: OPERATOR_ONLY, schema: { body: adminRejectBodySchema } }, async (req) =>
    ok(await products.reject(actorOf(req), req.body.id, req.body.reason), ADMIN_MESSAGES.productRejected),
  );
};
export default adminProductRoutes;
