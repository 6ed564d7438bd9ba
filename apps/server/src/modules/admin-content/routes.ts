import {
  ADMIN_CONTENT_MESSAGES as M,
  adminAdvertCreateSchema,
  adminAdvertEnableSchema,
  adminAdvertQuerySchema,
  adminAdvertUpdateSchema,
  adminArticleCreateSchema,
  adminArticlePinSchema,
  adminArticleQuerySchema,
  adminArticleUpdateSchema,
  adminCategoryCreateSchema,
  adminCategoryUpdateSchema,
  adminContentIdSchema,
} from '@tcm/shared';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import type { ZodTypeProvider } from '../../lib/zod-validation';
import { OPERATOR_ONLY, actorOf } from '../audit/actor';

/** Issue #11: /api/admin/* calls of the content management (articles, their categories, adverts); every call operator-only. */
const adminContentRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { articles, categories, adverts } = app.services.adminContent;
  const id = { config: OPERATOR_ONLY, schema: { body: adminContentIdSchema } };

  app.get('/api/admin/article/query', { config: OPERATOR_ONLY, schema: { querystring: adminArticleQuerySchema } }, async (req) => ok(await articles.query(req.query)));
  app.get('/api/admin/article/get', { config: OPERATOR_ONLY, schema: { querystring: adminContentIdSchema } }, async (req) => ok(await articles.get(req.query.id)));
  app.post('/api/admin/article/create', { config: OPERATOR_ONLY, schema: { body: adminArticleCreateSchema } }, async (req) =>
    ok({ id: await articles.create(actorOf(req), req.body) }, M.articleSaved),
  );
  app.post('/api/admin/article/update', { config: OPERATOR_ONLY, schema: { body: adminArticleUpdateSchema } }, async (req) => {
    const { id: articleId, ...input } = req.body;
    await articles.update(actorOf(req), articleId, input);
    return ok(null, M.articleSaved);
  });
  app.post('/api/admin/article/publish', id, async (req) => {
    await articles.move(actorOf(req), req.body.id, 'publish');
    return ok(null, M.articlePublished);
  });
  app.post('/api/admin/article/withdraw', id, async (req) => {
    await articles.move(actorOf(req), req.body.id, 'withdraw');
    return ok(null, M.articleWithdrawn);
  });
  app.post('/api/admin/article/pin', { config: OPERATOR_ONLY, schema: { body: adminArticlePinSchema } }, async (req) => {
    await articles.pin(actorOf(req), req.body.id, req.body.isTop);
    return ok(null, req.body.isTop ? M.articlePinned : M.articleUnpinned);
  });
  app.post('/api/admin/article/delete', id, async (req) => {
    await articles.remove(actorOf(req), req.body.id);
    return ok(null, M.articleDeleted);
  });

  app.get('/api/admin/articleCategory/tree', { config: OPERATOR_ONLY }, async () => ok(await categories.tree()));
  app.post('/api/admin/articleCategory/create', { config: OPERATOR_ONLY, schema: { body: adminCategoryCreateSchema } }, async (req) =>
    ok({ id: await categories.create(actorOf(req), req.body) }, M.categorySaved),
  );
  app.post('/api/admin/articleCategory/update', { config: OPERATOR_ONLY, schema: { body: adminCategoryUpdateSchema } }, async (req) => {
    await categories.update(actorOf(req), req.body);
    return ok(null, M.categorySaved);
  });
  app.post('/api/admin/articleCategory/delete', id, async (req) => {
    await categories.remove(actorOf(req), req.body.id);
    return ok(null, M.categoryDeleted);
  });

  app.get('/api/admin/advert/query', { config: OPERATOR_ONLY, schema: { querystring: adminAdvertQuerySchema } }, async (req) => ok(await adverts.list(req.query.position)));
  app.post('/api/admin/advert/create', { config: OPERATOR_ONLY, schema: { body: adminAdvertCreateSchema } }, async (req) =>
    ok({ id: await adverts.create(actorOf(req), req.body) }, M.advertSaved),
  );
  app.post('/api/admin/advert/update', { config: OPERATOR_ONLY, schema: { body: adminAdvertUpdateSchema } }, async (req) => {
    const { id: advertId, ...input } = req.body;
    await adverts.update(actorOf(req), advertId, input);
    return ok(null, M.advertSaved);
  });
  app.post('/api/admin/advert/enable', { config: OPERATOR_ONLY, schema: { body: adminAdvertEnableSchema } }, async (req) => {
    await adverts.enable(actorOf(req), req.body.id, req.body.enabled);
    return ok(null, req.body.enabled ? M.advertEnabled : M.advertDisabled);
  });
  app.post('/api/admin/advert/delete', id, async (req) => {
    await adverts.remove(actorOf(req), req.body.id);
    return ok(null, M.advertDeleted);
  });
};
export default adminContentRoutes;
