import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { STANDARD_LEVEL_LABELS } from '@tcm/shared';
import sharp from 'sharp';
import type { StandardSeed } from './types';

/** What a standard's generated cover page shows. */
export type StandardCover = Pick<StandardSeed, 'standardNo' | 'nameCn' | 'nameEn' | 'level' | 'issuer' | 'issueDate' | 'implementDate'>;

const W = 893;
const H = 1263;
const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

function lines(text: string, perLine: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < text.length; i += perLine) out.push(text.slice(i, i + perLine));
  return out;
}

/** A cover page in the layout of a Chinese standard's front page. */
function coverSvg(c: StandardCover): string {
  const text = (x: number, y: number, size: number, s: string, extra = '', fill = '#111') =>
    `<text x="${x}" y="${y}" font-size="${size}" font-family="Noto Sans CJK SC" fill="${fill}" ${extra}>${escapeXml(s)}</text>`;
  const title = lines(c.nameCn, 16).map((l, i) => text(W / 2, 520 + i * 64, 48, l, 'text-anchor="middle" font-weight="bold"'));
  const english = c.nameEn ? lines(c.nameEn, 52).map((l, i) => text(W / 2, 560 + title.length * 64 + i * 30, 22, l, 'text-anchor="middle"')) : [];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
<rect width="100%" height="100%" fill="#ffffff"/>
${text(W / 2, 190, 40, STANDARD_LEVEL_LABELS[c.level], 'text-anchor="middle" font-weight="bold" letter-spacing="12"')}
<line x1="70" y1="250" x2="${W - 70}" y2="250" stroke="#111" stroke-width="3"/>
${text(W - 70, 300, 28, c.standardNo, 'text-anchor="end" font-weight="bold"')}
${title.join('\n')}
${english.join('\n')}
${text(110, 1040, 26, `${c.issueDate} 发布`)}
${text(W - 110, 1040, 26, `${c.implementDate} 实施`, 'text-anchor="end"')}
<line x1="70" y1="1070" x2="${W - 70}" y2="1070" stroke="#111" stroke-width="3"/>
${text(W / 2, 1130, 30, c.issuer, 'text-anchor="middle" font-weight="bold"')}
${text(W / 2, 1210, 18, '演示用封面页：正文以发布机构的正式文本为准', 'text-anchor="middle"', '#666')}
</svg>`;
}

const DRAW = 'q 595 0 0 842 0 0 cm /Im0 Do Q';

/** One A4 page showing one baseline JPEG: the smallest valid PDF that any viewer opens. */
export function wrapJpegAsPdf(jpeg: Buffer, width: number, height: number): Buffer {
  const objects = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from('<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /XObject << /Im0 4 0 R >> >> /Contents 5 0 R >>'),
    Buffer.concat([
      Buffer.from(`<< /Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode /Length ${jpeg.length} >>\nstream\n`),
      jpeg,
      Buffer.from('\nendstream'),
    ]),
    Buffer.from(`<< /Length ${DRAW.length} >>\nstream\n${DRAW}\nendstream`),
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  let size = parts[0]!.length;
  objects.forEach((body, i) => {
    offsets.push(size);
    const obj = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    parts.push(obj);
    size += obj.length;
  });
  const xref = ['xref', `0 ${objects.length + 1}`, '0000000000 65535 f ', ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n `)].join('\n');
  parts.push(Buffer.from(`${xref}\ntrailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${size}\n%%EOF\n`));
  return Buffer.concat(parts);
}

const CACHE_DIR = path.join(os.tmpdir(), 'tcm-standard-pdf-v1');

/**
 * The standard's one-page PDF, as a file in a cache folder under the OS temp dir named by the hash
 * of its SVG. Drawing takes ~40 ms and every API test seeds a fresh database: only the first
 * process on a machine draws, the others link or copy the file.
 */
export async function standardPdfFile(c: StandardCover): Promise<string> {
  const svg = coverSvg(c);
  const file = path.join(CACHE_DIR, `${crypto.createHash('sha256').update(svg).digest('hex').slice(0, 32)}.pdf`);
  if (fs.existsSync(file)) return file;
  const jpeg = await sharp(Buffer.from(svg)).flatten({ background: '#ffffff' }).jpeg({ quality: 78 }).toBuffer();
  await fs.promises.mkdir(CACHE_DIR, { recursive: true });
  const temp = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
  await fs.promises.writeFile(temp, wrapJpegAsPdf(jpeg, W, H));
  await fs.promises.rename(temp, file);
  return file;
}

/** A copy of the cached file at `dest`: a hard link when both are on one file system. */
export async function copyPdf(cached: string, dest: string): Promise<void> {
  try {
    await fs.promises.link(cached, dest);
  } catch {
    await fs.promises.copyFile(cached, dest);
  }
}
