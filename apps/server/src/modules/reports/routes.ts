import {
  ORDER_MESSAGES,
  REPORT_MESSAGES,
  issueReportBodySchema,
  queryMyReportQuerySchema,
  queryOrderReportsQuerySchema,
  replaceReportBodySchema,
  revokeReportBodySchema,
  verifyReportQuerySchema,
} from '@tcm/shared';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import { OWNER_SCOPED } from '../../lib/route-config';
import type { ZodTypeProvider } from '../../lib/zod-validation';
import { requireSession, requireStaff } from '../../plugins/auth';
import { staffActorOf } from '../staff/actor';

/** Staff of one institution, on that institution's orders only. */
const STAFF = { auth: 'institution', ...OWNER_SCOPED } as const;
const MEMBER_OWNED = { auth: 'member', ...OWNER_SCOPED } as const;

/**
 * Reports end to end: the institution issues one (issue #9/#11), reads an order's history,
 * replaces or revokes; a member lists its own (§7 queryMyReport); anyone verifies a printed one.
 */
const reportRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { reports, reportReads } = app.services;
  const P = '/api/institutionOrder';

  app.post(`${P}/issueReport`, { config: STAFF, schema: { body: issueReportBodySchema } }, async (req) =>
    ok(await reports.issue(staffActorOf(req), req.body), ORDER_MESSAGES.moved),
  );
  app.get(`${P}/queryOrderReports`, { config: STAFF, schema: { querystring: queryOrderReportsQuerySchema } }, async (req) =>
    ok(await reports.list(requireStaff(req.staff), req.query.orderId)),
  );
  app.post(`${P}/replaceReport`, { config: STAFF, schema: { body: replaceReportBodySchema } }, async (req) =>
    ok(await reports.replace(staffActorOf(req), req.body), REPORT_MESSAGES.replaced),
  );
  app.post(`${P}/revokeReport`, { config: STAFF, schema: { body: revokeReportBodySchema } }, async (req) =>
    ok(await reports.revoke(staffActorOf(req), req.body), REPORT_MESSAGES.revoked),
  );

  app.get('/api/orderInfo/queryMyReport', { config: MEMBER_OWNED, schema: { querystring: queryMyReportQuerySchema } }, async (req) =>
    ok(await reportReads.myReports(requireSession(req.session), req.query)),
  );
  app.get('/api/report/verifyReport', { schema: { querystring: verifyReportQuerySchema } }, async (req) => ok(await reportReads.verify(req.query.code)));
};
export default reportRoutes;
