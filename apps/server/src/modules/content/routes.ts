import {
  countArticleViewBodySchema,
  findAdvertInfoQuerySchema,
  findArticleCategoryQuerySchema,
  findArticleInfoQuerySchema,
  findNewsRecordQuerySchema,
  findSearchBoxQuerySchema,
  getArticleInfoQuerySchema,
  getInformationQuerySchema,
  getProtocolQuerySchema,
  queryArticleCategoryQuerySchema,
  queryArticleInfoQuerySchema,
  queryInformationQuerySchema,
} from '@tcm/shared';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import type { ZodTypeProvider } from '../../lib/zod-validation';

/** §7: the public information calls (articles, categories, adverts, news flashes, notices, statistics, protocols). */
const contentRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { articles, info } = app.services;

  app.get('/articleCategory/findArticleCategory', { schema: { querystring: findArticleCategoryQuerySchema } }, async (req) =>
    ok(await articles.findCategories(req.query.parentId, req.query)),
  );
  app.get('/articleCategory/queryArticleCategory', { schema: { querystring: queryArticleCategoryQuerySchema } }, async (req) =>
    ok(await articles.queryCategories(req.query.parentId)),
  );
  app.get('/api/articleInfo/findArticleInfo', { schema: { querystring: findArticleInfoQuerySchema } }, async (req) =>
    ok(await articles.findArticles(req.query, req.query)),
  );
  app.get('/api/articleInfo/queryArticleInfo', { schema: { querystring: queryArticleInfoQuerySchema } }, async (req) =>
    ok(await articles.queryArticles(req.query)),
  );
  app.get('/api/articleInfo/getArticleInfo', { schema: { querystring: getArticleInfoQuerySchema } }, async (req) =>
    ok(await articles.getArticle(req.query.id)),
  );
  // Ours: the view count, a write, is a POST of its own (issue #17: no GET changes a row).
  app.post('/api/articleInfo/countArticleView', { schema: { body: countArticleViewBodySchema } }, async (req) => ok(await articles.countView(req.body.id)));
  app.get('/api/articleInfo/findSearchBox', { schema: { querystring: findSearchBoxQuerySchema } }, async (req) => ok(await articles.search(req.query)));

  app.get('/api/advertInfo/findAdvertInfo', { schema: { querystring: findAdvertInfoQuerySchema } }, async (req) =>
    ok(await info.adverts(req.query.position)),
  );
  app.get('/api/newsRecord/findNewsRecord', { schema: { querystring: findNewsRecordQuerySchema } }, async (req) => ok(await info.newsRecords(req.query)));
  app.get('/api/pubsInformation/queryInformation', { schema: { querystring: queryInformationQuerySchema } }, async (req) =>
    ok(await info.pubs(req.query, req.query)),
  );
  app.get('/api/pubsInformation/getInformation', { schema: { querystring: getInformationQuerySchema } }, async (req) =>
    ok(await info.pubsDetail(req.query.id)),
  );
  app.get('/api/staticData/queryQualityStaticData', async () => ok(await info.qualityStatic()));
  app.get('/api/sysProtocol/getProtocol', { schema: { querystring: getProtocolQuerySchema } }, async (req) => ok(await info.protocol(req.query)));
};
export default contentRoutes;
