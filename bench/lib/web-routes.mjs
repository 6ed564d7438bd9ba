// Reads the web app's route table (apps/web/src/app/routes/route-table.tsx) without running it:
// the TypeScript parser walks ROUTE_TABLE and resolves `paths.x.path` through config/paths.ts, and
// a signed-in area's `areaPage('pcenter', 'order', …)` through the PAGES of routes/areas/pcenter.ts.
// If the table's shape changes so that this can no longer read it, it says so and stops.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { repoRoot } from './server-modules.mjs';

const WEB_SRC = path.join(repoRoot, 'apps/web/src');
export const ROUTE_TABLE_FILE = path.join(WEB_SRC, 'app/routes/route-table.tsx');

function parse(file) {
  return ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
}

function unwrap(node) {
  let n = node;
  while (n && (ts.isAsExpression(n) || ts.isSatisfiesExpression(n) || ts.isParenthesizedExpression(n))) n = n.expression;
  return n;
}

function findConst(source, name) {
  let found;
  const visit = (node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === name) found = node.initializer;
    else ts.forEachChild(node, visit);
  };
  visit(source);
  return unwrap(found);
}

function props(objectLiteral) {
  const map = new Map();
  for (const p of objectLiteral.properties) {
    if (ts.isPropertyAssignment(p) && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name))) map.set(p.name.text, p.initializer);
  }
  return map;
}

/** The file an `import { name } from '…'` of `source` points at ('@/' is apps/web/src). */
function importedFile(source, name) {
  for (const stmt of source.statements) {
    if (!ts.isImportDeclaration(stmt) || !stmt.importClause?.namedBindings) continue;
    const bindings = stmt.importClause.namedBindings;
    if (!ts.isNamedImports(bindings) || !bindings.elements.some((e) => e.name.text === name)) continue;
    const spec = stmt.moduleSpecifier.text;
    const base = spec.startsWith('@/') ? path.join(WEB_SRC, spec.slice(2)) : path.resolve(path.dirname(source.fileName), spec);
    for (const ext of ['.ts', '.tsx', '/index.ts']) if (fs.existsSync(base + ext)) return base + ext;
  }
  return null;
}

/** `paths` of config/paths.ts: name → path, for entries made by fixed('/x') or { path: '/x', … }. */
function readPaths(file) {
  const source = parse(file);
  const literal = findConst(source, 'paths');
  if (!literal || !ts.isObjectLiteralExpression(literal)) throw new Error(`${file}: no \`paths\` object literal`);
  const result = new Map();
  for (const [name, init] of props(literal)) {
    const value = unwrap(init);
    if (ts.isCallExpression(value) && value.arguments[0] && ts.isStringLiteralLike(value.arguments[0])) {
      result.set(name, value.arguments[0].text);
    } else if (ts.isObjectLiteralExpression(value)) {
      const p = props(value).get('path');
      if (p && ts.isStringLiteralLike(unwrap(p))) result.set(name, unwrap(p).text);
    }
  }
  return result;
}

function findImportCall(node) {
  let spec = null;
  const visit = (n) => {
    if (spec) return;
    if (ts.isCallExpression(n) && n.expression.kind === ts.SyntaxKind.ImportKeyword && n.arguments[0] && ts.isStringLiteralLike(n.arguments[0])) {
      spec = n.arguments[0].text;
    } else ts.forEachChild(n, visit);
  };
  visit(node);
  return spec;
}

/** The options object literal of page(…, { antd: false }) or areaPage(area, name, { antd: false }). */
function pageOptions(call) {
  const last = call.arguments[call.arguments.length - 1];
  return last && ts.isObjectLiteralExpression(unwrap(last)) ? props(unwrap(last)) : new Map();
}

/**
 * The page module of an areaPage('area', 'name', …) call, as the route table's own import() would
 * name it ('./pages/…'): the import() of PAGES.name in routes/areas/<area>.ts.
 */
function areaPageModule(call, where) {
  const [area, name] = call.arguments.map(unwrap);
  if (!area || !name || !ts.isStringLiteralLike(area) || !ts.isStringLiteralLike(name)) throw new Error(`${where(call)}: areaPage() without literal arguments`);
  const file = path.join(path.dirname(ROUTE_TABLE_FILE), 'areas', `${area.text}.ts`);
  const pages = findConst(parse(file), 'PAGES');
  const entry = pages && ts.isObjectLiteralExpression(pages) ? props(pages).get(name.text) : undefined;
  const spec = entry && findImportCall(entry);
  if (!spec) throw new Error(`${where(call)}: ${path.relative(repoRoot, file)} has no page '${name.text}' in PAGES`);
  const resolved = path.resolve(path.dirname(file), spec);
  return `./${path.relative(path.dirname(ROUTE_TABLE_FILE), resolved).split(path.sep).join('/')}`;
}

/** A route's page: its module ('./pages/…') and whether it is built without antd. */
function readPage(node, where) {
  const call = unwrap(node);
  if (!ts.isCallExpression(call)) throw new Error(`${where(node)}: a page that is not page(…) or areaPage(…)`);
  const isArea = ts.isIdentifier(call.expression) && call.expression.text === 'areaPage';
  const antdFalse = pageOptions(call).get('antd')?.kind === ts.SyntaxKind.FalseKeyword;
  return { module: isArea ? areaPageModule(call, where) : findImportCall(call), antd: !antdFalse };
}

/**
 * @returns {{ path: string, title: string, requireAuth: boolean, hidden: boolean, hideFooter: boolean,
 *   module: string | null, antd: boolean, redirectTo: string | null }[]}
 *   (antd: the page renders Ant Design, i.e. it is not marked `{ antd: false }`)
 */
export function readWebRoutes() {
  const source = parse(ROUTE_TABLE_FILE);
  const pathsFile = importedFile(source, 'paths');
  const paths = pathsFile ? readPaths(pathsFile) : new Map();
  const where = (node) => `${path.relative(repoRoot, ROUTE_TABLE_FILE)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const resolvePath = (node) => {
    const n = unwrap(node);
    if (ts.isStringLiteralLike(n)) return n.text;
    // paths.home.path
    if (ts.isPropertyAccessExpression(n) && n.name.text === 'path' && ts.isPropertyAccessExpression(n.expression)) {
      const p = paths.get(n.expression.name.text);
      if (p) return p;
    }
    throw new Error(`${where(node)}: cannot read the path ${n.getText()} (bench/lib/web-routes.mjs understands '…' and paths.x.path)`);
  };

  const table = findConst(source, 'ROUTE_TABLE');
  if (!table || !ts.isArrayLiteralExpression(table)) throw new Error(`${ROUTE_TABLE_FILE}: no ROUTE_TABLE array literal`);
  return table.elements.map((element) => {
    if (!ts.isObjectLiteralExpression(element)) throw new Error(`${where(element)}: a route entry that is not an object literal`);
    const p = props(element);
    const metaNode = p.get('meta') && unwrap(p.get('meta'));
    const meta = metaNode && ts.isObjectLiteralExpression(metaNode) ? props(metaNode) : new Map();
    const flag = (name) => meta.get(name)?.kind === ts.SyntaxKind.TrueKeyword;
    const title = meta.get('title');
    const page = p.has('page') ? readPage(p.get('page'), where) : { module: null, antd: false };
    return {
      path: resolvePath(p.get('path') ?? element),
      title: title && ts.isStringLiteralLike(title) ? title.text : '',
      requireAuth: flag('requireAuth'),
      hidden: flag('hidden'),
      hideFooter: flag('hideFooter'),
      module: page.module,
      antd: page.antd,
      redirectTo: p.has('redirectTo') ? resolvePath(p.get('redirectTo')) : null,
    };
  });
}

/** Pages a visitor can open: a page of its own (not a redirect), no login needed, not the catch-all. */
export function publicPageRoutes(routes = readWebRoutes()) {
  return routes.filter((r) => !r.redirectTo && !r.requireAuth && !r.path.includes('*') && !r.path.includes(':'));
}
