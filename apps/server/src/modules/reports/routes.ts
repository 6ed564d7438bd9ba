import { REPORT_MESSAGES, queryOrderReportsQuerySchema, replaceReportBodySchema, revokeReportBodySchema } from '@tcm/shared';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import { OWNER_SCOPED } from '../../lib/route-config';
import type { ZodTypeProvider } from '../../lib/zod-validation';
import { requireStaff } from '../../plugins/auth';
import { staffActorOf } from '../staff/actor';

/** Staff of one institution, on that institution's orders only. */
const STAFF = { auth: 'institution', ...OWNER_SCOPED } as const;

/** Ours: an order's reports on the institution side (issue #11): history, replace, revoke. */
const reportAdminRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { reportAdmin } = app.services;
  const P = '/api/institutionOrder';

  app.get(`${P}/queryOrderReports`, { config: STAFF, schema: { querystring: queryOrderReportsQuerySchema } }, async (req) =>
    ok(await reportAdmin.list(requireStaff(req.staff), req.query.orderId)),
  );
  app.post(`${P}/replaceReport`, { config: STAFF, schema: { body: replaceReportBodySchema } }, async (req) =>
    ok(await reportAdmin.replace(staffActorOf(req), req.body), REPORT_MESSAGES.replaced),
  );
  app.post(`${P}/revokeReport`, { config: STAFF, schema: { body: revokeReportBodySchema } }, async (req) =>
    ok(await reportAdmin.revoke(staffActorOf(req), req.body), REPORT_MESSAGES.revoked),
  );
};
export default reportAdminRoutes;
