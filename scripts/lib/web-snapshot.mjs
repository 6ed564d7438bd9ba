// A frozen copy of the built web app for one benchmark or browser-suite run. The web build may be
// rebuilt while it runs (by a colleague, by `npm start`); the server then serves this copy instead,
// so the hashed script names in the index.html a browser holds keep resolving.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
const WEB_DIST = path.resolve(import.meta.dirname, '../..', process.env.WEB_DIST || 'apps/web/dist');

/** @returns {{ dir: string, remove: () => void }} */
export function snapshotWebBuild(source = WEB_DIST) {
  if (!fs.existsSync(path.join(source, 'index.html'))) throw new Error(`no web build at ${source}`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tcm-bench-web-'));
  fs.cpSync(source, dir, { recursive: true });
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
