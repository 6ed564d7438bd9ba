import {
  INSTITUTION_MESSAGES,
  addSettleCompanyBodySchema,
  findSettleCompanyQuerySchema,
  getSettleCompanyQuerySchema,
  getTestItemListQuerySchema,
  queryCompanyEvaluationQuerySchema,
  queryHighCompanyQuerySchema,
  queryProvideCompanyBodySchema,
  querySettleCompanyQuerySchema,
  queryTestServiceQuerySchema,
} from '@tcm/shared';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import type { ZodTypeProvider } from '../../lib/zod-validation';

/** §7 settleCompany, testService, serviceCategory, testItem and orderEvaluation/queryCompanyEvaluation. */
const institutionRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { institutions, settlement } = app.services;

  app.get('/api/serviceCategory/queryServiceCategory', async () => ok(await institutions.categoryTree()));
  app.get('/api/testItem/getTestItemList', { schema: { querystring: getTestItemListQuerySchema } }, async (req) => ok(await institutions.testItems(req.query)));

  app.get('/api/settleCompany/findSettleCompany', { schema: { querystring: findSettleCompanyQuerySchema } }, async (req) =>
    ok(await institutions.directory(req.query)),
  );
  app.get('/api/settleCompany/getSettleCompany', { schema: { querystring: getSettleCompanyQuerySchema } }, async (req) =>
    ok(await institutions.detail(req.query.id)),
  );
  app.get('/api/settleCompany/queryHighCompany', { schema: { querystring: queryHighCompanyQuerySchema } }, async (req) =>
    ok(await institutions.recommended(req.query.limit)),
  );
  app.post('/api/settleCompany/queryProvideCompany', { schema: { body: queryProvideCompanyBodySchema } }, async (req) =>
    ok(await institutions.provide(req.body)),
  );
  app.get('/api/testService/queryTestService', { schema: { querystring: queryTestServiceQuerySchema } }, async (req) =>
    ok(await institutions.testServices(req.query)),
  );
  app.get('/api/orderEvaluation/queryCompanyEvaluation', { schema: { querystring: queryCompanyEvaluationQuerySchema } }, async (req) =>
    ok(await institutions.evaluations(req.query)),
  );

  app.post('/api/settleCompany/addSettleCompany', { schema: { body: addSettleCompanyBodySchema } }, async (req) =>
    ok(await settlement.apply(req.body, { ip: req.ip }), INSTITUTION_MESSAGES.applicationSubmitted),
  );
  app.get('/api/settleCompany/querySettleCompany', { schema: { querystring: querySettleCompanyQuerySchema } }, async (req) =>
    ok(await settlement.state(req.query, { ip: req.ip })),
  );
};
export default institutionRoutes;
