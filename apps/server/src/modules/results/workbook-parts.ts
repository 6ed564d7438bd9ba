import type ExcelJS from 'exceljs';

/** A 不符合 row's font in every results workbook. */
export const FAIL_FONT: Partial<ExcelJS.Font> = { color: { argb: 'FFCF1322' } };

/** A two-column sheet (项目, 内容) of what the workbook's rows are about. */
export function addInfoSheet(wb: ExcelJS.Workbook, name: string, pairs: readonly (readonly [string, string])[]): void {
  const info = wb.addWorksheet(name);
  info.columns = [
    { header: '项目', key: 'k', width: 14 },
    { header: '内容', key: 'v', width: 60 },
  ];
  info.getRow(1).font = { bold: true };
  for (const [k, v] of pairs) info.addRow({ k, v });
}
