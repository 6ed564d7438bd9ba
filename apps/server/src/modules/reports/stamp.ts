import { REPORT_MESSAGES } from '@tcm/shared';
import { PDFDocument, type PDFImage, rgb } from 'pdf-lib';
import QRCode from 'qrcode';
import { embedCjkFont } from '../../lib/cjk-font';
import { BusinessError } from '../../lib/errors';

export interface ReportStamp {
  /** The 12-character verification code, printed beside the QR code. */
  verifyCode: string;
  /** Where the QR code leads: the public verification page for this code. */
  verifyUrl: string;
}

/** Points (1/72 in): a 60-pt QR code (about 21 mm) still scans from a phone at arm's length. */
const QR_SIZE = 60;
const MARGIN = 18;
const TEXT_SIZE = 7;

/** What the stamp says under the QR code (issue #21: in Chinese, as the rest of the report). */
export const stampLabel = (verifyCode: string) => `扫码验证真伪 · 验证码 ${verifyCode}`;

/**
 * A copy of `pdf` with the report's QR code and verification code in the bottom-right corner of
 * every page. The label is Chinese in the bundled CJK font, embedded as the few glyphs it draws
 * (a few kilobytes). An unreadable or encrypted PDF is refused.
 */
export async function stampReport(pdf: Uint8Array, stamp: ReportStamp): Promise<Uint8Array> {
  const qrPng = await QRCode.toBuffer(stamp.verifyUrl, { type: 'png', errorCorrectionLevel: 'M', margin: 1, width: 240 });
  try {
    const doc = await PDFDocument.load(pdf, { updateMetadata: false });
    if (doc.getPageCount() === 0) throw new Error('no pages');
    await stampPages(doc, await doc.embedPng(qrPng), stampLabel(stamp.verifyCode));
    return await doc.save();
  } catch {
    // A damaged file fails wherever pdf-lib first trips over it: loading, the page tree, or saving.
    throw new BusinessError(REPORT_MESSAGES.pdfUnreadable);
  }
}

async function stampPages(doc: PDFDocument, qr: PDFImage, label: string): Promise<void> {
  const font = await embedCjkFont(doc);
  const labelWidth = font.widthOfTextAtSize(label, TEXT_SIZE);
  const width = Math.max(QR_SIZE, labelWidth);
  for (const page of doc.getPages()) {
    // The visible area, which need not start at the origin.
    const box = page.getCropBox();
    const centre = box.x + box.width - MARGIN - width / 2;
    const bottom = box.y + MARGIN;
    // A white backing keeps the code scannable over whatever the report prints in that corner.
    page.drawRectangle({ x: centre - width / 2 - 3, y: bottom - 3, width: width + 6, height: QR_SIZE + TEXT_SIZE + 10, color: rgb(1, 1, 1) });
    page.drawImage(qr, { x: centre - QR_SIZE / 2, y: bottom + TEXT_SIZE + 4, width: QR_SIZE, height: QR_SIZE });
    page.drawText(label, { x: centre - labelWidth / 2, y: bottom, size: TEXT_SIZE, font, color: rgb(0, 0, 0) });
  }
}
