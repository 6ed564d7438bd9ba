import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { definingFiles, sharedFilesUsed } from './vite.shared-exports.ts';

const shared = (file: string) => path.resolve(import.meta.dirname, '../../packages/shared/src', file);
const index = shared('index.ts');

describe('which file of @tcm/shared defines an imported name (the build chunking reads it)', () => {
  it('follows export * and export { … } from through the folder indexes to the defining file', () => {
    const names = definingFiles(index);
    expect(names.get('DEFAULT_PAGE_SIZE')).toBe(shared('api/page-constants.ts'));
    expect(names.get('STANDARD_LEVEL')).toBe(shared('api/lookup-constants.ts'));
    expect(names.get('PAGE_DATA_IDS')).toBe(shared('page-data.ts'));
  });

  it("lists the files a module's code takes names from, and gives up on what it cannot follow", () => {
    const code = `import { DEFAULT_PAGE_SIZE, STANDARD_LEVEL as L } from "@tcm/shared";\nimport { PAGE_DATA_IDS } from '@tcm/shared';`;
    expect(sharedFilesUsed(code, index)?.sort()).toEqual([shared('api/lookup-constants.ts'), shared('api/page-constants.ts'), shared('page-data.ts')].sort());
    expect(sharedFilesUsed(`import * as s from '@tcm/shared';`, index)).toBeNull();
    expect(sharedFilesUsed(`import { NO_SUCH_NAME } from '@tcm/shared';`, index)).toBeNull();
    expect(sharedFilesUsed(`import { x } from './local';`, index)).toEqual([]);
  });
});
