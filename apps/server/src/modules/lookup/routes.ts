import {
  findCategoryInfoQuerySchema,
  getCategoryInfoQuerySchema,
  getQualityControlStandardQuerySchema,
  lookupCalls as C,
  lookupSearchQuerySchema,
  queryCatalogueQuerySchema,
  queryQualityControlStandardQuerySchema,
} from '@tcm/shared';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import { route } from '../../lib/route';

/** Issue #7: §7 qualityControlStandard and categoryInfo, and the lookup search over both. All public. */
const lookupRoutes: FastifyPluginAsync = async (app) => {
  const { standards, monographs, lookup } = app.services;

  route(app, C.queryQualityControlStandard, { schema: queryQualityControlStandardQuerySchema }, async (req) => ok(await standards.query(req.query)));
  route(app, C.getQualityControlStandard, { schema: getQualityControlStandardQuerySchema }, async (req) => ok(await standards.get(req.query.id)));
  route(app, C.queryIssuers, {}, async () => ok(await standards.issuers()));

  route(app, C.queryCatalogue, { schema: queryCatalogueQuerySchema }, async (req) => ok(await monographs.catalogue(req.query.edition)));
  route(app, C.findCategoryInfo, { schema: findCategoryInfoQuerySchema }, async (req) => ok(await monographs.find(req.query)));
  route(app, C.getCategoryInfo, { schema: getCategoryInfoQuerySchema }, async (req) => ok(await monographs.get(req.query.id)));

  route(app, C.search, { schema: lookupSearchQuerySchema }, async (req) => ok(await lookup.search(req.query)));
};
export default lookupRoutes;
