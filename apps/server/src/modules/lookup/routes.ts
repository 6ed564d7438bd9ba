import {
  findCategoryInfoQuerySchema,
  getCategoryInfoQuerySchema,
  getQualityControlStandardQuerySchema,
  lookupSearchQuerySchema,
  queryCatalogueQuerySchema,
  queryQualityControlStandardQuerySchema,
} from '@tcm/shared';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import type { ZodTypeProvider } from '../../lib/zod-validation';

/** Issue #7: §7 qualityControlStandard and categoryInfo, and the lookup search over both. All public. */
const lookupRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { standards, monographs, lookup } = app.services;

  app.get('/api/qualityControlStandard/queryQualityControlStandard', { schema: { querystring: queryQualityControlStandardQuerySchema } }, async (req) =>
    ok(await standards.query(req.query)),
  );
  app.get('/api/qualityControlStandard/getQualityControlStandard', { schema: { querystring: getQualityControlStandardQuerySchema } }, async (req) =>
    ok(await standards.get(req.query.id)),
  );
  app.get('/api/qualityControlStandard/queryIssuers', async () => ok(await standards.issuers()));

  app.get('/api/categoryInfo/queryCatalogue', { schema: { querystring: queryCatalogueQuerySchema } }, async (req) =>
    ok(await monographs.catalogue(req.query.edition)),
  );
  app.get('/api/categoryInfo/findCategoryInfo', { schema: { querystring: findCategoryInfoQuerySchema } }, async (req) => ok(await monographs.find(req.query)));
  app.get('/api/categoryInfo/getCategoryInfo', { schema: { querystring: getCategoryInfoQuerySchema } }, async (req) => ok(await monographs.get(req.query.id)));

  app.get('/api/lookup/search', { schema: { querystring: lookupSearchQuerySchema } }, async (req) => ok(await lookup.search(req.query)));
};
export default lookupRoutes;
