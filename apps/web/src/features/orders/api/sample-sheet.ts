import { type ApiEnvelope, SAMPLE_SHEET_PATHS, type SampleSheetCheck } from '@tcm/shared';
import { request } from '@/lib/request';
import { saveBlob } from '@/lib/save-blob';
import { useEnvelopeMutation } from '@/lib/use-envelope-mutation';

/** GET api/orderInfo/sampleSheetTemplate?institutionId=: the institution's sample sheet, its services listed with their codes. */
export async function downloadSampleSheetTemplate(institutionId: number, institutionName: string): Promise<void> {
  saveBlob(await request.download(SAMPLE_SHEET_PATHS.template, { institutionId }), `样品清单模板-${institutionName}.xlsx`);
}

/**
 * POST api/orderInfo/checkSampleSheet?institutionId=, multipart with the filled sheet as "file".
 * Stores nothing: answers the samples and their order lines, or every row to fix (data.errors).
 */
export function useCheckSampleSheet(institutionId: number) {
  return useEnvelopeMutation(
    (file: File): Promise<ApiEnvelope<SampleSheetCheck>> =>
      request.upload<SampleSheetCheck>(SAMPLE_SHEET_PATHS.check, { file: { blob: file, filename: file.name } }, { query: { institutionId }, timeoutMs: 120_000 }),
  );
}
