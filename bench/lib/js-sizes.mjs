// gzip sizes of the built web app's JavaScript, as the server sends it (the .gz made at build
// time when present, else gzip -9 of the file, which is how scripts/compress-dist.mjs makes it).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { repoRoot } from './server-modules.mjs';

export const WEB_DIST = path.resolve(repoRoot, process.env.WEB_DIST || 'apps/web/dist');

/** URL paths of the scripts index.html loads before any route: the entry and its modulepreloads. */
export function entryScripts(dist = WEB_DIST) {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const found = new Set();
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const attr = (name) => tag.match(new RegExp(`\\b${name}=["']([^"']+)["']`))?.[1];
    if (tag.startsWith('<script') && attr('type') === 'module' && attr('src')) found.add(attr('src'));
    if (tag.startsWith('<link') && attr('rel') === 'modulepreload' && attr('href')) found.add(attr('href'));
  }
  return [...found].map((u) => new URL(u, 'http://x/').pathname);
}

const cache = new Map();

/** gzip bytes of a script given by its URL path; null when the file is not in the build. */
export function gzipBytes(urlPath, dist = WEB_DIST) {
  const key = `${dist}:${urlPath}`;
  if (!cache.has(key)) {
    const file = path.join(dist, decodeURIComponent(urlPath));
    let size = null;
    if (fs.existsSync(`${file}.gz`)) size = fs.statSync(`${file}.gz`).size;
    else if (fs.existsSync(file)) size = zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
    cache.set(key, size);
  }
  return cache.get(key);
}

/** URL paths of every script of the build. */
export function allScripts(dist = WEB_DIST) {
  const out = [];
  const walk = (dir) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.m?js$/.test(e.name)) out.push(`/${path.relative(dist, p).split(path.sep).join('/')}`);
    }
  };
  walk(path.join(dist, 'assets'));
  return out.sort();
}
