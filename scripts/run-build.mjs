// `npm run start:prod` (= `node scripts/run-build.mjs server`) and `npm run migrate` (`… migrate`):
// an entry of the server's build (apps/server/dist, made by `npm run build`) run by plain node, in
// this process, with stack traces mapped back to the TypeScript sources. NODE_ENV unset means
// production here (as for the server itself), unlike `npm start`, the demo.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const ENTRIES = ['server', 'migrate'];
const SOURCES = ['apps/server/src', 'packages/shared/src'];

const entry = process.argv[2];
if (!ENTRIES.includes(entry ?? '')) {
  console.error(`用法 / usage: node scripts/run-build.mjs ${ENTRIES.join('|')}`);
  process.exit(2);
}
const file = path.join(root, 'apps/server/dist', `${entry}.js`);
if (!fs.existsSync(file)) {
  console.error(`未找到服务端构建 ${path.relative(root, file)}：请先运行 npm run build。/ The server build is missing: run npm run build first.`);
  process.exit(1);
}

function newestMtime(p) {
  const st = fs.statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  return fs.readdirSync(p).reduce((m, name) => Math.max(m, newestMtime(path.join(p, name))), st.mtimeMs);
}
// Not refused: a deployment may touch files after building; but an operator should know.
if (SOURCES.some((s) => fs.existsSync(path.join(root, s)) && newestMtime(path.join(root, s)) > fs.statSync(file).mtimeMs)) {
  console.warn('注意：服务端源代码比构建新，请重新运行 npm run build。/ Warning: the server sources are newer than its build: run npm run build again.');
}

process.setSourceMapsEnabled(true);
await import(pathToFileURL(file).href);
