import {
  RESULT_IMPORT_COLUMNS,
  RESULT_IMPORT_SHEET,
  RESULT_IMPORT_WORDS as W,
  RESULT_MESSAGES as M,
  type ResultRow,
  type ResultSheet,
  resultRowInputSchema,
} from '@tcm/shared';
import ExcelJS from 'exceljs';
import type { z } from 'zod';
import { BusinessError } from '../../lib/errors';
import { type SheetRow, loadXlsx, sheetRows } from '../../lib/xlsx';

type Column = (typeof RESULT_IMPORT_COLUMNS)[number];
type RowInput = z.output<typeof resultRowInputSchema>;

/** What a row's 检测结果 cell says, as the template writes it back. */
function resultCell(r: ResultRow): string {
  if (r.notApplicable) return W.notApplicable;
  if (r.notDetected) return W.notDetected;
  if (r.conforms !== null) return r.conforms ? W.conforms : W.fails;
  return r.value;
}

const WIDTHS: Record<Column, number> = { 行标识: 12, 检测项目: 26, '成分/元素': 14, 样品: 16, 标准规定: 14, 限度: 26, 检测结果: 12, 单位: 10, 检出限: 10, 检测方法: 30, 备注: 24 };
const FILLED_BY_STAFF: readonly Column[] = ['检测结果', '单位', '检出限', '检测方法', '备注'];

/**
 * The import template of one order (issue #21): a row per result row with what is saved so far, the
 * columns staff fill highlighted, and a note sheet on how to fill 检测结果. 限度 is read back only on
 * rows whose limit the monograph does not give.
 */
export async function resultsTemplate(sheet: ResultSheet): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = '中药质量检测服务平台';
  const ws = wb.addWorksheet(RESULT_IMPORT_SHEET, { views: [{ state: 'frozen', ySplit: 1, xSplit: 2 }] });
  ws.columns = RESULT_IMPORT_COLUMNS.map((header) => ({ header, key: header, width: WIDTHS[header] }));
  ws.getRow(1).font = { bold: true };
  for (const header of FILLED_BY_STAFF) ws.getColumn(header).fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFEFF7F5' } };
  for (const r of sheet.rows) {
    const values: Record<Column, string> = {
      行标识: r.key,
      检测项目: r.itemName,
      '成分/元素': r.subject ?? '',
      样品: r.sampleLabel,
      标准规定: r.limitDisplay,
      限度: r.limitText,
      检测结果: resultCell(r),
      单位: r.notDetected || r.conforms !== null || r.notApplicable ? '' : r.unit || r.limitUnit || '',
      检出限: r.detectionLimit,
      检测方法: r.method,
      备注: r.note,
    };
    // Text cells: 9.20 keeps its printed decimals, 行标识 is not read as a date.
    ws.addRow(values).eachCell((cell) => (cell.numFmt = '@'));
  }
  const help = wb.addWorksheet('填写说明');
  help.getColumn(1).width = 100;
  for (const line of [
    `订单 ${sheet.orderNo}（${sheet.sampleName}），共 ${sheet.rows.length} 行检测结果。`,
    '请勿修改或删除“行标识”列：它对应订单中的样品、检测项目和限度，行的顺序可以调整。',
    `“检测结果”填写数值（如 9.2），或填写：${W.notDetected}、${W.conforms}、${W.fails}（定性项目）、${W.notApplicable}；留空表示该行暂不填写。`,
    '“限度”只在药典未规定限度的行读取（如 不得过8.0%），其余行以药典为准。',
    '导入时任一行有误则全部不导入；导入成功后覆盖文件中各行已保存的内容，文件中没有的行保持不变。',
  ]) help.addRow([line]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** The filled rows of an uploaded template; a file that is not one names what is wrong. */
export async function readResultsWorkbook(file: Buffer): Promise<SheetRow[]> {
  const wb = await loadXlsx(file);
  if (!wb) throw new BusinessError(M.importNotXlsx);
  const ws = wb.getWorksheet(RESULT_IMPORT_SHEET);
  if (!ws) throw new BusinessError(M.importNoSheet);
  const rows = sheetRows(ws);
  if (rows.length === 0) throw new BusinessError(M.importEmpty);
  return rows;
}

/** One template row as the save's input (the value's checks and the judgement are the save's), or what is wrong with it. */
export function importedInput(row: SheetRow, key: string): { input: RowInput } | { error: string } {
  const c = (col: Column) => row.cells[col] ?? '';
  const result = c('检测结果');
  const words: Record<string, Partial<RowInput>> = {
    [W.notDetected]: { notDetected: true },
    [W.conforms]: { conforms: true },
    [W.fails]: { conforms: false },
    [W.notApplicable]: { notApplicable: true },
  };
  const word = words[result];
  const parsed = resultRowInputSchema.safeParse({
    key,
    value: word ? '' : result,
    unit: c('单位'),
    detectionLimit: c('检出限'),
    method: c('检测方法'),
    limitText: c('限度'),
    note: c('备注'),
    ...word,
  });
  if (!parsed.success) return { error: `第${row.line}行：${parsed.error.issues[0]?.message ?? '内容有误'}` };
  return { input: parsed.data };
}
