// node scripts/make-report-font.mjs — makes apps/server/assets/fonts/NotoSansSC-Report.otf, the CJK font
// the server embeds in the PDFs it writes (the stamp on every report, the generated reports; issue #21).
// Run by hand when the character set changes; the output is committed, so nothing at run time needs the
// machine's fonts or the internet. Source: Debian's fonts-noto-cjk (Noto Sans CJK, SIL OFL 1.1), its
// Simplified Chinese face, cut by HarfBuzz's subsetter (harfbuzzjs, a dev dependency) to GB 2312's
// 7,445 characters, printable ASCII and the symbols results print (μ ≤ ≥ ± ‰ ℃ ～). The server cuts
// this again to the glyphs each PDF uses, so a report carries a few kilobytes of font, not megabytes.
import fs from 'node:fs';
import path from 'node:path';
import * as fontkit from 'fontkit';

const repoRoot = path.resolve(import.meta.dirname, '..');
const SOURCE = process.env.CJK_SOURCE ?? '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';
const FACE = 'NotoSansCJKsc-Regular';
const OUT = path.join(repoRoot, 'apps/server/assets/fonts/NotoSansSC-Report.otf');
const WASM = path.join(repoRoot, 'node_modules/harfbuzzjs/dist/harfbuzz-subset.wasm');

/** GB 2312's characters (rows 1–9 symbols, 16–87 hanzi), decoded from every valid two-byte code. */
function gb2312() {
  const decoder = new TextDecoder('gbk', { fatal: true });
  const chars = [];
  for (let row = 0xa1; row <= 0xf7; row += 1) {
    if (row > 0xa9 && row < 0xb0) continue;
    for (let cell = 0xa1; cell <= 0xfe; cell += 1) {
      try {
        chars.push(decoder.decode(new Uint8Array([row, cell])));
      } catch {
        // an unassigned code in the symbol rows
      }
    }
  }
  return chars;
}

const ascii = Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCodePoint(0x20 + i));
const extra = [...'μ≤≥±‰℃～·•—–…“”‘’、。，；：？！（）《》【】〔〕％＋－×÷'];
const wanted = new Set([...ascii, ...gb2312(), ...extra].map((c) => c.codePointAt(0)));

// The face's index in the collection, by its PostScript name.
const source = fs.readFileSync(SOURCE);
const collection = fontkit.create(source);
const index = (collection.fonts ?? [collection]).findIndex((f) => f.postscriptName === FACE);
if (index < 0) throw new Error(`${SOURCE} has no face ${FACE}`);

const { instance } = await WebAssembly.instantiate(fs.readFileSync(WASM));
const hb = instance.exports;
const heap = () => new Uint8Array(hb.memory.buffer);
const input = hb.malloc(source.byteLength);
if (!input) throw new Error('HarfBuzz could not allocate room for the font');
heap().set(source, input);
const blob = hb.hb_blob_create(input, source.byteLength, 2 /* HB_MEMORY_MODE_WRITABLE */, 0, 0);
const face = hb.hb_face_create(blob, index);
hb.hb_blob_destroy(blob);
const plan = hb.hb_subset_input_create_or_fail();
// No hinting and no layout closure, and without the layout and vertical-metrics tables: a PDF draws
// the glyphs as they are (horizontal, unshaped), and the wasm heap (64 MB, the collection takes 19)
// cannot hold the closure of 7,500 characters.
hb.hb_subset_input_set_flags(plan, 1 /* NO_HINTING */ | 512 /* NO_LAYOUT_CLOSURE */);
const tag = (name) => [...name].reduce((t, c) => ((t << 8) | c.charCodeAt(0)) >>> 0, 0);
const dropped = hb.hb_subset_input_set(plan, 3 /* HB_SUBSET_SETS_DROP_TABLE_TAG */);
for (const table of ['GSUB', 'GPOS', 'GDEF', 'BASE', 'VORG', 'vhea', 'vmtx', 'DSIG']) hb.hb_set_add(dropped, tag(table));
const unicodes = hb.hb_subset_input_unicode_set(plan);
for (const cp of wanted) hb.hb_set_add(unicodes, cp);
const subset = hb.hb_subset_or_fail(face, plan);
hb.hb_subset_input_destroy(plan);
if (!subset) throw new Error('HarfBuzz could not subset the face');
const result = hb.hb_face_reference_blob(subset);
const at = hb.hb_blob_get_data(result, 0);
const bytes = Buffer.from(heap().subarray(at, at + hb.hb_blob_get_length(result)));
hb.hb_blob_destroy(result);
hb.hb_face_destroy(subset);
hb.hb_face_destroy(face);
hb.free(input);

// What the server will read: every wanted character has a glyph with an outline (the space aside).
const check = fontkit.create(bytes);
const missing = [...wanted].filter((cp) => cp !== 0x20 && cp !== 0x3000 && !check.glyphForCodePoint(cp).path.commands.length);
if (missing.length > 10) throw new Error(`${missing.length} characters have no outline, e.g. ${missing.slice(0, 10).map((c) => String.fromCodePoint(c)).join('')}`);
fs.mkdirSync(path.dirname(OUT), { recursive: true });
fs.writeFileSync(OUT, bytes);
console.log(`${path.relative(repoRoot, OUT)}: ${check.numGlyphs} glyphs for ${wanted.size} characters, ${(bytes.length / 1e6).toFixed(2)} MB`);
