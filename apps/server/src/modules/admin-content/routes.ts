import {
  ADMIN_CONTENT_MESSAGES as M,
  adminContentCalls as C,
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
import { route } from '../../lib/route';
import { OPERATOR_ONLY, actorOf } from '../audit/actor';

/** Issue #11: /api/admin/* calls of the content management (articles, their categories, adverts); every call operator-only. */
const adminContentRoutes: FastifyPluginAsync = async (app) => {
  const { articles, categories, adverts } = app.services.adminContent;
  const id = { config: OPERATOR_ONLY, schema: adminContentIdSchema };

  route(app, C.articleQuery, { config: OPERATOR_ONLY, schema: adminArticleQuerySchema }, async (req) => ok(await articles.query(req.query)));
  route(app, C.articleGet, { config: OPERATOR_ONLY, schema: adminContentIdSchema }, async (req) => ok(await articles.get(req.query.id)));
  route(app, C.articleCreate, { config: OPERATOR_ONLY, schema: adminArticleCreateSchema }, async (req) =>
    ok({ id: await articles.create(actorOf(req), req.body) }, M.articleSaved),
  );
  route(app, C.articleUpdate, { config: OPERATOR_ONLY, schema: adminArticleUpdateSchema }, async (req) => {
    const { id: articleId, ...input } = req.body;
    await articles.update(actorOf(req), articleId, input);
    return ok(null, M.articleSaved);
  });
  route(app, C.publish, id, async (req) => {
    await articles.move(actorOf(req), req.body.id, 'publish');
    return ok(null, M.articlePublished);
  });
  route(app, C.withdraw, id, async (req) => {
    await articles.move(actorOf(req), req.body.id, 'withdraw');
    return ok(null, M.articleWithdrawn);
  });
  route(app, C.pin, { config: OPERATOR_ONLY, schema: adminArticlePinSchema }, async (req) => {
    await articles.pin(actorOf(req), req.body.id, req.body.isTop);
    return ok(null, req.body.isTop ? M.articlePinned : M.articleUnpinned);
  });
  route(app, C.articleDelete, id, async (req) => {
    await articles.remove(actorOf(req), req.body.id);
    return ok(null, M.articleDeleted);
  });

  route(app, C.tree, { config: OPERATOR_ONLY }, async () => ok(await categories.tree()));
  route(app, C.articleCategoryCreate, { config: OPERATOR_ONLY, schema: adminCategoryCreateSchema }, async (req) =>
    ok({ id: await categories.create(actorOf(req), req.body) }, M.categorySaved),
  );
  route(app, C.articleCategoryUpdate, { config: OPERATOR_ONLY, schema: adminCategoryUpdateSchema }, async (req) => {
    await categories.update(actorOf(req), req.body);
    return ok(null, M.categorySaved);
  });
  route(app, C.articleCategoryDelete, id, async (req) => {
    await categories.remove(actorOf(req), req.body.id);
    return ok(null, M.categoryDeleted);
  });

  route(app, C.advertQuery, { config: OPERATOR_ONLY, schema: adminAdvertQuerySchema }, async (req) => ok(await adverts.list(req.query.position)));
  route(app, C.advertCreate, { config: OPERATOR_ONLY, schema: adminAdvertCreateSchema }, async (req) =>
    ok({ id: await adverts.create(actorOf(req), req.body) }, M.advertSaved),
  );
  route(app, C.advertUpdate, { config: OPERATOR_ONLY, schema: adminAdvertUpdateSchema }, async (req) => {
    const { id: advertId, ...input } = req.body;
    await adverts.update(actorOf(req), advertId, input);
    return ok(null, M.advertSaved);
  });
  route(app, C.enable, { config: OPERATOR_ONLY, schema: adminAdvertEnableSchema }, async (req) => {
    await adverts.enable(actorOf(req), req.body.id, req.body.enabled);
    return ok(null, req.body.enabled ? M.advertEnabled : M.advertDisabled);
  });
  route(app, C.advertDelete, id, async (req) => {
    await adverts.remove(actorOf(req), req.body.id);
    return ok(null, M.advertDeleted);
  });
};
export default adminContentRoutes;
