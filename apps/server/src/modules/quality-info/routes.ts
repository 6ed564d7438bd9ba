import { ORDER_MESSAGES, addQualityInfoBodySchema, qualityInfoCalls as C } from '@tcm/shared';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import { route } from '../../lib/route';

/** §7 POST qualityInfo/addQualityInfo: members and (rate-limited) visitors. */
const qualityInfoRoutes: FastifyPluginAsync = async (app) => {
  const { qualityInfo } = app.services;
  route(app, C.addQualityInfo, { schema: addQualityInfoBodySchema }, async (req) =>
    ok(await qualityInfo.add(req.body, { memberId: req.session?.memberId ?? null, ip: req.ip }), ORDER_MESSAGES.qualityInfoSubmitted),
  );
};
export default qualityInfoRoutes;
