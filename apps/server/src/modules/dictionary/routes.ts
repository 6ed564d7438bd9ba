import { dictValueQuerySchema } from '@tcm/shared';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import type { ZodTypeProvider } from '../../lib/zod-validation';

/** §7 lists getValue both in the unprefixed group and under /api. */
const dictionaryRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { dictionary } = app.services;
  for (const prefix of ['/api', '']) {
    app.get(`${prefix}/sysDictData/getValue`, { schema: { querystring: dictValueQuerySchema } }, async (req) =>
      ok(await dictionary.getValue(req.query)),
    );
  }
};
export default dictionaryRoutes;
