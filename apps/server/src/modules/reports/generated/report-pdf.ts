import { PDFDocument, type PDFPage, rgb } from 'pdf-lib';
import { embedCjkFont } from '../../../lib/cjk-font';
import { wrapText } from './text-wrap';

/** Everything a generated report prints (issue #21), assembled by ./report-data.ts. */
export interface GeneratedReport {
  reportNo: string;
  /** 签发日期, YYYY-MM-DD. */
  issuedOn: string;
  institution: { name: string; address: string; phone: string; marks: Array<{ label: 'CMA' | 'CNAS'; certNo: string | null }> };
  /** 委托单位. */
  client: string;
  /** Label → value, in the order printed (样品名称, 批号, 收样日期, 检测依据 …). */
  facts: Array<[string, string]>;
  rows: Array<{ item: string; sample: string; limit: string; result: string; judgement: string; method: string; fail: boolean }>;
  conclusion: string;
  remark: string;
}

const A4 = { width: 595.28, height: 841.89 };
const LEFT = 50;
const RIGHT = A4.width - 50;
const TOP = A4.height - 48;
/** The stamp (QR code and verification code) goes in the bottom-right corner of every page: text stays above it. */
const BOTTOM = 118;
const INK = rgb(0.1, 0.1, 0.1);
const GREY = rgb(0.4, 0.4, 0.4);
const FAIL = rgb(0.78, 0.07, 0.13);
const RULE = rgb(0.55, 0.55, 0.55);

/** The results table: header, share of the width, and the cell's key. */
const COLUMNS = [
  { title: '序号', width: 28 },
  { title: '检测项目', width: 98 },
  { title: '样品', width: 56 },
  { title: '标准规定', width: 72 },
  { title: '检测结果', width: 62 },
  { title: '单项结论', width: 46 },
  { title: '检测方法', width: RIGHT - LEFT - 362 },
] as const;
const CELL = { size: 8.5, line: 12, pad: 4 };

interface Cursor {
  page: PDFPage;
  y: number;
}

/** A generated report: the institution's letterhead, the order's facts, a row per result, the conclusion and the signature lines, on as many A4 pages as the rows need. */
export async function generatedReportPdf(r: GeneratedReport): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`检验检测报告 ${r.reportNo}`);
  doc.setCreator('中药质量检测服务平台');
  const font = await embedCjkFont(doc);
  const text = (page: PDFPage, s: string, x: number, y: number, size: number, color = INK) => page.drawText(s, { x, y, size, font, color });
  const centred = (page: PDFPage, s: string, y: number, size: number) => text(page, s, (A4.width - font.widthOfTextAtSize(s, size)) / 2, y, size);
  const rule = (page: PDFPage, y: number, x1 = LEFT, x2 = RIGHT, thickness = 0.6) => page.drawLine({ start: { x: x1, y }, end: { x: x2, y }, thickness, color: RULE });

  const newPage = (): Cursor => {
    const page = doc.addPage([A4.width, A4.height]);
    if (doc.getPageCount() === 1) return { page, y: letterhead(page) };
    // Following pages: the institution and the report number above a rule.
    text(page, r.institution.name, LEFT, TOP, 10);
    const no = `报告编号：${r.reportNo}`;
    text(page, no, RIGHT - font.widthOfTextAtSize(no, 9), TOP, 9, GREY);
    rule(page, TOP - 8);
    return { page, y: TOP - 26 };
  };

  function letterhead(page: PDFPage): number {
    centred(page, r.institution.name, TOP - 4, 17);
    const contact = [r.institution.address && `地址：${r.institution.address}`, r.institution.phone && `电话：${r.institution.phone}`].filter(Boolean).join('　');
    if (contact) centred(page, contact, TOP - 22, 8.5);
    rule(page, TOP - 32, LEFT, RIGHT, 1.2);
    // The accreditation marks the order asked for and the institution holds, top left.
    r.institution.marks.forEach((m, i) => {
      const x = LEFT + i * 74;
      page.drawRectangle({ x, y: TOP - 88, width: 66, height: 44, borderColor: INK, borderWidth: 1.2 });
      text(page, m.label, x + (66 - font.widthOfTextAtSize(m.label, 16)) / 2, TOP - 68, 16);
      if (m.certNo) text(page, m.certNo.slice(0, 16), x + 4, TOP - 83, 6.5);
    });
    centred(page, '检 验 检 测 报 告', TOP - 76, 20);
    const no = `报告编号：${r.reportNo}`;
    text(page, no, RIGHT - font.widthOfTextAtSize(no, 9.5), TOP - 100, 9.5);
    return TOP - 112;
  }

  /** Label-value pairs two to a line (a long value takes the whole line), in a ruled box. */
  function facts(c: Cursor): Cursor {
    const half = (RIGHT - LEFT) / 2;
    const pairs: Array<[string, string]> = [['委托单位', r.client], ...r.facts];
    let y = c.y;
    rule(c.page, y);
    const fits = (pair: [string, string] | undefined) => pair !== undefined && font.widthOfTextAtSize(`${pair[0]}：${pair[1]}`, 9) <= half - 8;
    for (let i = 0; i < pairs.length; ) {
      const wide = !fits(pairs[i]);
      const row = wide || !fits(pairs[i + 1]) ? [pairs[i]!] : [pairs[i]!, pairs[i + 1]!];
      let height = 0;
      row.forEach(([label, value], k) => {
        const lines = wrapText(`${label}：${value || '—'}`, font, 9, (wide ? RIGHT - LEFT : half) - 8);
        lines.forEach((line, n) => text(c.page, line, LEFT + 4 + k * half, y - 13 - n * 13, 9));
        height = Math.max(height, lines.length * 13 + 6);
      });
      y -= height;
      i += row.length;
    }
    rule(c.page, y);
    return { page: c.page, y: y - 16 };
  }

  function tableHeader(c: Cursor): Cursor {
    c.page.drawRectangle({ x: LEFT, y: c.y - 18, width: RIGHT - LEFT, height: 18, color: rgb(0.93, 0.96, 0.95) });
    let x = LEFT;
    for (const col of COLUMNS) {
      text(c.page, col.title, x + CELL.pad, c.y - 12.5, 8.5);
      x += col.width;
    }
    rule(c.page, c.y);
    rule(c.page, c.y - 18);
    return { page: c.page, y: c.y - 18 };
  }

  function results(start: Cursor): Cursor {
    let c = tableHeader(start);
    r.rows.forEach((row, i) => {
      const cells = [String(i + 1), row.item, row.sample, row.limit, row.result, row.judgement, row.method];
      const wrapped = cells.map((s, k) => wrapText(s, font, CELL.size, COLUMNS[k]!.width - 2 * CELL.pad));
      const height = Math.max(...wrapped.map((l) => l.length)) * CELL.line + 2 * CELL.pad - 2;
      if (c.y - height < BOTTOM) c = tableHeader(newPage());
      let x = LEFT;
      wrapped.forEach((lines, k) => {
        const colour = row.fail && (k === 4 || k === 5) ? FAIL : INK;
        lines.forEach((line, n) => text(c.page, line, x + CELL.pad, c.y - CELL.pad - 7.5 - n * CELL.line, CELL.size, colour));
        x += COLUMNS[k]!.width;
      });
      c = { page: c.page, y: c.y - height };
      rule(c.page, c.y, LEFT, RIGHT, 0.3);
    });
    return { page: c.page, y: c.y - 18 };
  }

  /** Paragraphs that flow on to a new page when this one is full. */
  function paragraph(c: Cursor, s: string, size: number, gap = 6, colour = INK): Cursor {
    let cur = c;
    for (const line of wrapText(s, font, size, RIGHT - LEFT)) {
      if (cur.y - size * 1.5 < BOTTOM) cur = newPage();
      text(cur.page, line, LEFT, cur.y - size, size, colour);
      cur = { page: cur.page, y: cur.y - size * 1.5 };
    }
    return { page: cur.page, y: cur.y - gap };
  }

  let c = facts(newPage());
  c = results(c);
  c = paragraph(c, `检测结论：${r.conclusion}`, 10.5);
  if (r.remark) c = paragraph(c, `备注：${r.remark}`, 9);
  if (c.y - 100 < BOTTOM) c = newPage();
  const signatures = '编制：______________　　审核：______________　　批准：______________';
  text(c.page, signatures, LEFT, c.y - 24, 10);
  const [year, month, day] = r.issuedOn.split('-');
  text(c.page, `签发日期：${year}年${month}月${day}日`, RIGHT - 150, c.y - 50, 10);
  paragraph({ page: c.page, y: c.y - 62 }, '声明：本报告仅对所检样品负责；报告无批准人签字或涂改无效；未经本机构书面批准，不得部分复制本报告。扫描页面右下角二维码或在平台“报告验证”中输入验证码，可核验本报告真伪。', 8, 0, GREY);

  // Page numbers, now that the count is known: bottom left (the stamp takes the right).
  const pages = doc.getPages();
  pages.forEach((page, i) => text(page, `${r.reportNo}\u3000第 ${i + 1} 页 共 ${pages.length} 页`, LEFT, 40, 8, GREY));
  return doc.save();
}

