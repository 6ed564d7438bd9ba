import { type DictValue, type DictValueQuery, dictValueQuerySchema, dictionaryCalls as C, findDictDataQuerySchema, getDatasQuerySchema } from '@tcm/shared';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import { type EndpointHandler, route } from '../../lib/route';

/** §7 lists getValue both in the unprefixed group and under /api; getDatas and findDictData under /api. */
const dictionaryRoutes: FastifyPluginAsync = async (app) => {
  const { dictionary } = app.services;
  const getValue: EndpointHandler<'GET', typeof dictValueQuerySchema, DictValue> = async (req) => ok(await dictionary.getValue(req.query));
  route(app, C.getValue, { schema: dictValueQuerySchema }, getValue);
  // The unprefixed twin answers the same: registered by hand, a descriptor names the /api path only.
  app.get<{ Querystring: DictValueQuery }>('/sysDictData/getValue', { schema: { querystring: dictValueQuerySchema } }, getValue);
  route(app, C.getDatas, { schema: getDatasQuerySchema }, async (req) => ok(await dictionary.getDatas(req.query.dictType)));
  route(app, C.findDictData, { schema: findDictDataQuerySchema }, async (req) => ok(await dictionary.findDictData(req.query, req.query)));
};
export default dictionaryRoutes;
