import { supplierListQuerySchema } from '@tcm/shared';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import type { ZodTypeProvider } from '../../lib/zod-validation';

/** §7 sysMember/getPremiumMember and getRecommendSupplier (unprefixed, public). */
const supplierRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { suppliers } = app.services;
  app.get('/sysMember/getPremiumMember', { schema: { querystring: supplierListQuerySchema } }, async (req) => ok(await suppliers.premium(req.query.limit)));
  app.get('/sysMember/getRecommendSupplier', { schema: { querystring: supplierListQuerySchema } }, async (req) => ok(await suppliers.recommended(req.query.limit)));
};
export default supplierRoutes;
