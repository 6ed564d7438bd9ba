import { z } from 'zod';
import { SECURITY_AUDIT_MESSAGES as M } from '../messages';
import { adminAuditQuerySchema } from './admin';

/**
 * Issue #17 (MLPS level 3): the audit trail's own calls — revealing a masked ID number or mobile,
 * exporting the log for auditors — and the names of the audit actions they and institution staff
 * write. Ours, not the spec's.
 */
export const ADMIN_AUDIT_PATHS = {
  revealPii: '/api/admin/pii/reveal',
  exportAudit: '/api/admin/audit/export',
} as const;

// ---------------------------------------------------------------- masked personal data

/** Which fields of which console records come masked, and may be revealed one at a time. */
export const PII_TARGETS = {
  settlement: ['mobile'],
  member: ['mobile', 'idCard'],
  qualityInfo: ['contactPhone'],
} as const;
export type PiiKind = keyof typeof PII_TARGETS;
export type PiiField = (typeof PII_TARGETS)[PiiKind][number];
export const PII_FIELD_LABELS: Readonly<Record<PiiField, string>> = { mobile: '手机号', idCard: '身份证号', contactPhone: '联系电话' };

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

/** What the exported file is called (both sides name it the same): 操作日志_2026-03-01至2026-03-31.xlsx */
export const auditExportFileName = (from: string, to: string): string => `操作日志_${from}至${to}.xlsx`;

/** GET /api/admin/audit/export?from=&to=(&account=&action=&keyword=): the log's filters, with both days required. */
export const adminAuditExportQuerySchema = adminAuditQuerySchema.refine((q) => !!q.from && !!q.to, { message: M.exportRangeRequired, path: ['from'] });
