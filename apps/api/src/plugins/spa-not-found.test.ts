import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/use-test-app';

// Issue 22, point 10: a file that does not exist answered 200 text/html cached for a day.
const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/public');
let webDist: string;
beforeAll(() => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'encore-web-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Encore</title>');
  fs.writeFileSync(path.join(webDist, 'assets', 'app-1a2b3c4d.js'), 'export {}');
});
afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));
const t = useTestApp({ overrides: () => ({ webDist }) });

const browser = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('files that do not exist', () => {
  it('answer 404 that nothing caches, not the app', async () => {
    for (const url of ['/robots.txt', '/favicon.ico', '/assets/nope.js', '/assets/app-0000aaaa.css']) {
      for (const headers of [browser, { accept: '*/*' }, {}]) {
        const res = await t.app.inject({ method: 'GET', url, headers });
        expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
        expect(res.headers['content-type']).not.toContain('text/html');
        expect(res.headers['cache-control']).toBe('no-store');
        expect(res.json().error.code).toBe('E00004');
      }
    }
  });

  it('give a page the app does not know its HTML under a 404 nothing keeps, and its screens their HTML', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/no/such/screen', headers: browser });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toContain('text/html');
    expect(unknown.headers['cache-control']).toBe('no-store');
    const asJson = await t.app.inject({
      method: 'GET',
      url: '/no/such/screen',
      headers: { accept: 'application/json' },
    });
    expect(asJson.statusCode).toBe(404);
    expect(asJson.json().error.code).toBe('E00004');
    for (const url of ['/', '/show/all', '/auth/login?next=%2F']) {
      const res = await t.app.inject({ method: 'GET', url, headers: browser });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
      expect(res.headers['content-type']).toContain('text/html');
    }
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-1a2b3c4d.js' });
    expect(asset.statusCode).toBe(200);
  });

  it('the web app ships a favicon (SVG and ICO) and a robots.txt that the server serves', async () => {
    for (const file of ['favicon.svg', 'favicon.ico', 'robots.txt'])
      fs.copyFileSync(path.join(publicDir, file), path.join(webDist, file));
    const ico = await t.app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(ico.statusCode).toBe(200);
    expect(ico.rawPayload.subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toContain('text/plain');
    expect(robots.body).toMatch(/^User-agent: \*$/m);
  });
});
