import {
  INSTITUTION_ADMIN_MESSAGES as M,
  MY_SERVICE_STATUS,
  addMyServiceBodySchema,
  changeMyServiceStatusBodySchema,
  editMyProfileBodySchema,
  editMyServiceBodySchema,
  queryMyEvaluationQuerySchema,
  queryMyServiceQuerySchema,
} from '@tcm/shared';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import { OWNER_SCOPED } from '../../lib/route-config';
import type { ZodTypeProvider } from '../../lib/zod-validation';
import { requireStaff } from '../../plugins/auth';
import { staffActorOf } from '../staff/actor';

/** Staff of one institution, on that institution's own rows only. */
const STAFF = { auth: 'institution', ...OWNER_SCOPED } as const;

/** Ours: the institution workbench's test services, profile and evaluations (issue #11); its orders are modules/orders'. */
const institutionAdminRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { institutionAdmin: admin } = app.services;
  const S = '/api/institutionService';
  const P = '/api/institutionProfile';
  const E = '/api/institution/evaluation';

  app.get(`${S}/queryMyService`, { config: STAFF, schema: { querystring: queryMyServiceQuerySchema } }, async (req) => ok(await admin.services(requireStaff(req.staff), req.query)));
  app.post(`${S}/addMyService`, { config: STAFF, schema: { body: addMyServiceBodySchema } }, async (req) => ok(await admin.add(staffActorOf(req), req.body), M.serviceSaved));
  app.post(`${S}/editMyService`, { config: STAFF, schema: { body: editMyServiceBodySchema } }, async (req) => ok(await admin.edit(staffActorOf(req), req.body), M.serviceSaved));
  app.post(`${S}/changeMyServiceStatus`, { config: STAFF, schema: { body: changeMyServiceStatusBodySchema } }, async (req) =>
    ok(await admin.changeStatus(staffActorOf(req), req.body), req.body.status === MY_SERVICE_STATUS.LISTED ? M.serviceListed : M.serviceWithdrawn),
  );
  app.get(`${P}/getMyProfile`, { config: STAFF }, async (req) => ok(await admin.profile(requireStaff(req.staff))));
  app.post(`${P}/editMyProfile`, { config: STAFF, schema: { body: editMyProfileBodySchema } }, async (req) => ok(await admin.editProfile(staffActorOf(req), req.body), M.profileSaved));
  app.get(`${E}/queryMyEvaluation`, { config: STAFF, schema: { querystring: queryMyEvaluationQuerySchema } }, async (req) => ok(await admin.evaluations(requireStaff(req.staff), req.query)));
};
export default institutionAdminRoutes;
