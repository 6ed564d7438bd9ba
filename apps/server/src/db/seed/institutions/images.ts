import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import type { FileStorage } from '../../../modules/files/storage';
import { nowIso } from '../../dialect';
import type { Database } from '../../schema';

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
const FONT = 'Noto Sans CJK SC';
const HUES = ['#00604f', '#2f5d8a', '#8a5a14', '#3d4f7a', '#4d6b2f', '#5a4a7a', '#7a3b3b', '#1f6f78'];

/** A round seal-like logo with the institution's two-character mark. */
export function logoSvg(mark: string, index: number): string {
  const hue = HUES[index % HUES.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160">
<rect width="160" height="160" rx="24" fill="#ffffff"/>
<circle cx="80" cy="80" r="70" fill="${hue}"/>
<circle cx="80" cy="80" r="60" fill="none" stroke="#ffffff" stroke-opacity="0.6" stroke-width="3"/>
<text x="80" y="96" text-anchor="middle" font-size="46" font-family="${FONT}" font-weight="bold" fill="#ffffff">${escapeXml(mark)}</text>
</svg>`;
}

/** A certificate-like sheet: the seed's stand-in for a scanned CMA/CNAS certificate or a licence. */
export function certificateSvg(title: string, holder: string, number: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="340">
<rect width="480" height="340" fill="#fbf7ec"/>
<rect x="12" y="12" width="456" height="316" fill="none" stroke="#b08d3c" stroke-width="6"/>
<text x="240" y="82" text-anchor="middle" font-size="28" font-family="${FONT}" font-weight="bold" fill="#7a1f1f">${escapeXml(title)}</text>
<text x="240" y="150" text-anchor="middle" font-size="17" font-family="${FONT}" fill="#333333">${escapeXml(holder)}</text>
<text x="240" y="190" text-anchor="middle" font-size="15" font-family="${FONT}" fill="#555555">证书编号：${escapeXml(number)}</text>
<text x="240" y="300" text-anchor="middle" font-size="12" font-family="${FONT}" fill="#999999">演示数据 · 非真实证书</text>
<circle cx="380" cy="250" r="40" fill="none" stroke="#c0392b" stroke-width="4" stroke-opacity="0.7"/>
</svg>`;
}

// Rendered once per process: every API test seeds a fresh database, and drawing dominates the seed's time.
const rendered = new Map<string, Promise<Buffer>>();
function render(svg: string, ext: 'png' | 'jpg'): Promise<Buffer> {
  const id = `${ext}:${svg}`;
  let out = rendered.get(id);
  if (!out) {
    const image = sharp(Buffer.from(svg));
    out = (ext === 'png' ? image.png({ compressionLevel: 6 }) : image.jpeg({ quality: 72 })).toBuffer();
    rendered.set(id, out);
  }
  return out;
}

export interface SeedImage {
  svg: string;
  ext: 'png' | 'jpg';
  /** 'settlement' makes the file private, like an applicant's upload. */
  scene: 'seed' | 'settlement';
}

/** Draws the images, stores them like uploads (one insert for all rows) and returns their URLs in order. */
export async function storeImages(db: Kysely<Database>, storage: FileStorage, images: SeedImage[]): Promise<string[]> {
  const now = nowIso();
  const rows = await Promise.all(
    images.map(async (img) => {
      const buffer = await render(img.svg, img.ext);
      const key = `${crypto.randomBytes(16).toString('base64url').slice(0, 22)}.${img.ext}`;
      const temp = path.join(storage.tempDir(), `seed-${key}`);
      await fs.promises.writeFile(temp, buffer);
      await storage.putFile(key, temp);
      const mime = img.ext === 'png' ? 'image/png' : 'image/jpeg';
      const scan = img.scene === 'settlement';
      return { file_key: key, mime, size: buffer.length, original_name: null, member_id: null, scene: img.scene, created_at: now, private: scan ? 1 : 0, kind: scan ? 'settlement' : null };
    }),
  );
  if (rows.length) await db.insertInto('upload_file').values(rows).execute();
  return rows.map((r) => `/files/${r.file_key}`);
}
