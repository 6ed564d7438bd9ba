import { dictValueQuerySchema, findDictDataQuerySchema, getDatasQuerySchema } from '@tcm/shared';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import type { ZodTypeProvider } from '../../lib/zod-validation';

/** §7 lists getValue both in the unprefixed group and under /api; getDatas and findDictData under /api. */
const dictionaryRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { dictionary } = app.services;
  for (const prefix of ['/api', '']) {
    app.get(`${prefix}/sysDictData/getValue`, { schema: { querystring: dictValueQuerySchema } }, async (req) =>
      ok(await dictionary.getValue(req.query)),
    );
  }
  app.get('/api/sysDictData/getDatas', { schema: { querystring: getDatasQuerySchema } }, async (req) => ok(await dictionary.getDatas(req.query.dictType)));
  app.get('/api/sysDictData/findDictData', { schema: { querystring: findDictDataQuerySchema } }, async (req) =>
    ok(await dictionary.findDictData(req.query, req.query)),
  );
};
export default dictionaryRoutes;
