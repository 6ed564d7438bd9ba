import { defineConfig } from 'vitest/config';

// Browser suite: real Chromium (Debian's) against the real server on a free port with a fresh data dir.
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.test.ts'],
    globalSetup: ['./support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two cores: one browser at a time keeps timings honest.
    fileParallelism: false,
  },
});
