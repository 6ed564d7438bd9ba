import { PDFArray, PDFDict, type PDFDocument, PDFName, type PDFRawStream, PDFRef, decodePDFRawStream } from 'pdf-lib';

const streamText = (s: PDFRawStream) => Buffer.from(decodePDFRawStream(s).decode()).toString('latin1');
const lookup = <T>(doc: PDFDocument, o: unknown): T => (o instanceof PDFRef ? doc.context.lookup(o) : o) as T;

/** Every content stream of a page, decoded to text. */
export function contentOf(doc: PDFDocument, pageIndex: number): string {
  const contents = doc.getPage(pageIndex).node.Contents();
  const refs = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
  return refs.map((r) => streamText(lookup<PDFRawStream>(doc, r))).join('\n');
}

/** A Type 0 font's glyph → text map, read from its ToUnicode CMap (bfchar and bfrange entries). */
function toUnicode(doc: PDFDocument, font: PDFDict): Map<number, string> {
  const map = new Map<number, string>();
  const stream = lookup<PDFRawStream | undefined>(doc, font.get(PDFName.of('ToUnicode')));
  if (!stream) return map;
  const text = streamText(stream);
  const utf16 = (hex: string) => Buffer.from(hex, 'hex').swap16().toString('utf16le');
  for (const [, block] of text.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, gid, uni] of block!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) map.set(parseInt(gid!, 16), utf16(uni!));
  }
  for (const [, block] of text.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, lo, hi, start] of block!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
      for (let g = parseInt(lo!, 16), u = parseInt(start!, 16); g <= parseInt(hi!, 16); g += 1, u += 1) map.set(g, String.fromCodePoint(u));
    }
  }
  return map;
}

/** The page's Type 0 (CJK) fonts: resource name → the font dictionary. */
function type0Fonts(doc: PDFDocument, pageIndex: number): Map<string, PDFDict> {
  const fonts = doc.getPage(pageIndex).node.Resources()?.lookup(PDFName.of('Font'), PDFDict);
  const out = new Map<string, PDFDict>();
  for (const [name, ref] of fonts?.entries() ?? []) {
    const font = lookup<PDFDict>(doc, ref);
    if (font.get(PDFName.of('Subtype')) === PDFName.of('Type0')) out.set(name.decodeText(), font);
  }
  return out;
}

/**
 * The text a page draws in its CJK fonts, as a viewer would copy it: each `/Font size Tf` … `<glyphs> Tj`
 * decoded through that font's ToUnicode map, one string per Tj.
 */
export function cjkTextOf(doc: PDFDocument, pageIndex: number): string[] {
  const fonts = type0Fonts(doc, pageIndex);
  const maps = new Map([...fonts].map(([name, font]) => [name, toUnicode(doc, font)]));
  const out: string[] = [];
  let current: Map<number, string> | undefined;
  for (const [, font, hex] of contentOf(doc, pageIndex).matchAll(/\/([^\s/<>[\]()]+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f]*)>\s*Tj/g)) {
    if (font !== undefined) current = maps.get(font);
    else if (current && hex) out.push((hex.match(/.{4}/g) ?? []).map((g) => current!.get(parseInt(g, 16)) ?? '\uFFFD').join(''));
  }
  return out;
}

/**
 * The font programs embedded for the page's CJK fonts (pdf-lib writes a subset as a bare CFF,
 * FontFile3 /CIDFontType0C): their size and whether the CFF header and first INDEX are well formed
 * (the bug of pdf-lib's own fontkit wrote an offSize of 27, and viewers then draw nothing).
 */
export function embeddedCjkFonts(doc: PDFDocument, pageIndex: number): Array<{ bytes: number; wellFormed: boolean }> {
  return [...type0Fonts(doc, pageIndex).values()].map((font) => {
    const descendant = lookup<PDFDict>(doc, lookup<PDFArray>(doc, font.get(PDFName.of('DescendantFonts'))).get(0));
    const descriptor = lookup<PDFDict>(doc, descendant.get(PDFName.of('FontDescriptor')));
    const cff = Buffer.from(decodePDFRawStream(lookup<PDFRawStream>(doc, descriptor.get(PDFName.of('FontFile3')))).decode());
    // Header: major 1, minor, hdrSize, offSize 1–4; then the Name INDEX: count (2 bytes), offSize 1–4.
    const [major, , hdrSize, offSize] = cff;
    const nameOffSize = cff[hdrSize! + 2];
    return { bytes: cff.length, wellFormed: major === 1 && offSize! >= 1 && offSize! <= 4 && nameOffSize! >= 1 && nameOffSize! <= 4 };
  });
}
