import { PRODUCT_MESSAGES, addTechTalkBodySchema, findTechAchievementQuerySchema, productIdQuerySchema } from '@tcm/shared';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import type { ZodTypeProvider } from '../../lib/zod-validation';

/** §7 techAchievement (public) and POST techTalk/addTechTalk (members and rate-limited visitors), unprefixed. */
const achievementRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { achievements } = app.services;
  app.get('/techAchievement/findTechAchievement', { schema: { querystring: findTechAchievementQuerySchema } }, async (req) => ok(await achievements.page(req.query)));
  app.get('/techAchievement/getTechAchievement', { schema: { querystring: productIdQuerySchema } }, async (req) => ok(await achievements.detail(req.query.id)));
  app.post('/techTalk/addTechTalk', { schema: { body: addTechTalkBodySchema } }, async (req) =>
    ok(await achievements.addTalk(req.body, { memberId: req.session?.memberId ?? null, ip: req.ip }), PRODUCT_MESSAGES.techTalkSent),
  );
};
export default achievementRoutes;
