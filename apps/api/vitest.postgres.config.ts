import { defineProject } from 'vitest/config';

// The same API tests against a real PostgreSQL server (TEST_DATABASE_URL); each file gets its own database.
export default defineProject({
  test: {
    name: 'api-postgres',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Files that never touch the run's test database (ENCORE_TEST_DB): pure functions, configuration, their own
    // in-memory PGlite, or a spawned server on its own embedded data directory. They behave the same in both
    // runs, so they run once, in the PGlite one (which CI always runs). A file that starts using useTestApp,
    // createTestApp or usesPostgres must leave this list.
    exclude: [
      'src/bootstrap.test.ts',
      'src/config-doors.test.ts',
      'src/server.test.ts',
      'src/db/data-dir-lock.test.ts',
      'src/db/seed/seed-roles.test.ts',
      'src/lib/ability-where.test.ts',
      'src/lib/ed25519-key.test.ts',
      'src/lib/error-messages.test.ts',
      'src/lib/json-shape.test.ts',
      'src/lib/list-cache.test.ts',
      'src/lib/paris-time.test.ts',
      'src/modules/analytics/a-minute-ago-today.test.ts',
      'src/modules/analytics/rollup-blocks.test.ts',
      'src/modules/analytics/sales-table-vat.test.ts',
      'src/modules/journal/journal-key.test.ts',
      'src/modules/rooms/svg-sanitiser.test.ts',
      'src/modules/sales/vat-lines.test.ts',
      'src/modules/tickets/ticket-bidi.test.ts',
      'src/modules/tickets/ticket-fonts.test.ts',
      'src/modules/tickets/ticket-key.test.ts',
      'src/modules/tickets/ticket-pdf.test.ts',
      'src/modules/uploads/s3-signature.test.ts',
    ],
    // Migrates and seeds one template database per run; each test file starts from a copy of it.
    globalSetup: ['src/test/global-setup.ts'],
    env: { ENCORE_TEST_DB: 'postgres' },
    // One module graph per worker, not per file: importing the app for each file took about half of this
    // run (211 s -> 110-115 s on a 2-core machine; the PGlite run's 231 s -> about 120 s). Files share
    // modules, not databases (each has its own copy of the template); per-process state is keyed by what
    // identifies it (caches by revision, sales contexts per app), a registry files fill (named statements)
    // is read knowing others may have, and every app a file builds is closed (its background work with it).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
