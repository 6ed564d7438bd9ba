import { PDFDocument, StandardFonts } from 'pdf-lib';

/** A real one-page PDF (the server stamps reports with pdf-lib, so a bare header is not enough). */
export async function onePagePdf(line: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  page.drawText(line, { x: 72, y: 760, size: 14, font: await doc.embedFont(StandardFonts.Helvetica) });
  return Buffer.from(await doc.save());
}
