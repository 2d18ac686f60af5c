import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Migrates and seeds one template database per run; each test file starts from a copy of it.
    globalSetup: ['src/test/global-setup.ts'],
    env: { ENCORE_TEST_DB: 'pglite' },
    // One module graph per worker, as the PostgreSQL run (vitest.postgres.config.ts): 231 s -> about 120 s.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
