import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../test/test-app';
import { useTestApp } from '../test/use-test-app';

// Inputs that used to answer 500 or a reply outside `{ error: { code, message } }` (issue 10, point 5).
let webDist: string;
beforeAll(() => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'encore-web-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Encore</title>');
  fs.writeFileSync(path.join(webDist, 'assets', 'app.js'), 'export {}');
});
afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));
const t = useTestApp({ overrides: () => ({ webDist }) });

const errorShape = { error: { code: expect.stringMatching(/^E\d{5}$/), message: expect.any(String) } };

describe('client errors answer 4xx in the one error shape', () => {
  it("answers Fastify's own refusals in the error shape without echoing the URL", async () => {
    const urls = ['/api/shows/%E0%A4%A', `/api/shows/${'7'.repeat(5000)}`, `/api/${'b'.repeat(100_000)}`];
    for (const url of urls) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json()).toEqual(errorShape);
      expect(res.body).not.toContain(url.slice(5, 40));
    }
  });

  it('answers a URL over the HTTP header limit with 431 in the error shape', async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const res = await fetch(`${base}/api/shows?search=${'x'.repeat(100_000)}`);
    expect(res.status).toBe(431);
    expect(await res.json()).toEqual({
      error: { code: 'E00009', message: 'The request is too large' },
    });
  });

  it('refuses a token whose subject is not a user id with 401', async () => {
    const token = await t.app.tokens.signAccess({
      sub: "1' or '1'='1",
      ver: 0,
      sid: '00000000-0000-4000-8000-000000000002',
    });
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('E01001');
  });

  it('does not call a refused static path an invalid form', async () => {
    for (const url of ['/assets/..%2f..%2fetc%2fpasswd', '/assets/%2e%2e%2f%2e%2e%2fpackage.json']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json()).toEqual(errorShape);
      expect(res.json().error.code).not.toBe('E00002');
    }
  });

  it('refuses a lone UTF-16 surrogate on the field it came in (general-admission area name)', async () => {
    const { token } = await t.login('ADMIN');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/rooms',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload:
        '{"name":"Club","kind":"unplaced","gaAreas":[{"id":"fosse","name":"Fo\\ud800sse","capacity":10}]}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'E00002',
      details: [{ path: 'gaAreas.0.name', message: 'Text cannot contain a lone UTF-16 surrogate' }],
    });
  });
});
