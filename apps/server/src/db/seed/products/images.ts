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
const TINTS: Record<string, [string, string]> = {
  饮片: ['#f3ead8', '#8a5a14'],
  药材: ['#e8efe0', '#4d6b2f'],
  提取物: ['#e6eef5', '#2f5d8a'],
  中成药: ['#f5e6e6', '#7a3b3b'],
  配方颗粒: ['#efe9f5', '#5a4a7a'],
  保健食品原料: ['#e3f1ee', '#00604f'],
};

/** A product photo stand-in: a tinted tray with the category's name, drawn per leaf category. */
export function productSvg(top: string, leaf: string): string {
  const [bg, fg] = TINTS[top] ?? ['#eeeeee', '#00604f'];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300">
<rect width="400" height="300" fill="${bg}"/>
<ellipse cx="200" cy="170" rx="150" ry="70" fill="${fg}" fill-opacity="0.18"/>
<ellipse cx="200" cy="160" rx="120" ry="50" fill="${fg}" fill-opacity="0.28"/>
<text x="200" y="110" text-anchor="middle" font-size="30" font-family="${FONT}" font-weight="bold" fill="${fg}">${escapeXml(leaf)}</text>
<text x="200" y="270" text-anchor="middle" font-size="14" font-family="${FONT}" fill="${fg}" fill-opacity="0.7">演示图片 · ${escapeXml(top)}</text>
</svg>`;
}

/** An achievement cover: the field's name on the brand colour. */
export function achievementSvg(field: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#00604f"/><stop offset="1" stop-color="#2f8a6f"/></linearGradient></defs>
<rect width="400" height="300" fill="url(#g)"/>
<circle cx="330" cy="80" r="110" fill="#ffffff" fill-opacity="0.08"/>
<text x="40" y="170" font-size="36" font-family="${FONT}" font-weight="bold" fill="#ffffff">${escapeXml(field)}</text>
<text x="40" y="215" font-size="16" font-family="${FONT}" fill="#ffffff" fill-opacity="0.8">科技成果转化 · 演示</text>
</svg>`;
}

// Rendered once per process: every API test seeds a fresh database, and drawing dominates the seed's time.
const rendered = new Map<string, Promise<Buffer>>();
const render = (svg: string) => {
  let out = rendered.get(svg);
  if (!out) rendered.set(svg, (out = sharp(Buffer.from(svg)).jpeg({ quality: 72 }).toBuffer()));
  return out;
};

/**
 * Stores each drawing as an upload of `memberId` (scene 'member', as the member's own photos would
 * be, so the owner can save the product again) and returns the paths in order.
 */
export async function storeMemberImages(db: Kysely<Database>, storage: FileStorage, images: { svg: string; memberId: number | null }[]): Promise<string[]> {
  const now = nowIso();
  const rows = await Promise.all(
    images.map(async ({ svg, memberId }) => {
      const buffer = await render(svg);
      const key = `${crypto.randomBytes(16).toString('base64url').slice(0, 22)}.jpg`;
      const temp = path.join(storage.tempDir(), `seed-${key}`);
      await fs.promises.writeFile(temp, buffer);
      await storage.putFile(key, temp);
      return { file_key: key, mime: 'image/jpeg', size: buffer.length, original_name: null, member_id: memberId, scene: memberId === null ? 'seed' : 'member', created_at: now };
    }),
  );
  if (rows.length) await db.insertInto('upload_file').values(rows).execute();
  return rows.map((r) => `/files/${r.file_key}`);
}
