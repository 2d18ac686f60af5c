import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    env: { ENCORE_TEST_DB: 'pglite' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
