import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callableRoutes } from '../helpers/routes';
import { type TestApp, createTestApp } from '../helpers/test-app';

const FILE = fileURLToPath(new URL('../../../../packages/shared/src/api/paths.generated.ts', import.meta.url));
const UPDATE = process.env.UPDATE_API_PATHS === '1';

/** `/files/:key` → `/files/${string}`: a path with parameters as a template literal type. */
const typeOf = (url: string) => (url.includes(':') ? `\`${url.replace(/:[A-Za-z]+/g, '${string}')}\`` : `'${url}'`);

function union(name: string, urls: string[]): string {
  const members = [...new Set(urls)].sort().map((u) => `  | ${typeOf(u)}`);
  return `export type ${name} =\n${members.join('\n')};\n`;
}

/** The file's text for a route catalogue: one union of paths per method the web calls. */
function render(app: TestApp['app']): string {
  const routes = callableRoutes(app.routeCatalog).filter((r) => r.url !== '/' && !r.url.startsWith('/healthz'));
  const of = (method: string) => routes.filter((r) => r.method === method).map((r) => r.url);
  return [
    '// Generated from the server’s route catalogue by apps/server/test/gates/api-paths.test.ts; do not edit.',
    '// After adding or renaming a route: UPDATE_API_PATHS=1 npx vitest run --project server test/gates/api-paths.test.ts',
    '// The web’s request client takes only these paths: a call to a path the server does not register',
    '// fails `npm run typecheck` (issue #19).',
    '',
    union('ApiGetPath', of('GET')),
    union('ApiPostPath', of('POST')),
  ].join('\n');
}

describe('the paths the web may call', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('packages/shared/src/api/paths.generated.ts lists exactly the routes the server registers', () => {
    const expected = render(t.app);
    if (UPDATE) fs.writeFileSync(FILE, expected);
    expect(expected).toContain("'/api/orderInfo/placeOrder'");
    expect(fs.readFileSync(FILE, 'utf8'), 'stale: regenerate it (see the file’s first lines)').toBe(expected);
  });
});
