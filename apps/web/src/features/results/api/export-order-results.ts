import { RESULT_PATHS, type ResultSheet } from '@tcm/shared';
import { request } from '@/lib/request';
import { saveBlob } from '@/lib/save-blob';

/** GET api/orderInfo/exportOrderResults?orderId=&reportNo=: my order's results (as that report published them) as .xlsx, fetched with the Token header and saved. */
export async function exportOrderResults(orderId: number, orderNo: string, reportNo?: string): Promise<void> {
  saveBlob(await request.download(RESULT_PATHS.exportOrderResults, reportNo ? { orderId, reportNo } : { orderId }), `检测结果-${reportNo ?? orderNo}.xlsx`);
}

/** The same results as JSON, from the sheet already on the page (rows with their limits and judgements). */
export function saveResultsJson(sheet: ResultSheet): void {
  const { editable: _editable, versions: _versions, ...data } = sheet;
  saveBlob(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), `检测结果-${sheet.version?.reportNo ?? sheet.orderNo}.json`);
}
