import { z } from 'zod';
import { SECURITY_AUDIT_MESSAGES as M } from '../messages';
import { adminAuditQuerySchema } from './admin';
import { PII_TARGETS, type PiiField, type PiiKind } from './admin-audit-constants';

/**
 * Issue #17 (MLPS level 3): the audit trail's own calls — revealing a masked ID number or mobile,
 * exporting the log for auditors — and the names of the audit actions they and institution staff
 * write. Ours, not the spec's.
 */

// ---------------------------------------------------------------- masked personal data
// (which fields, their labels, the paths and the export's file name: admin-audit-constants.ts, free of zod)

const PII_KINDS = Object.keys(PII_TARGETS) as [PiiKind, ...PiiKind[]];
const PII_FIELDS = [...new Set(Object.values(PII_TARGETS).flat())] as [PiiField, ...PiiField[]];

/** POST /api/admin/pii/reveal {kind, id, field}: the clear value, and an audit row naming whose and which. */
export const adminPiiRevealBodySchema = z
  .object({
    kind: z.enum(PII_KINDS, { error: M.piiKindInvalid }),
    id: z.coerce.number({ error: M.piiNotFound }).int(M.piiNotFound).positive(M.piiNotFound),
    field: z.enum(PII_FIELDS, { error: M.piiFieldInvalid }),
  })
  .refine((b) => (PII_TARGETS[b.kind] as readonly string[]).includes(b.field), { message: M.piiFieldInvalid, path: ['field'] });
export interface AdminPiiReveal {
  /** Null when the record has no such value (a member who never submitted an ID number). */
  value: string | null;
}

// ---------------------------------------------------------------- export

/** Most rows one export holds; a larger range is refused (ask for shorter ranges). */
export const AUDIT_EXPORT_MAX_ROWS = 100_000;

/** GET /api/admin/audit/export?from=&to=(&account=&action=&keyword=): the log's filters, with both days required. */
export const adminAuditExportQuerySchema = adminAuditQuerySchema.refine((q) => !!q.from && !!q.to, { message: M.exportRangeRequired, path: ['from'] });
