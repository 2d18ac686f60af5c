import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app';
import { htmlCacheControl } from './spa';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('health and documentation', () => {
  it('GET /api/health reports the version and the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'ok',
      version: expect.any(String),
      database: { status: 'up' },
    });
  });

  it('serves the OpenAPI document listing the auth routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const route of [
      'login',
      'signup',
      'refresh',
      'logout',
      'request-password',
      'reset-password',
      'me',
    ]) {
      expect(paths).toContain(`/api/auth/${route}`);
    }
  });

  it('answers unknown API paths with the JSON error shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('E00004');
  });
});

describe('security headers and limits', () => {
  it('sends a strict Content-Security-Policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends the same security headers on every answer: success, not found, refused', async () => {
    const expected = {
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'no-referrer',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'SAMEORIGIN',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    };
    const answers = await Promise.all(
      ['/api/health', '/api/does-not-exist', '/api/auth/me', '/api/health'].map((url) =>
        t.app.inject({ method: 'GET', url }),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual([200, 404, 401, 200]);
    for (const res of answers) {
      expect(res.headers).toMatchObject(expected);
      expect(res.headers['content-security-policy']).toBe(answers[0]!.headers['content-security-policy']);
    }
  });

  it('rate-limits the auth routes', async () => {
    const limited = await createTestApp({ authRateLimit: 3 });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'a@b.c', password: 'x' },
        });
        codes.push(res.statusCode);
      }
      expect(codes.slice(0, 3)).toEqual([401, 401, 401]);
      expect(codes[4]).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('refuses bodies over the size limit', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a@b.c', password: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('E00009');
  });
});

describe('web app serving', () => {
  it('gives signed-in screens a private cache and open screens a public one (SPEC section 9)', () => {
    expect(htmlCacheControl('/show/all')).toBe('private, max-age=3600, stale-while-revalidate=3600');
    expect(htmlCacheControl('/')).toBe('private, max-age=3600, stale-while-revalidate=3600');
    expect(htmlCacheControl('/auth/login')).toBe('public, max-age=86400, stale-while-revalidate=604800');
    expect(htmlCacheControl('/status')).toBe('public, max-age=86400, stale-while-revalidate=604800');
  });

  it('serves index.html for client routes, immutable hashed assets and an uncached service worker', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'encore-web-'));
    fs.mkdirSync(path.join(root, 'assets'));
    fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>Encore</title>');
    fs.writeFileSync(path.join(root, 'assets', 'app-1a2b3c4d.js'), 'console.log(1)'.repeat(200));
    fs.writeFileSync(path.join(root, 'sw.js'), 'self.x=1');
    const web = await createTestApp({ webDist: root });
    try {
      const home = await web.app.inject({ method: 'GET', url: '/' });
      expect(home.statusCode).toBe(200);
      expect(home.body).toContain('<title>Encore</title>');
      expect(home.headers['cache-control']).toBe('private, max-age=3600, stale-while-revalidate=3600');
      const page = await web.app.inject({ method: 'GET', url: '/room/all?x=1' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.headers['cache-control']).toBe('private, max-age=3600, stale-while-revalidate=3600');
      const login = await web.app.inject({ method: 'GET', url: '/auth/login' });
      expect(login.headers['cache-control']).toBe('public, max-age=86400, stale-while-revalidate=604800');
      const asset = await web.app.inject({
        method: 'GET',
        url: '/assets/app-1a2b3c4d.js',
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(asset.headers['content-encoding']).toBe('gzip');
      const sw = await web.app.inject({ method: 'GET', url: '/sw.js' });
      expect(sw.headers['cache-control']).toBe('no-cache, no-store, must-revalidate');
      const api = await web.app.inject({ method: 'GET', url: '/api/nothing-here' });
      expect(api.statusCode).toBe(404);
      expect(api.json().error.code).toBe('E00004');
    } finally {
      await web.close();
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
