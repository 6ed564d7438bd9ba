import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENV_DOCS } from '../../src/config-docs';
import { ENV_SHAPE, renderEnvExample } from '../../src/config-env-example';

/** Issue #24: `.env.example` lists every variable the server reads, generated from config.ts, so it cannot drift. */
describe('.env.example', () => {
  it('documents every variable of the configuration schemas, and nothing they do not read', () => {
    expect(Object.keys(ENV_DOCS).sort()).toEqual(Object.keys(ENV_SHAPE).sort());
  });

  it('is what `npm run env:example` writes from the schemas and their documentation', () => {
    const file = fs.readFileSync(path.resolve(import.meta.dirname, '../../../../.env.example'), 'utf8');
    expect(file, 'run `npm run env:example` and commit .env.example').toBe(renderEnvExample());
  });
});
