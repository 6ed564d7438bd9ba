import { JUDGEMENT_LABELS, type QualityRow } from '@tcm/shared';
import ExcelJS from 'exceljs';
import { FAIL_FONT, addInfoSheet } from './workbook-parts';

const COLUMNS: Partial<ExcelJS.Column>[] = [
  { header: '报告日期', key: 'date', width: 12 },
  { header: '订单号', key: 'orderNo', width: 22 },
  { header: '报告编号', key: 'reportNo', width: 22 },
  { header: '样品名称', key: 'sample', width: 16 },
  { header: '品种', key: 'variety', width: 10 },
  { header: '批号', key: 'batch', width: 14 },
  { header: '供应商', key: 'supplier', width: 24 },
  { header: '产地', key: 'origin', width: 14 },
  { header: '检测机构', key: 'institution', width: 28 },
  { header: '检测项目', key: 'item', width: 26 },
  { header: '成分/元素', key: 'subject', width: 12 },
  { header: '检测结果', key: 'result', width: 16 },
  { header: '标准规定', key: 'limit', width: 14 },
  { header: '单项结论', key: 'judgement', width: 10 },
];

/** 质量分析's filtered rows as a workbook (issue #21): one sheet, newest first, 不符合 in red. */
export async function qualityWorkbook({ from, to, rows, capped }: { from: string; to: string; rows: QualityRow[]; capped: boolean }): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = '中药质量检测服务平台';
  const ws = wb.addWorksheet('质量分析', { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = COLUMNS;
  ws.getRow(1).font = { bold: true };
  for (const r of rows) {
    const row = ws.addRow({
      date: r.reportedAt.slice(0, 10),
      orderNo: r.orderNo,
      reportNo: r.reportNo,
      sample: r.sampleName,
      variety: r.variety,
      batch: r.batchNo,
      supplier: r.supplier,
      origin: r.origin,
      institution: r.institutionName,
      item: r.itemName,
      subject: r.subject ?? '',
      result: r.result,
      limit: r.limitDisplay,
      judgement: JUDGEMENT_LABELS[r.judgement],
    });
    if (r.judgement === 'fail') row.font = FAIL_FONT;
  }
  addInfoSheet(wb, '说明', [
    ['报告日期', `${from} 至 ${to}`],
    ['结果行数', capped ? `${rows.length}（仅导出最近 ${rows.length} 条，请缩小筛选范围）` : String(rows.length)],
    ['数据来源', '各订单当前有效报告发布的检测结果'],
  ]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}
