import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Issue #24: log-secrets.test.ts searches the server log of the whole run, so it runs after every
 * other spec (the files run one at a time). The rest keep vitest's order.
 */
const LAST = /[\\/]log-secrets\.test\.ts$/;
class LogCheckLastSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [...sorted.filter((f) => !LAST.test(f.moduleId)), ...sorted.filter((f) => LAST.test(f.moduleId))];
  }
}

// Browser suite: real Chromium (Debian's) against the real server on a free port with a fresh data dir.
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.test.ts'],
    globalSetup: ['./support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A page renders after its data arrives; on a busy 2-core machine that can take seconds (default: 1 s).
    expect: { poll: { timeout: 15_000 } },
    // Two cores: one browser at a time keeps timings honest.
    fileParallelism: false,
    // Issue #24: the search of the server log for secrets comes after every spec that writes to it.
    sequence: { sequencer: LogCheckLastSequencer },
  },
});
