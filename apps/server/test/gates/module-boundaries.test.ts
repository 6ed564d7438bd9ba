import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const MODULES = fileURLToPath(new URL('../../src/modules/', import.meta.url));
const IMPORT = /(?:import|export)\s[^'"]*?from\s+'(\.{1,2}\/[^']+)'/g;

/** Every relative import of a module's files: [importing module, imported module, imported file]. */
function moduleImports(): { from: string; file: string; to: string; target: string }[] {
  const found: { from: string; file: string; to: string; target: string }[] = [];
  for (const mod of fs.readdirSync(MODULES, { withFileTypes: true }).filter((d) => d.isDirectory())) {
    const dir = path.join(MODULES, mod.name);
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
      const text = fs.readFileSync(path.join(dir, file), 'utf8');
      for (const [, spec] of text.matchAll(IMPORT)) {
        const target = path.relative(MODULES, path.resolve(dir, spec!));
        const to = target.split(path.sep)[0]!;
        if (!target.startsWith('..') && to !== mod.name && target.includes(path.sep)) found.push({ from: mod.name, file, to, target });
      }
    }
  }
  return found;
}

/**
 * Issue #19: one home per domain. A module reaches another only through that module's service (or
 * a port wiring.ts hands over), never its repository; orders and reports meet only in wiring.ts.
 */
describe('module boundaries', () => {
  const imports = moduleImports();

  it('finds the modules’ imports of each other (the check itself reads something)', () => {
    expect(imports.length).toBeGreaterThan(50);
  });

  it('no module imports another module’s repository', () => {
    expect(imports.filter((i) => /repository$/.test(i.target)).map((i) => `${i.from}/${i.file} → ${i.target}`)).toEqual([]);
  });

  it('orders and reports import each other in neither direction', () => {
    const crossing = imports.filter((i) => (i.from === 'orders' && i.to === 'reports') || (i.from === 'reports' && i.to === 'orders'));
    expect(crossing.map((i) => `${i.from}/${i.file} → ${i.target}`)).toEqual([]);
  });
});
