import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../../..');

/**
 * Stop 30's CI failed on a clean clone because the demo seed's JSON (then src/db/seed/data/, now seed/records/) matched the
 * .gitignore rule meant for DATA_DIR: the files existed only on the machine that wrote them. No file
 * under a workspace's src/ may be ignored by git — a clean clone must hold everything the code reads.
 */
describe('sources', () => {
  it('no file under apps/*/src or packages/*/src is ignored by git', () => {
    const ignored = execFileSync('git', ['ls-files', '--others', '--ignored', '--exclude-standard', '--', 'apps', 'packages'], {
      cwd: ROOT,
      encoding: 'utf8',
    })
      .split('\n')
      .filter((f) => f.split('/')[2] === 'src' && !f.split('/').includes('node_modules'));
    expect(ignored).toEqual([]);
  });
});
