import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { doorsOpenHoursDefault, loadConfig, type Config } from '../config';
import { buildApp } from '../app';
import type { Strategies } from '../composition-root';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { DEMO_PASSWORD, demoEmail } from '../db/seed/seed-demo';
import {
  adminQuery,
  databaseUrl,
  dropPostgresDatabase,
  prepareTestDatabase,
  randomHex,
} from './template-database';
import type { RoleName } from '@encore/shared/auth/permissions';

export const usesPostgres = process.env.ENCORE_TEST_DB === 'postgres';

/** A fresh database for one test file, cloned from the run's template (see global-setup.ts). */
async function freshDatabase(): Promise<{
  handle: DatabaseHandle;
  drop: () => Promise<void>;
  url?: string;
}> {
  if (!usesPostgres) {
    const file = inject('pgliteTemplateFile');
    const handle = await openDatabase({
      pgliteDir: 'memory://',
      ...(file ? { pgliteDataDir: new Blob([await fs.promises.readFile(file)]) } : {}),
    });
    if (!file) await prepareTestDatabase(handle);
    return { handle, drop: () => handle.close() };
  }
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL test run');
  const name = `encore_test_${randomHex()}`;
  const template = inject('postgresTemplate');
  await adminQuery(base, `create database ${name}${template ? ` template ${template}` : ''}`);
  const url = databaseUrl(base, name);
  const handle = await openDatabase({ url });
  if (!template) await prepareTestDatabase(handle);
  return {
    handle,
    url,
    async drop() {
      await handle.close();
      await dropPostgresDatabase(base, name);
    },
  };
}

export interface TestContext {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  /** PostgreSQL runs: the test database's URL (to start real servers on it). */
  databaseUrl?: string;
  /** The secret signing this app's tokens (a second server on the same database shares it). */
  jwtSecret: string;
  close(): Promise<void>;
  /** Signs in a demo account and returns its tokens. */
  login(role: RoleName): Promise<{ token: string; refreshToken: string }>;
}

/**
 * `strategies`: other implementations of the guarded writes (a negative control's naive ones,
 * test/naive-strategies.ts), handed to the services through the composition root.
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  logStream?: NodeJS.WritableStream,
  strategies?: Strategies,
): Promise<TestContext> {
  const { handle, drop, url } = await freshDatabase();
  const jwtSecret = 'test-secret-'.padEnd(48, 'x');
  const config = loadConfig(
    { NODE_ENV: 'test' },
    // Test apps keep production's door window (the demo's year-long one is for a fresh `npm start`).
    // Test files open carts all along as a few demo sellers: the caps per seller are raised here (their
    // own tests, seller-caps.test.ts, pass the production defaults or lower ones).
    {
      authRateLimit: 10_000,
      webDist: undefined,
      doorsOpenHours: doorsOpenHoursDefault,
      sellerCaps: { openCarts: 100_000, heldSeats: 1_000_000 },
      ...overrides,
    },
  );
  const app = await buildApp({
    config,
    database: handle,
    jwtSecret,
    closeDatabase: false,
    logger: Boolean(logStream),
    logStream,
    strategies,
  });
  await app.ready();
  return {
    app,
    database: handle,
    config,
    databaseUrl: url,
    jwtSecret,
    async close() {
      await app.close();
      await drop();
    },
    async login(role) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: demoEmail(role), password: DEMO_PASSWORD },
      });
      if (response.statusCode !== 200) throw new Error(`login ${role} failed: ${response.body}`);
      return response.json().data;
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
