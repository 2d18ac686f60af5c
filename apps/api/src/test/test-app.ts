import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from '../config';
import { buildApp } from '../app';
import { migrate, openDatabase, type DatabaseHandle } from '../db/client';
import { seedRoles } from '../db/seed/seed-roles';
import { seedDemoAccounts, DEMO_PASSWORD, demoEmail } from '../db/seed/seed-demo';
import type { RoleName } from '@encore/shared/auth/permissions';

export const usesPostgres = process.env.ENCORE_TEST_DB === 'postgres';

/** A fresh database for one test file: in-memory PGlite, or a new database on TEST_DATABASE_URL's server. */
async function freshDatabase(): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  if (!usesPostgres) {
    const handle = await openDatabase({ pgliteDir: 'memory://' });
    return { handle, drop: () => handle.close() };
  }
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL test run');
  const name = `encore_test_${crypto.randomBytes(6).toString('hex')}`;
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  return {
    handle,
    async drop() {
      await handle.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

export interface TestContext {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  close(): Promise<void>;
  /** Signs in a demo account and returns its tokens. */
  login(role: RoleName): Promise<{ token: string; refreshToken: string }>;
}

export async function createTestApp(
  overrides: Partial<Config> = {},
  logStream?: NodeJS.WritableStream,
): Promise<TestContext> {
  const { handle, drop } = await freshDatabase();
  await migrate(handle);
  await seedRoles(handle.db);
  await seedDemoAccounts(handle.db);
  const config = loadConfig(
    { NODE_ENV: 'test' },
    { authRateLimit: 10_000, webDist: undefined, ...overrides },
  );
  const app = await buildApp({
    config,
    database: handle,
    jwtSecret: 'test-secret-'.padEnd(48, 'x'),
    closeDatabase: false,
    logger: Boolean(logStream),
    logStream,
  });
  await app.ready();
  return {
    app,
    database: handle,
    config,
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
