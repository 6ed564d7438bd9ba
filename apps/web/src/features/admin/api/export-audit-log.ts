import type { z } from 'zod';
import { ADMIN_AUDIT_PATHS, auditExportFileName, type adminAuditExportQuerySchema } from '@tcm/shared';
import { request } from '@/lib/request';
import { saveBlob } from '@/lib/save-blob';

export type AuditExportQuery = Omit<z.input<typeof adminAuditExportQuerySchema>, 'pageNum' | 'pageSize'> & { from: string; to: string };

/** Up to 100,000 rows: the file takes longer than an ordinary call. */
const EXPORT_TIMEOUT_MS = 120_000;

/**
 * GET api/admin/audit/export: the log of a date range (Beijing days) as .xlsx, fetched with the
 * Token header and saved. The server audits every export; a refusal (range too large) is toasted
 * by the request client and rejects.
 */
export async function exportAuditLog(query: AuditExportQuery): Promise<void> {
  const file = await request.download(ADMIN_AUDIT_PATHS.exportAudit, { ...query }, { timeoutMs: EXPORT_TIMEOUT_MS });
  saveBlob(file, auditExportFileName(query.from, query.to));
}
