import type { AdminAuditPage, adminAuditQuerySchema } from '../admin';
import type { AdminPiiReveal, adminPiiRevealBodySchema } from '../admin-audit';
import { getEndpoint, postEndpoint } from '../endpoint';

/** The audit log in the console (operator-only); its export answers a file and is registered by hand (ADMIN_AUDIT_PATHS.exportAudit). */
export const auditCalls = {
  /** The log, newest first (issue #11). */
  query: getEndpoint<typeof adminAuditQuerySchema, AdminAuditPage>('/api/admin/audit/query'),
  /** One masked value in clear, and an audit row naming whose and which (issue #17). */
  reveal: postEndpoint<typeof adminPiiRevealBodySchema, AdminPiiReveal>('/api/admin/pii/reveal'),
} as const;
