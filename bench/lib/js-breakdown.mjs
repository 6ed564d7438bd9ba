// Which packages fill the JavaScript index.html loads: a second production build of the web app
// with source maps, into a scratch folder (the real dist is not touched), and every byte of its
// entry scripts attributed to the package of the source it came from.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { entryScripts } from './js-sizes.mjs';
import { repoRoot } from './server-modules.mjs';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((c, i) => [c, i]));

/** One segment of a source-map "mappings" string: its VLQ fields. */
function decodeSegment(text) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const ch of text) {
    const digit = DIGIT.get(ch);
    if (digit === undefined) throw new Error(`bad source-map character ${ch}`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** The package a source file belongs to: the last node_modules/<name>, or the workspace folder. */
export function packageOf(source) {
  const s = source.replaceAll('\\', '/');
  const nm = s.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const parts = s.slice(nm + 'node_modules/'.length).split('/');
    return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? s);
  }
  if (s.includes('packages/shared/')) return '@tcm/shared (workspace)';
  if (s.includes('apps/web/src/')) return 'apps/web/src (our code)';
  return `(bundler: ${path.basename(s)})`;
}

/** Byte slices of one generated file per package, from its source map. */
function attribute(code, map) {
  const slices = new Map();
  const add = (key, text) => {
    if (text) slices.set(key, (slices.get(key) ?? '') + text);
  };
  const lines = code.split('\n');
  const mappingLines = map.mappings.split(';');
  let sourceIndex = 0;
  lines.forEach((line, li) => {
    const segments = [];
    let col = 0;
    for (const raw of (mappingLines[li] ?? '').split(',')) {
      if (!raw) continue;
      const v = decodeSegment(raw);
      col += v[0];
      if (v.length >= 4) {
        sourceIndex += v[1];
        segments.push({ col, source: map.sources[sourceIndex] ?? '?' });
        // source line and column deltas (v[2], v[3]) are not needed: only which file.
      } else segments.push({ col, source: null });
    }
    add('(unmapped)', line.slice(0, segments[0]?.col ?? line.length));
    segments.forEach((seg, i) => {
      const end = segments[i + 1]?.col ?? line.length;
      add(seg.source === null ? '(unmapped)' : packageOf(seg.source), line.slice(seg.col, end));
    });
    if (li < lines.length - 1) add('(unmapped)', '\n');
  });
  return slices;
}

/**
 * @returns {{ packages: { name: string, raw: number, gzip: number }[], totalGzip: number, files: string[] }}
 *   gzip per package is its standalone gzip scaled so that the parts add up to the real total.
 */
export function breakdownEntryScripts({ log = console.log } = {}) {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'tcm-web-maps-'));
  try {
    log('[breakdown] building the web app with source maps into a scratch folder …');
    const vite = path.join(repoRoot, 'node_modules/.bin/vite');
    execFileSync(vite, ['build', '--sourcemap', '--outDir', out, '--emptyOutDir', '--logLevel', 'error'], {
      cwd: path.join(repoRoot, 'apps/web'),
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const files = entryScripts(out);
    const slices = new Map();
    let totalGzip = 0;
    for (const file of files) {
      const code = fs.readFileSync(path.join(out, file), 'utf8');
      totalGzip += zlib.gzipSync(code, { level: 9 }).length;
      const mapFile = path.join(out, `${file}.map`);
      if (!fs.existsSync(mapFile)) {
        slices.set('(no source map)', (slices.get('(no source map)') ?? '') + code);
        continue;
      }
      for (const [name, text] of attribute(code, JSON.parse(fs.readFileSync(mapFile, 'utf8')))) {
        slices.set(name, (slices.get(name) ?? '') + text);
      }
    }
    const parts = [...slices].map(([name, text]) => ({
      name,
      raw: Buffer.byteLength(text),
      alone: zlib.gzipSync(text, { level: 9 }).length,
    }));
    const aloneSum = parts.reduce((s, p) => s + p.alone, 0) || 1;
    const packages = parts
      .map((p) => ({ name: p.name, raw: p.raw, gzip: (p.alone * totalGzip) / aloneSum }))
      .sort((a, b) => b.gzip - a.gzip);
    return { packages, totalGzip, files };
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
}
