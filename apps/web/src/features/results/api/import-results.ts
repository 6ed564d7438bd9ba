import { type ApiEnvelope, RESULT_PATHS, type ResultImportResult } from '@tcm/shared';
import { request } from '@/lib/request';
import { saveBlob } from '@/lib/save-blob';
import { useEnvelopeMutation } from '@/lib/use-envelope-mutation';
import { RESULTS_KEY } from './query-keys';

/** GET api/institutionOrder/resultsTemplate?orderId=: the order's rows as an .xlsx to fill, fetched with the Token header and saved. */
export async function downloadResultsTemplate(orderId: number, orderNo: string): Promise<void> {
  saveBlob(await request.download(RESULT_PATHS.resultsTemplate, { orderId }), `检测结果导入模板-${orderNo}.xlsx`);
}

/**
 * POST api/institutionOrder/importResults?orderId=, multipart with the filled template as "file".
 * Resolves with the envelope: a refusal may carry data.errors, the rows to fix. An import refreshes the sheet.
 */
export function useImportResults(orderId: number) {
  return useEnvelopeMutation(
    (file: File): Promise<ApiEnvelope<ResultImportResult>> =>
      request.upload<ResultImportResult>(RESULT_PATHS.importResults, { file: { blob: file, filename: file.name } }, { query: { orderId }, timeoutMs: 120_000 }),
    [[RESULTS_KEY]],
  );
}
