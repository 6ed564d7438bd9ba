import { findServiceCategoryQuerySchema, findTestItemQuerySchema, getTestVarietyLibraryListQuerySchema } from '@tcm/shared';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import type { ZodTypeProvider } from '../../lib/zod-validation';

/** Public catalogue calls of §7 that issue #8 did not register. */
const catalogueRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { catalogue } = app.services;
  app.get('/api/serviceCategory/findServiceCategory', { schema: { querystring: findServiceCategoryQuerySchema } }, async (req) => ok(await catalogue.categories(req.query)));
  app.get('/api/serviceCategory/getTestBasis', async () => ok(catalogue.testBases()));
  app.get('/api/testItem/findTestItem', { schema: { querystring: findTestItemQuerySchema } }, async (req) => ok(await catalogue.testItems(req.query)));
  app.get('/api/testVarietyLibrary/getTestVarietyLibraryList', { schema: { querystring: getTestVarietyLibraryListQuerySchema } }, async (req) =>
    ok(await catalogue.varieties(req.query)),
  );
  app.get('/api/testTraitLibrary/getTestTraitLibraryList', async () => ok(await catalogue.traits()));
};
export default catalogueRoutes;
