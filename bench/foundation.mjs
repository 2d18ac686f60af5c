// Foundation figures: what the login screen costs the browser, and what authentication costs the API.
//   node bench/foundation.mjs        (after `npm run build`)
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath, freshPostgresDatabase, login, startServer } from './lib.mjs';

const server = await startServer();
try {
  // 1. Gzipped JavaScript and CSS loaded by a first visit of /auth/login.
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const page = await (await browser.newContext({ serviceWorkers: 'block' })).newPage();
  const sizes = { js: 0, css: 0, files: 0 };
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    sizes[type === 'script' ? 'js' : 'css'] += zlib.gzipSync(body, { level: 9 }).length;
    sizes.files += 1;
  });
  await page.goto(`${server.url}/auth/login`, { waitUntil: 'networkidle' });
  await browser.close();
  console.log('Login screen, first visit (gzip -9):');
  console.log(
    `  JavaScript ${(sizes.js / 1024).toFixed(1)} KiB, CSS ${(sizes.css / 1024).toFixed(1)} KiB, ${sizes.files} files`,
  );
} finally {
  await server.stop();
}

// 2. GET /api/auth/me (token check + user and role rules) beside a trivial route of the same server,
//    on the embedded database and on PostgreSQL (BENCH_DATABASE_URL, default the local server).
const pgUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
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
    await run('/api/ping'); // warm-up
    const ping = await run('/api/ping');
    const me = await run('/api/auth/me', { authorization: `Bearer ${token}` });
    const line = (name, r) =>
      `  ${name.padEnd(16)} ${r.requests.average.toFixed(0).padStart(7)} req/s   p99 ${String(r.latency.p99).padStart(4)} ms   non-2xx ${r.non2xx}`;
    console.log(`Throughput on ${kind}, 20 connections, 8 s each:`);
    console.log(line('GET /api/ping', ping));
    console.log(line('GET /api/auth/me', me));
    console.log(`  ratio me/ping: ${(me.requests.average / ping.requests.average).toFixed(2)}`);
  } finally {
    await api.stop();
    await database?.drop();
  }
}
