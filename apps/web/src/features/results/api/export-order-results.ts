import { RESULT_PATHS, type ResultSheet } from '@tcm/shared';
import { request } from '@/lib/request';
import { saveBlob } from '@/lib/save-blob';

/** GET api/orderInfo/exportOrderResults?orderId=: my order's results as .xlsx, fetched with the Token header and saved. */
export async function exportOrderResults(orderId: number, orderNo: string): Promise<void> {
  saveBlob(await request.download(RESULT_PATHS.exportOrderResults, { orderId }), `检测结果-${orderNo}.xlsx`);
}

/** The same results as JSON, from the sheet already on the page (rows with their limits and judgements). */
export function saveResultsJson(sheet: ResultSheet): void {
  const { editable: _editable, ...data } = sheet;
  saveBlob(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), `检测结果-${sheet.orderNo}.json`);
}
