import {
  INSTITUTION_MESSAGES,
  addSettleCompanyBodySchema,
  findSettleCompanyQuerySchema,
  getSettleCompanyQuerySchema,
  getTestItemListQuerySchema,
  institutionCalls as C,
  queryCompanyEvaluationQuerySchema,
  queryHighCompanyQuerySchema,
  queryProvideCompanyBodySchema,
  querySettleCompanyQuerySchema,
  queryTestServiceQuerySchema,
} from '@tcm/shared';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import { route } from '../../lib/route';

/** §7 settleCompany, testService, serviceCategory, testItem and orderEvaluation/queryCompanyEvaluation. */
const institutionRoutes: FastifyPluginAsync = async (app) => {
  const { institutions, settlement } = app.services;

  route(app, C.queryServiceCategory, {}, async () => ok(await institutions.categoryTree()));
  route(app, C.getTestItemList, { schema: getTestItemListQuerySchema }, async (req) => ok(await institutions.testItems(req.query)));

  route(app, C.findSettleCompany, { schema: findSettleCompanyQuerySchema }, async (req) => ok(await institutions.directory(req.query)));
  route(app, C.getSettleCompany, { schema: getSettleCompanyQuerySchema }, async (req) => ok(await institutions.detail(req.query.id)));
  route(app, C.queryHighCompany, { schema: queryHighCompanyQuerySchema }, async (req) => ok(await institutions.recommended(req.query.limit)));
  route(app, C.queryProvideCompany, { schema: queryProvideCompanyBodySchema }, async (req) => ok(await institutions.provide(req.body)));
  route(app, C.queryTestService, { schema: queryTestServiceQuerySchema }, async (req) => ok(await institutions.testServices(req.query)));
  route(app, C.queryCompanyEvaluation, { schema: queryCompanyEvaluationQuerySchema }, async (req) => ok(await institutions.evaluations(req.query)));

  route(app, C.addSettleCompany, { schema: addSettleCompanyBodySchema }, async (req) =>
    ok(await settlement.apply(req.body, { ip: req.ip }), INSTITUTION_MESSAGES.applicationSubmitted),
  );
  route(app, C.querySettleCompany, { schema: querySettleCompanyQuerySchema }, async (req) => ok(await settlement.state(req.query, { ip: req.ip })));
};
export default institutionRoutes;
