import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { migrate, openDatabase, type DatabaseHandle } from '../db/client';
import { bearer, usesPostgres } from '../test/test-app';

/**
 * The database goes away under a running server: PostgreSQL refusing connections (a closed port), or
 * the embedded PGlite closed. API routes answer 503 with Retry-After, not 500.
 */
let app: FastifyInstance;
let handle: DatabaseHandle;
beforeAll(async () => {
  if (usesPostgres) {
    handle = await openDatabase({ url: 'postgres://postgres@127.0.0.1:9/encore_down' });
  } else {
    handle = await openDatabase({ pgliteDir: 'memory://' });
    await migrate(handle);
  }
  const config = loadConfig({ NODE_ENV: 'test' }, { webDist: undefined });
  app = await buildApp({
    config,
    database: handle,
    jwtSecret: 'test-secret-'.padEnd(48, 'x'),
    closeDatabase: false,
    logger: false,
  });
  await app.ready();
  if (!usesPostgres) await handle.close();
});
afterAll(async () => {
  // The app's background work (sweeper, journal, ticket repair) stops with it, PGlite's closed or not.
  await app.close();
  if (usesPostgres) await handle.close();
});

describe('database down', () => {
  it('answers API routes with 503 and Retry-After', async () => {
    const token = await app.tokens.signAccess({
      sub: '00000000-0000-4000-8000-000000000001',
      ver: 0,
      sid: '00000000-0000-4000-8000-000000000002',
    });
    const requests = [
      { method: 'GET' as const, url: '/api/artists', headers: bearer(token) },
      { method: 'GET' as const, url: '/api/auth/me', headers: bearer(token) },
      {
        method: 'POST' as const,
        url: '/api/auth/login',
        payload: { email: 'someone@encore.test', password: 'long enough password' },
      },
    ];
    for (const request of requests) {
      const res = await app.inject(request);
      expect({ url: request.url, status: res.statusCode }).toEqual({ url: request.url, status: 503 });
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json().error.code).toBe('E00010');
    }
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json().data.database.status).toBe('down');
  });
});
