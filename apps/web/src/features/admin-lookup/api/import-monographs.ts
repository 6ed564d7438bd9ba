import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RETCODE, type AdminMonographImportResult, type ApiEnvelope } from '@tcm/shared';
import { apiUrl, request } from '@/lib/request';
import { ADMIN_LOOKUP_KEY } from './query-keys';

/** GET api/admin/monograph/importTemplate: a plain link (the session cookie identifies the operator). */
export const IMPORT_TEMPLATE_URL = apiUrl('/api/admin/monograph/importTemplate');

/**
 * POST api/admin/monograph/import, multipart with the .xlsx as "file". Resolves with the envelope:
 * a refusal may carry data.errors, the rows to fix. Imported monographs refresh every lookup query.
 */
export function useImportMonographs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File): Promise<ApiEnvelope<AdminMonographImportResult>> =>
      request.upload<AdminMonographImportResult>('/api/admin/monograph/import', { file: { blob: file, filename: file.name } }, { timeoutMs: 120_000 }),
    onSuccess: (result) => {
      if (result.retcode === RETCODE.SUCCESS) void queryClient.invalidateQueries({ queryKey: [ADMIN_LOOKUP_KEY] });
    },
  });
}
