import {
  INSTITUTION_ADMIN_MESSAGES as M,
  MY_SERVICE_STATUS,
  addMyServiceBodySchema,
  changeMyServiceStatusBodySchema,
  editMyProfileBodySchema,
  editMyServiceBodySchema,
  queryMyEvaluationQuerySchema,
  queryMyServiceQuerySchema,
  workbenchCalls as C,
} from '@tcm/shared';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import { route } from '../../lib/route';
import { OWNER_SCOPED } from '../../lib/route-config';
import { requireStaff } from '../../plugins/auth';
import { staffActorOf } from '../staff/actor';

/** Staff of one institution, on that institution's own rows only. */
const STAFF = { auth: 'institution', ...OWNER_SCOPED } as const;

/** Ours: the institution workbench's test services, profile and evaluations (issue #11); its orders are modules/orders'. */
const institutionAdminRoutes: FastifyPluginAsync = async (app) => {
  const { institutionAdmin: admin } = app.services;

  route(app, C.queryMyService, { config: STAFF, schema: queryMyServiceQuerySchema }, async (req) => ok(await admin.services(requireStaff(req.staff), req.query)));
  route(app, C.addMyService, { config: STAFF, schema: addMyServiceBodySchema }, async (req) => ok(await admin.add(staffActorOf(req), req.body), M.serviceSaved));
  route(app, C.editMyService, { config: STAFF, schema: editMyServiceBodySchema }, async (req) => ok(await admin.edit(staffActorOf(req), req.body), M.serviceSaved));
  route(app, C.changeMyServiceStatus, { config: STAFF, schema: changeMyServiceStatusBodySchema }, async (req) =>
    ok(await admin.changeStatus(staffActorOf(req), req.body), req.body.status === MY_SERVICE_STATUS.LISTED ? M.serviceListed : M.serviceWithdrawn),
  );
  route(app, C.getMyProfile, { config: STAFF }, async (req) => ok(await admin.profile(requireStaff(req.staff))));
  route(app, C.editMyProfile, { config: STAFF, schema: editMyProfileBodySchema }, async (req) => ok(await admin.editProfile(staffActorOf(req), req.body), M.profileSaved));
  route(app, C.queryMyEvaluation, { config: STAFF, schema: queryMyEvaluationQuerySchema }, async (req) => ok(await admin.evaluations(requireStaff(req.staff), req.query)));
};
export default institutionAdminRoutes;
