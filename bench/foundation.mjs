// Foundation figures (issue 14): what the login screen and each screen's first visit cost the browser, how
// soon the dashboard is usable after the sign-in click, and what authentication costs the API.
//   node bench/foundation.mjs        (after `npm run build`)
// The machine is shared: every section prints the load average, and ratios compare figures of one run.
import os from 'node:os';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath, freshPostgresDatabase, login, percentile, startServer } from './lib.mjs';

const load = () =>
  `load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`;
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const brotli = (body) =>
  zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** Every script a page downloads from `open` until the network is idle: count, brotli, gzip, wire bytes. */
async function scriptsOf(context, open) {
  const page = await context.newPage();
  const bodies = [];
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script') return;
    const response = await request.response();
    const sizes = await request.sizes().catch(() => ({ responseBodySize: 0 }));
    bodies.push({
      body: (await response?.body().catch(() => null)) ?? Buffer.alloc(0),
      wire: sizes.responseBodySize,
    });
  });
  const started = Date.now();
  await open(page);
  const idleAfter = Date.now() - started;
  const sum = (f) => bodies.reduce((total, b) => total + f(b), 0);
  return {
    page,
    idleAfter,
    files: bodies.length,
    brotli: sum((b) => brotli(b.body)),
    gzip: sum((b) => zlib.gzipSync(b.body, { level: 9 }).length),
    wire: sum((b) => b.wire),
  };
}

const server = await startServer();
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  // 1. The login screen, first visit (empty cache, no service worker).
  console.log(`Login screen, first visit (${load()}):`);
  {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const login = await scriptsOf(context, (page) =>
      page.goto(`${server.url}/auth/login`, { waitUntil: 'networkidle' }),
    );
    console.log(
      `  JavaScript ${kib(login.brotli)} brotli, ${kib(login.gzip)} gzip (${kib(login.wire)} on the wire), ` +
        `${login.files} files, idle after ${(login.idleAfter / 1000).toFixed(2)} s`,
    );
    console.log(
      '  before (issue 14): 368 KiB compressed in 71 files, idle after 1.7 s; goal 150 KiB, 12 files',
    );
    await context.close();
  }

  // 2. Sign-in click -> dashboard usable (its heading and the navigation drawn), login page already shown,
  //    nothing of the signed-in screens in the cache. Median of 5.
  console.log(`Dashboard after the sign-in click, cold cache (${load()}):`);
  {
    const times = [];
    for (let i = 0; i < 5; i++) {
      const context = await browser.newContext({ serviceWorkers: 'block' });
      const page = await context.newPage();
      await page.goto(`${server.url}/auth/login`, { waitUntil: 'networkidle' });
      await page.locator('input[autocomplete=username]').fill('admin@encore.test');
      await page.locator('input[autocomplete=current-password]').fill('Encore-demo-2026');
      const started = Date.now();
      await page.locator('button[type=submit]').click();
      await page.locator('main h1').waitFor();
      await page.locator('nav a[href="/"]').first().waitFor();
      times.push(Date.now() - started);
      await context.close();
    }
    console.log(`  usable after ${percentile(times, 50)} ms (median; runs ${times.join(', ')} ms); goal 1 s`);
  }

  // 3. First visit of each screen, signed in, empty cache: the JavaScript it downloads.
  console.log(`First visit of each screen, signed in, empty cache (${load()}):`);
  {
    const session = await login(server.url);
    const screens = ['/', '/artist/all', '/show/all', '/show/add', '/room/all', '/pricing/all', '/order/all'];
    screens.push('/box-office', '/user/all', '/my-account', '/tax-class/all');
    let largest = { path: '', brotli: 0 };
    for (const path of screens) {
      const context = await browser.newContext({ serviceWorkers: 'block' });
      await context.addInitScript(
        ([token, refreshToken]) => {
          localStorage.setItem('token', token);
          localStorage.setItem('refreshToken', refreshToken);
        },
        [session.token, session.refreshToken],
      );
      const visit = await scriptsOf(context, (page) =>
        page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' }),
      );
      console.log(
        `  ${path.padEnd(16)} ${kib(visit.brotli).padStart(10)} brotli, ${String(visit.files).padStart(3)} files`,
      );
      if (visit.brotli > largest.brotli) largest = { path, brotli: visit.brotli };
      await context.close();
    }
    console.log(`  largest: ${largest.path} ${kib(largest.brotli)}; goal at most 400 KiB`);
  }
} finally {
  await browser.close();
  await server.stop();
}

// 4. GET /api/auth/me and a small list (GET /api/tax-classes, cached per process: lib/list-cache.ts) beside a
//    trivial route of the same server, on the embedded database and on PostgreSQL (BENCH_DATABASE_URL,
//    default the local server); GET /api/producers for a list that reads the database every time.
const pgUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const before = { pglite: 0.04, postgres: 0.09 };
const listBefore = { pglite: 0.05, postgres: 0.07 };
for (const kind of ['pglite', 'postgres']) {
  const database = kind === 'postgres' ? await freshPostgresDatabase(pgUrl).catch(() => null) : null;
  if (kind === 'postgres' && !database) {
    console.log(`PostgreSQL not reachable at ${pgUrl}: skipped`);
    continue;
  }
  const api = await startServer(database ? { DATABASE_URL: database.url } : {});
  try {
    const { token } = await login(api.url);
    const run = (path, headers = {}) =>
      autocannon({ url: `${api.url}${path}`, headers, connections: 20, duration: 8, pipelining: 1 });
    const bearer = { authorization: `Bearer ${token}` };
    await run('/api/ping'); // warm-up
    await run('/api/tax-classes', bearer);
    console.log(`Throughput on ${kind}, 20 connections, 8 s each (${load()}):`);
    const ping = await run('/api/ping');
    const me = await run('/api/auth/me', bearer);
    const list = await run('/api/tax-classes', bearer);
    const uncached = await run('/api/producers', bearer);
    const line = (name, r) =>
      `  ${name.padEnd(20)} ${r.requests.average.toFixed(0).padStart(7)} req/s   p99 ${String(r.latency.p99).padStart(4)} ms   non-2xx ${r.non2xx}`;
    console.log(line('GET /api/ping', ping));
    console.log(line('GET /api/auth/me', me));
    console.log(line('GET /api/tax-classes', list));
    console.log(line('GET /api/producers', uncached));
    const ratio = (r) => (r.requests.average / ping.requests.average).toFixed(2);
    console.log(
      `  ratio me/ping ${ratio(me)} (before: ${before[kind]}), list/ping ${ratio(list)} (before: ${listBefore[kind]}), ` +
        `uncached list/ping ${ratio(uncached)}; goal 0.30, p99 < 20 ms`,
    );
  } finally {
    await api.stop();
    await database?.drop();
  }
}
