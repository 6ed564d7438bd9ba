import type { PDFFont } from 'pdf-lib';

/** A run that must not be split: a Latin word or number with what clings to it (9.2%, mg/kg, GB/T 8170). */
const UNBREAKABLE = /^[\x21-\x7e°μ‰℃%％]+/;
/** Punctuation a Chinese line may not start with (避头点): it hangs at the end of the line before instead. */
const CLOSING = new Set([...'、。，；：？！）》」』】〕”’…·,.;:?!)]}']);

/**
 * `text` cut into lines no wider than `width` at `size`: Chinese breaks between any two characters,
 * Latin words and numbers only at spaces (a word wider than the line is cut where it must be), and
 * closing punctuation never starts a line (it hangs past the width by its own few points); line
 * breaks in the text are kept. Never an empty list: '' gives one empty line.
 */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    let rest = paragraph;
    while (rest.length > 0) {
      const word = UNBREAKABLE.exec(rest)?.[0] ?? [...rest][0]!;
      rest = rest.slice(word.length);
      const candidate = line + word;
      if (font.widthOfTextAtSize(candidate, size) <= width || (CLOSING.has(word) && line.trim() !== '')) {
        line = candidate;
        continue;
      }
      if (line.trim() !== '') lines.push(line.trimEnd());
      line = word === ' ' ? '' : word;
      // A single word wider than the line: cut it by characters.
      while (font.widthOfTextAtSize(line, size) > width && line.length > 1) {
        let cut = line.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut -= 1;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    lines.push(line.trimEnd());
  }
  return lines;
}
