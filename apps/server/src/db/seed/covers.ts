import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import type { FileStorage } from '../../modules/files/storage';
import { nowIso } from '../dialect';
import type { Database } from '../schema';
import type { CoverTheme } from './content/types';

/** Colours and the emblem of each cover style; the seed draws covers instead of shipping photos. */
const THEMES: Record<CoverTheme, { from: string; to: string; mark: string }> = {
  policy: { from: '#00604f', to: '#0b8a6f', mark: '政' },
  industry: { from: '#2f5d8a', to: '#4f86b8', mark: '业' },
  notice: { from: '#8a5a14', to: '#c08a2e', mark: '告' },
  standard: { from: '#3d4f7a', to: '#6275a8', mark: '标' },
  knowledge: { from: '#4d6b2f', to: '#7a9a45', mark: '知' },
  help: { from: '#5a4a7a', to: '#8a75b0', mark: '助' },
};

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

function coverSvg(theme: CoverTheme, title: string, subtitle: string, width: number, height: number): string {
  const t = THEMES[theme];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${t.from}"/><stop offset="1" stop-color="${t.to}"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<circle cx="${width * 0.86}" cy="${height * 0.28}" r="${height * 0.42}" fill="#ffffff" fill-opacity="0.08"/>
<text x="${width * 0.86}" y="${height * 0.4}" text-anchor="middle" font-size="${height * 0.3}" font-family="Noto Serif CJK SC, Noto Sans CJK SC" fill="#ffffff" fill-opacity="0.35">${t.mark}</text>
<text x="${width * 0.06}" y="${height * 0.55}" font-size="${Math.round(height * 0.11)}" font-family="Noto Sans CJK SC" font-weight="bold" fill="#ffffff">${escapeXml(title)}</text>
<text x="${width * 0.06}" y="${height * 0.72}" font-size="${Math.round(height * 0.06)}" font-family="Noto Sans CJK SC" fill="#ffffff" fill-opacity="0.85">${escapeXml(subtitle)}</text>
</svg>`;
}

/** Draws a cover, stores it like an upload, and returns its file URL. */
export async function drawCover(
  db: Kysely<Database>,
  storage: FileStorage,
  c: { theme: CoverTheme; title: string; subtitle: string; width: number; height: number },
): Promise<string> {
  const key = `${crypto.randomBytes(16).toString('base64url').slice(0, 22)}.png`;
  const temp = path.join(storage.tempDir(), `cover-${key}`);
  await sharp(Buffer.from(coverSvg(c.theme, c.title, c.subtitle, c.width, c.height))).png({ compressionLevel: 9 }).toFile(temp);
  const size = fs.statSync(temp).size;
  await storage.putFile(key, temp);
  await db.insertInto('upload_file').values({ file_key: key, mime: 'image/png', size, original_name: null, member_id: null, scene: 'seed', created_at: nowIso() }).execute();
  return `/files/${key}`;
}
