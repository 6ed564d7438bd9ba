import { ORDER_MESSAGES, addQualityInfoBodySchema } from '@tcm/shared';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import type { ZodTypeProvider } from '../../lib/zod-validation';

/** §7 POST qualityInfo/addQualityInfo: members and (rate-limited) visitors. */
const qualityInfoRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { qualityInfo } = app.services;
  app.post('/api/qualityInfo/addQualityInfo', { schema: { body: addQualityInfoBodySchema } }, async (req) =>
    ok(await qualityInfo.add(req.body, { memberId: req.session?.memberId ?? null, ip: req.ip }), ORDER_MESSAGES.qualityInfoSubmitted),
  );
};
export default qualityInfoRoutes;
