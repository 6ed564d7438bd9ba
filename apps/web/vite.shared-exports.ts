import fs from 'node:fs';
import path from 'node:path';

/**
 * Which file of @tcm/shared defines each name its index exports (issue #18's chunking): a web
 * module that imports `{ ORDER_STATUS } from '@tcm/shared'` depends on the file that defines it,
 * not on the whole index — one zod schema beside a constant decides whether a module is light.
 */

const SOURCE = /\.(ts|tsx)$/;

function resolveFile(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (SOURCE.test(candidate) && fs.existsSync(candidate)) return candidate;
  }
  return null;
}

const DECLARED = /^export\s+(?:declare\s+)?(?:async\s+)?(?:const|let|var|function\*?|class|enum)\s+([\w$]+)/gm;
const STAR = /^export\s+\*\s+from\s+['"]([^'"]+)['"]/gm;
/** `export * as name from '…'`: the namespace is the file itself (the endpoint descriptor groups). */
const STAR_AS = /^export\s+\*\s+as\s+([\w$]+)\s+from\s+['"]([^'"]+)['"]/gm;
const NAMED = /^export\s+\{([^}]*)\}(?:\s+from\s+['"]([^'"]+)['"])?/gm;

const cache = new Map<string, Map<string, string>>();

/** Exported name → the file that defines it, following `export *`, `export * as` and `export { … } from`. */
export function definingFiles(file: string): Map<string, string> {
  const known = cache.get(file);
  if (known) return known;
  const names = new Map<string, string>();
  cache.set(file, names); // a cycle adds nothing
  const code = fs.readFileSync(file, 'utf8');
  for (const [, name] of code.matchAll(DECLARED)) names.set(name!, file);
  for (const [, name, specifier] of code.matchAll(STAR_AS)) {
    const target = resolveFile(file, specifier!);
    if (target) names.set(name!, target);
  }
  for (const [, specifier] of code.matchAll(STAR)) {
    const target = resolveFile(file, specifier!);
    if (target) for (const [name, where] of definingFiles(target)) if (!names.has(name)) names.set(name, where);
  }
  for (const [, list, specifier] of code.matchAll(NAMED)) {
    const target = specifier ? resolveFile(file, specifier) : null;
    const theirs = target ? definingFiles(target) : null;
    for (const part of list!.split(',')) {
      const words = part.trim().replace(/^type\s+/, '').split(/\s+as\s+/);
      const [local, exported = local] = words.map((w) => w.trim());
      if (!local || part.trim().startsWith('type ')) continue;
      names.set(exported!, theirs ? (theirs.get(local) ?? target!) : file);
    }
  }
  return names;
}

const FROM_SHARED = /import\s*\{([^}]*)\}\s*from\s*['"]@tcm\/shared['"]/g;
const OTHER_FROM_SHARED = /import\s+(?:\*\s+as\s+[\w$]+|[\w$]+)\s*(?:,\s*\{[^}]*\})?\s*from\s*['"]@tcm\/shared['"]/;

/**
 * The files of @tcm/shared a module's code takes names from; null when it imports the index in a
 * way that cannot be followed (a namespace or default import) or names something unknown.
 */
export function sharedFilesUsed(code: string, index: string): string[] | null {
  if (OTHER_FROM_SHARED.test(code)) return null;
  const exports = definingFiles(index);
  const files = new Set<string>();
  for (const [, list] of code.matchAll(FROM_SHARED)) {
    for (const part of list!.split(',')) {
      const name = part.trim().split(/\s+as\s+/)[0]!.trim();
      if (!name || name.startsWith('type ')) continue;
      const file = exports.get(name);
      if (!file) return null;
      files.add(file);
    }
  }
  return [...files];
}
