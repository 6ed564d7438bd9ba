import ExcelJS from 'exceljs';

/** One filled row of a sheet: its row number as Excel shows it and its cells by header. */
export interface SheetRow {
  line: number;
  cells: Record<string, string>;
}

/** Every .xlsx is a zip: anything else (a renamed .exe, an old .xls, a CSV) is refused before parsing. */
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

/** An uploaded workbook, or null when the file is not an .xlsx that ExcelJS can read. */
export async function loadXlsx(file: Buffer): Promise<ExcelJS.Workbook | null> {
  if (!ZIP_MAGIC.every((b, i) => file[i] === b)) return null;
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(file as unknown as ArrayBuffer);
  } catch {
    return null;
  }
  return wb;
}

/** The rows below the header row that have any cell filled, cells keyed by their column's header (trimmed text). */
export function sheetRows(sheet: ExcelJS.Worksheet | undefined): SheetRow[] {
  if (!sheet) return [];
  const headers: string[] = [];
  sheet.getRow(1).eachCell((cell, col) => (headers[col] = cell.text.trim()));
  const rows: SheetRow[] = [];
  sheet.eachRow((row, line) => {
    if (line === 1) return;
    const cells: Record<string, string> = {};
    row.eachCell((cell, col) => {
      const header = headers[col];
      if (header) cells[header] = cell.text.trim();
    });
    if (Object.values(cells).some((v) => v !== '')) rows.push({ line, cells });
  });
  return rows;
}
