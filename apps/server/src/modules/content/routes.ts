import {
  contentCalls as C,
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
import { route } from '../../lib/route';

/** §7: the public information calls (articles, categories, adverts, news flashes, notices, statistics, protocols). */
const contentRoutes: FastifyPluginAsync = async (app) => {
  const { articles, info } = app.services;

  route(app, C.findArticleCategory, { schema: findArticleCategoryQuerySchema }, async (req) =>
    ok(await articles.findCategories(req.query.parentId, req.query)),
  );
  route(app, C.queryArticleCategory, { schema: queryArticleCategoryQuerySchema }, async (req) => ok(await articles.queryCategories(req.query.parentId)));
  route(app, C.findArticleInfo, { schema: findArticleInfoQuerySchema }, async (req) => ok(await articles.findArticles(req.query, req.query)));
  route(app, C.queryArticleInfo, { schema: queryArticleInfoQuerySchema }, async (req) => ok(await articles.queryArticles(req.query)));
  route(app, C.getArticleInfo, { schema: getArticleInfoQuerySchema }, async (req) => ok(await articles.getArticle(req.query.id)));
  // Ours: the view count, a write, is a POST of its own (issue #17: no GET changes a row).
  route(app, C.countArticleView, { schema: countArticleViewBodySchema }, async (req) => ok(await articles.countView(req.body.id)));
  route(app, C.findSearchBox, { schema: findSearchBoxQuerySchema }, async (req) => ok(await articles.search(req.query)));

  route(app, C.findAdvertInfo, { schema: findAdvertInfoQuerySchema }, async (req) => ok(await info.adverts(req.query.position)));
  route(app, C.findNewsRecord, { schema: findNewsRecordQuerySchema }, async (req) => ok(await info.newsRecords(req.query)));
  route(app, C.queryInformation, { schema: queryInformationQuerySchema }, async (req) => ok(await info.pubs(req.query, req.query)));
  route(app, C.getInformation, { schema: getInformationQuerySchema }, async (req) => ok(await info.pubsDetail(req.query.id)));
  route(app, C.queryQualityStaticData, {}, async () => ok(await info.qualityStatic()));
  route(app, C.getProtocol, { schema: getProtocolQuerySchema }, async (req) => ok(await info.protocol(req.query)));
};
export default contentRoutes;
