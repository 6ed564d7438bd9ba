import { catalogueCalls as C, findServiceCategoryQuerySchema, findTestItemQuerySchema, getTestVarietyLibraryListQuerySchema } from '@tcm/shared';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import { route } from '../../lib/route';

/** Public catalogue calls of §7 that issue #8 did not register. */
const catalogueRoutes: FastifyPluginAsync = async (app) => {
  const { catalogue } = app.services;
  route(app, C.findServiceCategory, { schema: findServiceCategoryQuerySchema }, async (req) => ok(await catalogue.categories(req.query)));
  route(app, C.getTestBasis, {}, async () => ok(catalogue.testBases()));
  route(app, C.findTestItem, { schema: findTestItemQuerySchema }, async (req) => ok(await catalogue.testItems(req.query)));
  route(app, C.getTestVarietyLibraryList, { schema: getTestVarietyLibraryListQuerySchema }, async (req) => ok(await catalogue.varieties(req.query)));
  route(app, C.getTestTraitLibraryList, {}, async () => ok(await catalogue.traits()));
};
export default catalogueRoutes;
