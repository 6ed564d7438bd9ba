import { readFile } from 'node:fs/promises';
import { EventEmitter } from 'node:events';
import * as fontkit from 'fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

/**
 * The CJK font of the PDFs the server writes (issue #21: the stamp on every report, the generated
 * reports): Noto Sans SC cut to GB 2312 (scripts/make-report-font.mjs, SIL OFL 1.1, see the OFL file
 * beside it), committed with the app. Each PDF embeds only the glyphs it draws.
 */
const FONT_FILE = new URL('../../assets/fonts/NotoSansSC-Report.otf', import.meta.url);

let fontBytes: Promise<Buffer> | null = null;

type Subset = { encode(): Uint8Array; encodeStream?: () => EventEmitter };
type FontkitFont = { createSubset(): Subset };

/**
 * fontkit 2 for pdf-lib: @pdf-lib/fontkit, pdf-lib's own fork, writes broken subsets of CJK fonts
 * (a CID-keyed CFF with an invalid offSize, so viewers draw nothing); upstream fontkit 2 writes them
 * right but encodes a subset at once instead of as the stream pdf-lib reads, which this adapts.
 */
const fontkitForPdfLib = {
  create(bytes: Uint8Array) {
    const font = (fontkit as unknown as { create(b: Uint8Array): FontkitFont }).create(bytes);
    const createSubset = font.createSubset.bind(font);
    font.createSubset = () => {
      const subset = createSubset();
      subset.encodeStream = () => {
        const stream = new EventEmitter();
        setImmediate(() => {
          try {
            stream.emit('data', subset.encode());
            stream.emit('end');
          } catch (err) {
            stream.emit('error', err);
          }
        });
        return stream;
      };
      return subset;
    };
    return font;
  },
};

/** The CJK font, embedded in `doc` as a subset of the glyphs the document draws. */
export async function embedCjkFont(doc: PDFDocument): Promise<PDFFont> {
  fontBytes ??= readFile(FONT_FILE);
  doc.registerFontkit(fontkitForPdfLib as unknown as Parameters<PDFDocument['registerFontkit']>[0]);
  return doc.embedFont(await fontBytes, { subset: true });
}
