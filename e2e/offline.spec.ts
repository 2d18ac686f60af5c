import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

// The service worker precaches the build (vite-plugin-pwa). The server sends each script as its pre-compressed
// .br or .gz twin (build/precompress.ts): what the precache keeps must still be the script itself, and every
// screen's code must load from it with the network gone.
const dist = fileURLToPath(new URL('../apps/web/dist', import.meta.url));

test.use({ serviceWorkers: 'allow' });

test('the precache holds the scripts as built and the screens load from it offline', async ({
  page,
  context,
}) => {
  await page.goto('/auth/login');
  await expect(page.locator('input[autocomplete=username]')).toBeVisible();
  // Installed: the whole precache is written before the worker activates.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const cached = await page.evaluate(async () => {
    const [name] = (await caches.keys()).filter((key) => key.includes('precache'));
    const cache = await caches.open(name!);
    const requests = await cache.keys();
    const scripts = requests.filter((request) => new URL(request.url).pathname.endsWith('.js'));
    const login = scripts.find((request) => /\/assets\/login-[^/]+\.js/.test(request.url));
    const response = await cache.match(login!);
    return {
      entries: requests.length,
      compressedEntries: requests.filter((request) => /\.(br|gz)(\?|$)/.test(request.url)).length,
      login: { path: new URL(login!.url).pathname, text: await response!.text() },
    };
  });
  expect(cached.compressedEntries).toBe(0);
  expect(cached.entries).toBeGreaterThan(50);
  // The browser decoded the brotli answer: the cache has the very bytes of the built file.
  expect(cached.login.text).toBe(fs.readFileSync(path.join(dist, cached.login.path), 'utf8'));

  await context.setOffline(true);
  // A new page of the app and a screen whose code was never downloaded online, both from the precache.
  await page.goto('/auth/signup');
  await expect(page.locator('input[autocomplete=given-name]')).toBeVisible();
  await page.goto('/auth/login');
  await expect(page.locator('input[autocomplete=username]')).toBeVisible();
  await context.setOffline(false);
});
