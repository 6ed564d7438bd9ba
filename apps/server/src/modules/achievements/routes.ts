import { PRODUCT_MESSAGES, achievementCalls as C, addTechTalkBodySchema, findTechAchievementQuerySchema, productIdQuerySchema } from '@tcm/shared';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import { route } from '../../lib/route';

/** §7 techAchievement (public) and POST techTalk/addTechTalk (members and rate-limited visitors), unprefixed. */
const achievementRoutes: FastifyPluginAsync = async (app) => {
  const { achievements } = app.services;
  route(app, C.findTechAchievement, { schema: findTechAchievementQuerySchema }, async (req) => ok(await achievements.page(req.query)));
  route(app, C.getTechAchievement, { schema: productIdQuerySchema }, async (req) => ok(await achievements.detail(req.query.id)));
  route(app, C.addTechTalk, { schema: addTechTalkBodySchema }, async (req) =>
    ok(await achievements.addTalk(req.body, { memberId: req.session?.memberId ?? null, ip: req.ip }), PRODUCT_MESSAGES.techTalkSent),
  );
};
export default achievementRoutes;
