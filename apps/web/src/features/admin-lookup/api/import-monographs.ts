import type { AdminMonographImportResult, ApiEnvelope } from '@tcm/shared';
import { request } from '@/lib/request';
import { saveBlob } from '@/lib/save-blob';
import { useEnvelopeMutation } from '@/lib/use-envelope-mutation';
import { ADMIN_LOOKUP_KEY } from './query-keys';

export const IMPORT_TEMPLATE_PATH = '/api/admin/monograph/importTemplate';
export const IMPORT_TEMPLATE_FILENAME = '药典品种导入模板.xlsx';

/**
 * GET api/admin/monograph/importTemplate, fetched with the Token header and saved: the server
 * reads the session from the header only (§6), so a plain link would arrive as a visitor.
 */
export async function downloadImportTemplate(): Promise<void> {
  saveBlob(await request.download(IMPORT_TEMPLATE_PATH), IMPORT_TEMPLATE_FILENAME);
}

/**
 * POST api/admin/monograph/import, multipart with the .xlsx as "file". Resolves with the envelope:
 * a refusal may carry data.errors, the rows to fix. Imported monographs refresh every lookup query.
 */
export function useImportMonographs() {
  return useEnvelopeMutation((file: File): Promise<ApiEnvelope<AdminMonographImportResult>> =>
      request.upload<AdminMonographImportResult>('/api/admin/monograph/import', { file: { blob: file, filename: file.name } }, { timeoutMs: 120_000 }), [[ADMIN_LOOKUP_KEY]]);
}
