import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Issue #24: log-secrets.test.ts searches the server log of the whole run, so it runs after every
 * other spec (the files run one at a time: fileParallelism is off). The rest keep vitest's order.
 */
const LAST = /[\\/]log-secrets\.test\.ts$/;

export class LogCheckLastSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [...sorted.filter((f) => !LAST.test(f.moduleId)), ...sorted.filter((f) => LAST.test(f.moduleId))];
  }
}
