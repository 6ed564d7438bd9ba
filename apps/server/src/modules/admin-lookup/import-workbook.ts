import {
  ADMIN_LOOKUP_MESSAGES as M,
  MONOGRAPH_IMPORT_CHECK_COLUMNS,
  MONOGRAPH_IMPORT_CHECK_SHEET,
  MONOGRAPH_IMPORT_COLUMNS,
  MONOGRAPH_IMPORT_SHEET,
} from '@tcm/shared';
import ExcelJS from 'exceljs';
import { BusinessError } from '../../lib/errors';
import { type SheetRow, loadXlsx, sheetRows } from '../../lib/xlsx';

/** The monographs sheet (by name, else the first that is not the checks sheet) and the checks sheet. */
export async function readImportWorkbook(file: Buffer): Promise<{ main: SheetRow[]; checks: SheetRow[] }> {
  const wb = await loadXlsx(file);
  if (!wb) throw new BusinessError(M.importNotXlsx);
  const main = wb.getWorksheet(MONOGRAPH_IMPORT_SHEET) ?? wb.worksheets.find((s) => s.name !== MONOGRAPH_IMPORT_CHECK_SHEET);
  if (!main) throw new BusinessError(M.importNoSheet);
  return { main: sheetRows(main), checks: sheetRows(wb.getWorksheet(MONOGRAPH_IMPORT_CHECK_SHEET)) };
}

const EXAMPLE: Record<string, string> = {
  名称: '人参',
  汉语拼音: 'Renshen',
  拉丁名: 'GINSENG RADIX ET RHIZOMA',
  版次: '2020',
  部: '一部',
  分类: '药材和饮片',
  别名: '棒槌、园参、山参',
  基原: 'Panax ginseng C. A. Mey.',
  来源: '本品为五加科植物人参Panax ginseng C. A. Mey.的干燥根和根茎。',
  性状: '主根呈纺锤形或圆柱形，长3～15cm，直径1～2cm。',
  检查: '水分不得过12.0%（通则0832第二法）；总灰分不得过5.0%（通则2302）。',
  含量测定: '照高效液相色谱法（通则0512）测定，含人参皂苷Rg1和人参皂苷Re的总量不得少于0.30%。',
  性味与归经: '甘、微苦，微温。归脾、肺、心、肾经。',
  功能与主治: '大补元气，复脉固脱，补脾益肺，生津养血，安神益智。',
  贮藏: '置阴凉干燥处，密闭保存，防蛀。',
};
const EXAMPLE_CHECKS = [
  ['人参', '2020', '水分', '通则0832第二法', '不得过12.0%', '检查'],
  ['人参', '2020', '含量测定', '高效液相色谱法（通则0512）', '人参皂苷Rg1和Re总量不得少于0.30%', '含量测定'],
];

/** The import template: both sheets with their headers and one example monograph. */
export async function importTemplate(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const main = wb.addWorksheet(MONOGRAPH_IMPORT_SHEET);
  main.columns = MONOGRAPH_IMPORT_COLUMNS.map((header) => ({ header, key: header, width: header.length > 3 ? 30 : 14 }));
  main.addRow(EXAMPLE);
  const checks = wb.addWorksheet(MONOGRAPH_IMPORT_CHECK_SHEET);
  checks.columns = MONOGRAPH_IMPORT_CHECK_COLUMNS.map((header) => ({ header, key: header, width: header === '限度' || header === '方法' ? 36 : 12 }));
  for (const r of EXAMPLE_CHECKS) checks.addRow(r);
  for (const sheet of [main, checks]) sheet.getRow(1).font = { bold: true };
  return Buffer.from(await wb.xlsx.writeBuffer());
}
