import { JUDGEMENT_LABELS, type ResultRow, type ResultSheet, basisText } from '@tcm/shared';
import ExcelJS from 'exceljs';
import { FAIL_FONT, addInfoSheet } from './workbook-parts';

/** What a row reports, as the results table prints it. */
function resultText(r: ResultRow): string {
  if (r.notApplicable) return '不适用';
  if (r.notDetected) return '未检出';
  if (r.conforms !== null) return r.conforms ? '符合规定' : '不符合规定';
  return r.value;
}

const COLUMNS: Partial<ExcelJS.Column>[] = [
  { header: '序号', key: 'n', width: 6 },
  { header: '检测项目', key: 'item', width: 26 },
  { header: '成分/元素', key: 'subject', width: 18 },
  { header: '样品', key: 'sample', width: 16 },
  { header: '标准规定', key: 'limit', width: 14 },
  { header: '限度原文', key: 'limitText', width: 30 },
  { header: '检测结果', key: 'result', width: 12 },
  { header: '单位', key: 'unit', width: 10 },
  { header: '检出限', key: 'detectionLimit', width: 10 },
  { header: '检测方法', key: 'method', width: 30 },
  { header: '单项结论', key: 'judgement', width: 10 },
  { header: '备注', key: 'note', width: 24 },
];

/**
 * An order's results as a workbook (issue #21): 检测结果, one row per result with its limit and
 * judgement, and 订单信息 with the order, the basis and the conclusion. A value stays text as typed
 * (9.20 keeps its printed decimals).
 */
export async function resultsWorkbook(sheet: ResultSheet): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = '中药质量检测服务平台';
  const results = wb.addWorksheet('检测结果', { views: [{ state: 'frozen', ySplit: 1 }] });
  results.columns = COLUMNS;
  results.getRow(1).font = { bold: true };
  sheet.rows.forEach((r, i) => {
    const row = results.addRow({
      n: i + 1,
      item: r.itemName,
      subject: r.subject ?? '',
      sample: r.sampleLabel,
      limit: r.limitDisplay,
      limitText: r.limitText,
      result: resultText(r),
      unit: r.notDetected || r.conforms !== null || r.notApplicable ? '' : r.unit,
      detectionLimit: r.detectionLimit,
      method: r.method,
      judgement: JUDGEMENT_LABELS[r.judgement],
      note: r.note,
    });
    if (r.judgement === 'fail') row.font = FAIL_FONT;
  });
  addInfoSheet(wb, '订单信息', [
    ['订单号', sheet.orderNo],
    ['样品名称', sheet.sampleName],
    ['品种', sheet.variety],
    ['批号', sheet.batchNo],
    ['检测依据', basisText(sheet)],
    ['检测日期', sheet.testDate ?? ''],
    ['结论', JUDGEMENT_LABELS[sheet.conclusion]],
    ['不符合项', sheet.failedItems.join('；')],
    ['备注', sheet.remark],
  ]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}
