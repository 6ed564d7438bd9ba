import { reveal } from './endpoints/audit';

/**
 * The audit trail's constants without its schemas (issue #18: a console list that only shows a
 * masked value or offers the export carries no zod): its paths, the revealable fields, the file name.
 */
export const ADMIN_AUDIT_PATHS = {
  /** The reveal's descriptor is auditCalls.reveal; its path here for the tests that call it. */
  revealPii: reveal.path,
  /** A file, not an envelope: registered by hand, so its path lives only here. */
  exportAudit: '/api/admin/audit/export',
} as const;

/** Which fields of which console records come masked, and may be revealed one at a time. */
export const PII_TARGETS = {
  settlement: ['mobile'],
  member: ['mobile', 'idCard'],
  qualityInfo: ['contactPhone'],
} as const;
export type PiiKind = keyof typeof PII_TARGETS;
export type PiiField = (typeof PII_TARGETS)[PiiKind][number];
export const PII_FIELD_LABELS: Readonly<Record<PiiField, string>> = { mobile: '手机号', idCard: '身份证号', contactPhone: '联系电话' };

/** What the exported file is called (both sides name it the same): 操作日志_2026-03-01至2026-03-31.xlsx */
export const auditExportFileName = (from: string, to: string): string => `操作日志_${from}至${to}.xlsx`;
