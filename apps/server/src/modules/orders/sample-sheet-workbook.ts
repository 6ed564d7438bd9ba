import {
  ORDER_SAMPLES_MAX,
  QUALIFICATION_FLAG_LABELS,
  SAMPLE_SHEET_COLUMNS,
  SAMPLE_SHEET_ITEMS_NAME,
  SAMPLE_SHEET_NAME,
  type TestService,
} from '@tcm/shared';
import ExcelJS from 'exceljs';
import { BusinessError } from '../../lib/errors';
import { type SheetRow, loadXlsx, sheetRows } from '../../lib/xlsx';
import { SAMPLE_SHEET_MESSAGES as M } from './sample-sheet-messages';

/**
 * The sample sheet's workbook (issue #21): the template an institution's members download, and the
 * rows of a filled one. A service's code is XM + its id: stable for as long as the service is on
 * offer (a template downloaded last month still reads), short enough to type, and never reused by
 * another institution's service.
 */
export const serviceCode = (serviceId: number) => `XM${serviceId}`;
/** The service id a code names, or null when the word is not a code. */
export function serviceIdOfCode(word: string): number | null {
  const m = /^XM(\d{1,9})$/i.exec(word);
  return m ? Number(m[1]) : null;
}

type Column = (typeof SAMPLE_SHEET_COLUMNS)[number];
const WIDTHS: Record<Column, number> = { 样品名称: 18, 批号: 16, 产地: 14, 规格: 14, 数量: 12, 供应商: 24, 检测项目: 40 };
const REQUIRED: readonly Column[] = ['样品名称', '批号', '数量', '检测项目'];

/** The template of one institution: 样品清单 to fill, 项目清单 with its services and codes, and how to fill it. */
export async function sampleSheetTemplate(institutionName: string, services: readonly TestService[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = '中药质量检测服务平台';
  const ws = wb.addWorksheet(SAMPLE_SHEET_NAME, { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = SAMPLE_SHEET_COLUMNS.map((header) => ({ header, key: header, width: WIDTHS[header] }));
  ws.getRow(1).font = { bold: true };
  for (const header of REQUIRED) ws.getRow(1).getCell(header).fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFEFF7F5' } };
  // Text cells: a 批号 like 20240301 or 001 keeps its digits.
  for (const header of SAMPLE_SHEET_COLUMNS) ws.getColumn(header).numFmt = '@';

  const items = wb.addWorksheet(SAMPLE_SHEET_ITEMS_NAME, { views: [{ state: 'frozen', ySplit: 1 }] });
  items.columns = [
    { header: '代码', key: 'code', width: 10 },
    { header: '检测项目', key: 'name', width: 40 },
    { header: '单价（元/样品）', key: 'price', width: 16 },
    { header: '周期（天）', key: 'days', width: 10 },
    { header: '资质', key: 'marks', width: 12 },
    { header: '适用品种', key: 'varieties', width: 30 },
  ];
  items.getRow(1).font = { bold: true };
  for (const s of services) {
    items.addRow({
      code: serviceCode(s.id),
      name: s.testItem.name,
      price: (s.priceFen / 100).toFixed(2),
      days: s.periodDays,
      marks: s.qualifications.map((q) => QUALIFICATION_FLAG_LABELS[q]).join('、'),
      varieties: s.varieties.length ? s.varieties.join('、') : '不限',
    });
  }

  const help = wb.addWorksheet('填写说明');
  help.getColumn(1).width = 100;
  for (const line of [
    `检测机构：${institutionName}。本清单只能用于向该机构下单，一行一个样品，最多 ${ORDER_SAMPLES_MAX} 个样品。`,
    '样品名称、批号、数量、检测项目必填；产地、规格、供应商选填（质量分析按供应商、产地对比各批次）。',
    `检测项目填写「${SAMPLE_SHEET_ITEMS_NAME}」中的名称或代码（如 ${services[0] ? serviceCode(services[0].id) : 'XM1'}），一个样品检测多个项目时用顿号“、”、逗号或分号分隔。`,
    '订单按检测项目计价：每个检测项目的样品数为选择该项目的样品个数，与手工填写样品数量的价格相同。',
    '导入时任一行有误则全部不导入，并逐行列出错误（第N行为 Excel 的行号）。',
  ]) help.addRow([line]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** The filled rows of an uploaded sample sheet; a file that is not the template says what is wrong. */
export async function readSampleSheet(file: Buffer): Promise<SheetRow[]> {
  const wb = await loadXlsx(file);
  if (!wb) throw new BusinessError(M.notXlsx);
  const ws = wb.getWorksheet(SAMPLE_SHEET_NAME);
  if (!ws) throw new BusinessError(M.noSheet);
  const headers = new Set<string>();
  ws.getRow(1).eachCell((cell) => headers.add(cell.text.trim()));
  if (!SAMPLE_SHEET_COLUMNS.every((c) => headers.has(c))) throw new BusinessError(M.notTemplate);
  const rows = sheetRows(ws);
  if (rows.length === 0) throw new BusinessError(M.empty);
  if (rows.length > ORDER_SAMPLES_MAX) throw new BusinessError(M.tooMany(rows.length, ORDER_SAMPLES_MAX));
  return rows;
}

/**
 * The words of a 检测项目 cell: split at 、，,；; and line breaks, but not inside brackets, so
 * 重金属及有害元素（铅、镉、砷、汞、铜） stays one name.
 */
export function itemWords(cell: string): string[] {
  const words: string[] = [];
  let depth = 0;
  let word = '';
  for (const ch of cell) {
    if (ch === '（' || ch === '(') depth++;
    if (ch === '）' || ch === ')') depth = Math.max(0, depth - 1);
    if (depth === 0 && /[、，,；;\n\r]/.test(ch)) {
      words.push(word);
      word = '';
    } else word += ch;
  }
  words.push(word);
  return words.map((w) => w.trim()).filter(Boolean);
}
