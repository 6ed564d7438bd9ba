import { defineProject, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineProject({
    test: {
      name: 'web',
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}', 'vite.*.test.ts'],
      setupFiles: ['./src/lib/testing/setup.ts'],
      restoreMocks: true,
      unstubGlobals: true,
      // antd's forms and tables render slowly in jsdom; on a busy 2-core machine a few took 5–8 s
      // (vitest's default limit is 5 s) while their assertions were met.
      testTimeout: 20_000,
    },
  }),
);
