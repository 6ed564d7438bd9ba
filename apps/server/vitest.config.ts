import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    environment: 'node',
    // With TEST_DATABASE_URL set, files share one PostgreSQL server and each test app creates its own database.
    fileParallelism: true,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
