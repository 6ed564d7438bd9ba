import { QUALITY_PATHS, type QualityQuery } from '@tcm/shared';
import { request } from '@/lib/request';
import { saveBlob } from '@/lib/save-blob';

/** GET api/orderInfo/exportQualityResults: the filtered rows as .xlsx, fetched with the Token header and saved. */
export async function exportQualityResults(query: QualityQuery, from: string, to: string): Promise<void> {
  const { pageNum: _page, pageSize: _size, institutionId, ...filters } = query;
  // The schema coerces institutionId (typed unknown on input); the page only ever sets a number.
  saveBlob(await request.download(QUALITY_PATHS.exportQualityResults, { ...filters, institutionId: institutionId as number | undefined }), `质量分析-${from}至${to}.xlsx`);
}
