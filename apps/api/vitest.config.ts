import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Migrates and seeds one template database per run; each test file starts from a copy of it.
    globalSetup: ['src/test/global-setup.ts'],
    env: { ENCORE_TEST_DB: 'pglite' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
