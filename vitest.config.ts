import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Each package has its own project; the PostgreSQL run of the API tests is added when TEST_DATABASE_URL is set.
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the CPUs: a single worker on the 2-core CI machine, which then
    // sits half idle while API tests wait on PostgreSQL, on the servers they spawn and on their timers.
    // At least two workers; more cores keep the default.
    maxWorkers: Math.max(2, availableParallelism() - 1),
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
