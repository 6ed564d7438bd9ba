import { ADMIN_AUDIT_PATHS, SECURITY_AUDIT_MESSAGES, adminAuditExportQuerySchema, adminAuditQuerySchema, adminPiiRevealBodySchema, auditCalls as C } from '@tcm/shared';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import { route } from '../../lib/route';
import type { ZodTypeProvider } from '../../lib/zod-validation';
import { OPERATOR_ONLY, actorOf } from './actor';

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** An ASCII fallback name for old clients, and the Chinese one encoded per RFC 5987 / RFC 6266. */
const attachment = (fileName: string) => `attachment; filename="audit-log.xlsx"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

/** The audit log in the console: the list (issue #11), and issue #17's reveal of one masked value (audited) and export of the log (audited). */
const adminAuditRoutes: FastifyPluginAsync = async (app) => {
  const { pii, auditLog } = app.services.admin;

  route(app, C.query, { config: OPERATOR_ONLY, schema: adminAuditQuerySchema }, async (req) => ok(await auditLog.query(req.query)));

  route(app, C.reveal, { config: OPERATOR_ONLY, schema: adminPiiRevealBodySchema }, async (req) =>
    ok(await pii.reveal(actorOf(req), req.body), SECURITY_AUDIT_MESSAGES.piiRevealed),
  );

  // A GET that writes an audit row (the export is audited); it changes no application data.
  // By hand, not from a descriptor: it answers a file rather than an envelope.
  app.withTypeProvider<ZodTypeProvider>().get(ADMIN_AUDIT_PATHS.exportAudit, { config: OPERATOR_ONLY, schema: { querystring: adminAuditExportQuerySchema } }, async (req, reply) => {
    const { fileName, file } = await auditLog.exportLog(actorOf(req), req.query);
    reply.header('Content-Type', XLSX_MIME);
    reply.header('Content-Disposition', attachment(fileName));
    reply.header('Cache-Control', 'private, no-store');
    return reply.send(file);
  });
};
export default adminAuditRoutes;
