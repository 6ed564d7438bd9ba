import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    environment: 'node',
    // API tests share one PostgreSQL server when DATABASE_URL is set; each file makes its own schema.
    fileParallelism: true,
    testTimeout: 20000,
  },
});
