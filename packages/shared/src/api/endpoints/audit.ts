import type * as Admin from '../admin';
import type * as AdminAudit from '../admin-audit';
import { getEndpoint, postEndpoint } from '../endpoint';

/**
 * `auditCalls`: The audit log in the console (operator-only); its export answers a file and is registered by hand (ADMIN_AUDIT_PATHS.exportAudit).
 * @tcm/shared re-exports this file as a namespace (`export * as auditCalls`), so a page carries only
 * the descriptors it uses.
 */

/** The log, newest first (issue #11). */
export const query = getEndpoint<typeof Admin.adminAuditQuerySchema, Admin.AdminAuditPage>('/api/admin/audit/query');
/** One masked value in clear, and an audit row naming whose and which (issue #17). */
export const reveal = postEndpoint<typeof AdminAudit.adminPiiRevealBodySchema, AdminAudit.AdminPiiReveal>('/api/admin/pii/reveal');
