import { supplierCalls as C, supplierListQuerySchema } from '@tcm/shared';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import { route } from '../../lib/route';

/** §7 sysMember/getPremiumMember and getRecommendSupplier (unprefixed, public). */
const supplierRoutes: FastifyPluginAsync = async (app) => {
  const { suppliers } = app.services;
  route(app, C.getPremiumMember, { schema: supplierListQuerySchema }, async (req) => ok(await suppliers.premium(req.query.limit)));
  route(app, C.getRecommendSupplier, { schema: supplierListQuerySchema }, async (req) => ok(await suppliers.recommended(req.query.limit)));
};
export default supplierRoutes;
