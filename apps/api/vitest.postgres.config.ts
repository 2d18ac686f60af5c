import { defineProject } from 'vitest/config';

// The same API tests against a real PostgreSQL server (TEST_DATABASE_URL); each file gets its own database.
export default defineProject({
  test: {
    name: 'api-postgres',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Migrates and seeds one template database per run; each test file starts from a copy of it.
    globalSetup: ['src/test/global-setup.ts'],
    env: { ENCORE_TEST_DB: 'postgres' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
