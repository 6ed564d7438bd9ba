import {
  ORDER_MESSAGES,
  REPORT_MESSAGES,
  issueReportBodySchema,
  queryMyReportQuerySchema,
  queryOrderReportsQuerySchema,
  replaceReportBodySchema,
  reportCalls as C,
  revokeReportBodySchema,
  verifyReportQuerySchema,
} from '@tcm/shared';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import { route } from '../../lib/route';
import { OWNER_SCOPED } from '../../lib/route-config';
import { requireSession, requireStaff } from '../../plugins/auth';
import { staffActorOf } from '../staff/actor';

/** Staff of one institution, on that institution's orders only. */
const STAFF = { auth: 'institution', ...OWNER_SCOPED } as const;
const MEMBER_OWNED = { auth: 'member', ...OWNER_SCOPED } as const;

/**
 * Reports end to end: the institution issues one (issue #9/#11), reads an order's history,
 * replaces or revokes; a member lists its own (§7 queryMyReport); anyone verifies a printed one.
 */
const reportRoutes: FastifyPluginAsync = async (app) => {
  const { reports, reportReads } = app.services;

  route(app, C.issueReport, { config: STAFF, schema: issueReportBodySchema }, async (req) =>
    ok(await reports.issue(staffActorOf(req), req.body), ORDER_MESSAGES.moved),
  );
  route(app, C.queryOrderReports, { config: STAFF, schema: queryOrderReportsQuerySchema }, async (req) =>
    ok(await reports.list(requireStaff(req.staff), req.query.orderId)),
  );
  route(app, C.replaceReport, { config: STAFF, schema: replaceReportBodySchema }, async (req) =>
    ok(await reports.replace(staffActorOf(req), req.body), REPORT_MESSAGES.replaced),
  );
  route(app, C.revokeReport, { config: STAFF, schema: revokeReportBodySchema }, async (req) =>
    ok(await reports.revoke(staffActorOf(req), req.body), REPORT_MESSAGES.revoked),
  );

  route(app, C.queryMyReport, { config: MEMBER_OWNED, schema: queryMyReportQuerySchema }, async (req) =>
    ok(await reportReads.myReports(requireSession(req.session), req.query)),
  );
  route(app, C.verifyReport, { schema: verifyReportQuerySchema }, async (req) => ok(await reportReads.verify(req.query.code)));
};
export default reportRoutes;
