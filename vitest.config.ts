import { defineConfig } from 'vitest/config';

// Each package has its own project; the PostgreSQL run of the API tests is added when TEST_DATABASE_URL is set.
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  test: {
    projects: [
      'packages/shared/vitest.config.ts',
      'apps/web/vitest.config.ts',
      'apps/api/vitest.config.ts',
      // Tests of the repository's own tooling (the lint configuration, scripts).
      { test: { name: 'scripts', environment: 'node', include: ['scripts/**/*.test.ts'] } },
      ...(withPostgres ? ['apps/api/vitest.postgres.config.ts'] : []),
    ],
  },
});
