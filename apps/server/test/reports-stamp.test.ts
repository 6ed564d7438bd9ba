import { REPORT_MESSAGES } from '@tcm/shared';
import { PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef, decodePDFRawStream } from 'pdf-lib';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { textPdf } from '../src/db/seed/orders/report-pdf';
import { stampLabel, stampReport } from '../src/modules/reports/stamp';
import { cjkTextOf, contentOf, embeddedCjkFonts } from './helpers/pdf-text';

const STAMP = { verifyCode: 'ABCDEFGH2345', verifyUrl: 'http://portal.example.cn/report/verify?code=ABCDEFGH2345' };

async function pages(n: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < n; i += 1) doc.addPage(i === 1 ? [842, 595] : [595, 842]).drawText(`page ${i + 1}`, { x: 50, y: 50 });
  return doc.save();
}

/** The image XObjects in the file, without the soft masks (alpha channels) pdf-lib adds for PNGs. */
function images(doc: PDFDocument): PDFRawStream[] {
  const all = doc.context
    .enumerateIndirectObjects()
    .map(([, o]) => o)
    .filter((o): o is PDFRawStream => o instanceof PDFRawStream && o.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'));
  const masks = new Set(all.map((o) => o.dict.get(PDFName.of('SMask'))).filter((r) => r instanceof PDFRef).map((r) => doc.context.lookup(r)));
  return all.filter((o) => !masks.has(o));
}

describe('report stamping', () => {
  it('stamps every page with the QR code and, in Chinese, the verification code, keeping the page count', async () => {
    const stamped = await PDFDocument.load(await stampReport(await pages(3), STAMP));
    expect(stamped.getPageCount()).toBe(3);
    expect(stampLabel(STAMP.verifyCode)).toBe('扫码验证真伪 · 验证码 ABCDEFGH2345');
    for (let i = 0; i < 3; i += 1) {
      const content = contentOf(stamped, i);
      expect(cjkTextOf(stamped, i), `page ${i + 1}`).toEqual([stampLabel(STAMP.verifyCode)]);
      // The CJK font is embedded as the stamp's own glyphs (a few kB, not the 2 MB font), well formed.
      const [font, ...more] = embeddedCjkFonts(stamped, i);
      expect(more).toEqual([]);
      expect(font?.wellFormed).toBe(true);
      expect(font!.bytes).toBeGreaterThan(500);
      expect(font!.bytes).toBeLessThan(30_000);
      // The page draws an XObject (`/Name Do`) that its resources name as an image.
      const drawn = /\/([\w-]+) Do/.exec(content)?.[1];
      expect(drawn).toBeDefined();
      const xobjects = stamped.getPage(i).node.Resources()?.lookup(PDFName.of('XObject'), PDFDict);
      const drawnImage = stamped.context.lookup(xobjects?.get(PDFName.of(drawn!))) as PDFRawStream;
      expect(drawnImage.dict.get(PDFName.of('Subtype'))).toBe(PDFName.of('Image'));
    }
    // One embedded QR image, shared by the pages.
    const qr = images(stamped);
    expect(qr).toHaveLength(1);
  });

  it('draws the QR code of the verification URL', async () => {
    const stamped = await PDFDocument.load(await stampReport(await pages(1), STAMP));
    const [image] = images(stamped);
    const width = (image!.dict.get(PDFName.of('Width')) as unknown as { asNumber(): number }).asNumber();
    const pixels = Buffer.from(decodePDFRawStream(image!).decode());
    const channels = pixels.length / (width * width);
    // Sample the centre of every module and compare with the QR matrix of the URL (margin 1 module).
    const matrix = QRCode.create(STAMP.verifyUrl, { errorCorrectionLevel: 'M' }).modules;
    const cell = width / (matrix.size + 2);
    let mismatches = 0;
    for (let row = 0; row < matrix.size; row += 1) {
      for (let col = 0; col < matrix.size; col += 1) {
        const x = Math.floor((col + 1.5) * cell);
        const y = Math.floor((row + 1.5) * cell);
        const dark = pixels[(y * width + x) * channels]! < 128;
        if (dark !== !!matrix.get(row, col)) mismatches += 1;
      }
    }
    expect(mismatches).toBe(0);
  });

  it('stamps the seeded kind of report (a hand-made PDF) too', async () => {
    const stamped = await PDFDocument.load(await stampReport(textPdf(['Test report']), STAMP));
    expect(stamped.getPageCount()).toBe(1);
    expect(cjkTextOf(stamped, 0)).toEqual([stampLabel(STAMP.verifyCode)]);
  });

  it('refuses a file pdf-lib cannot read', async () => {
    await expect(stampReport(Buffer.from('%PDF-1.4\nnot really a pdf'), STAMP)).rejects.toThrow(REPORT_MESSAGES.pdfUnreadable);
    await expect(stampReport(Buffer.from('hello'), STAMP)).rejects.toThrow(REPORT_MESSAGES.pdfUnreadable);
  });
});
