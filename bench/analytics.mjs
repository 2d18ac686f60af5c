// Dashboard and analytics figures on PostgreSQL with a year of sales (1,000,000 order items by default):
// p50/p95 of GET /api/dashboard for each role and of every analytics table over the full year (all shows,
// one show, one channel, a producer's), then the full-year order-items CSV (time, size, server memory).
//   node bench/analytics.mjs     (after `npm run build`; BENCH_DATABASE_URL, BENCH_ITEMS, BENCH_RUNS;
//   BENCH_KEEP_DATABASE=1 keeps the seeded database, BENCH_REUSE_DATABASE=<url> measures it again unseeded;
//   then each role's dashboard in Chromium on the demo data, bench/dashboard-sign-in.mjs; BENCH_BROWSER=0 skips it)
import fs from 'node:fs';
import pg from 'pg';
import { cpuSeconds, benchDatabase, loadAverage, login, percentile, startServer } from './lib.mjs';
import { seedYearOfSales } from './analytics-data.mjs';
import { measureDashboardSignIn } from './dashboard-sign-in.mjs';

const pgUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const items = Number(process.env.BENCH_ITEMS ?? 1_000_000);
const runs = Number(process.env.BENCH_RUNS ?? 20);
const reuse = process.env.BENCH_REUSE_DATABASE;
const database = await benchDatabase(pgUrl);
const api = await startServer({ DATABASE_URL: database.url });
const sql = new pg.Client({ connectionString: database.url });
await sql.connect();
const rssMb = () => {
  const line = fs.readFileSync(`/proc/${api.pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/);
  return line ? Number(line[1]) / 1024 : NaN;
};
const fmt = (ms) => `${ms.toFixed(0)} ms`;
let misses = 0;
try {
  if (!reuse) console.log(`Seeding ${items.toLocaleString('en')} order items over a year...`);
  const seeded = reuse ? 0 : await seedYearOfSales(sql, items);
  const {
    rows: [counts],
  } = await sql.query(`select (select count(*) from order_items)::int as items,
    (select count(*) from sales_daily)::int as daily, (select count(*) from sales_ledger)::int as ledger`);
  console.log(
    `  ${seeded.toFixed(0)} s: ${counts.items} order items, sales_daily ${counts.daily} rows, ` +
      `sales_ledger ${counts.ledger} rows (load ${loadAverage()})`,
  );

  const tokens = {};
  for (const [role, email] of Object.entries({
    admin: 'admin@encore.test',
    manager: 'manager@encore.test',
    producer: 'producer@encore.test',
    boxOffice: 'boxoffice@encore.test',
    artist: 'artist@encore.test',
  }))
    tokens[role] = (await login(api.url, email)).token;
  const timed = async (role, path, n = runs) => {
    const ms = [];
    for (let i = 0; i < n + 2; i++) {
      const started = performance.now();
      const res = await fetch(`${api.url}${path}`, { headers: { authorization: `Bearer ${tokens[role]}` } });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${path} as ${role}: ${res.status}`);
      if (i >= 2) ms.push(performance.now() - started); // two warm-up calls
    }
    return { p50: percentile(ms, 50), p95: percentile(ms, 95) };
  };
  const report = (name, { p50, p95 }) => {
    const miss = p95 >= 200;
    misses += miss ? 1 : 0;
    console.log(
      `  ${name.padEnd(46)} p50 ${fmt(p50).padStart(7)}  p95 ${fmt(p95).padStart(7)}${miss ? '  MISS' : ''}`,
    );
  };

  console.log(`\nGET /api/dashboard, ${runs} calls each (target p95 < 200 ms)`);
  for (const role of Object.keys(tokens)) report(role, await timed(role, '/api/dashboard'));

  const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });
  const yearAgo = new Date(Date.now() - 364 * 86_400_000).toLocaleDateString('sv-SE', {
    timeZone: 'Europe/Paris',
  });
  const range = `from=${yearAgo}&to=${today}`;
  const {
    rows: [busiest],
  } = await sql.query(`select show_id from sales_daily group by 1 order by sum(tickets) desc limit 1`);
  const {
    rows: [channel],
  } = await sql.query(
    `select sales_channel_id from sales_daily group by 1 order by sum(tickets) desc limit 1`,
  );
  const dimensions = ['show', 'event', 'channel', 'day', 'priceLevel', 'seller', 'paymentMethod', 'vatRate'];
  console.log(
    `\nGET /api/analytics/sales over ${yearAgo}..${today}, ${runs} calls each (target p95 < 200 ms)`,
  );
  for (const dimension of dimensions) {
    report(
      `${dimension}, all shows (manager)`,
      await timed('manager', `/api/analytics/sales?dimension=${dimension}&${range}`),
    );
    report(
      `${dimension}, busiest show`,
      await timed(
        'manager',
        `/api/analytics/sales?dimension=${dimension}&${range}&showId=${busiest.show_id}`,
      ),
    );
    report(
      `${dimension}, one channel`,
      await timed(
        'manager',
        `/api/analytics/sales?dimension=${dimension}&${range}&salesChannelId=${channel.sales_channel_id}`,
      ),
    );
    report(
      `${dimension}, producer's own`,
      await timed('producer', `/api/analytics/sales?dimension=${dimension}&${range}`),
    );
  }
  report(
    'sales.csv by event, all shows',
    await timed('manager', `/api/analytics/sales.csv?dimension=event&${range}`),
  );

  console.log('\nFull-year order-items CSV (target < 10 s, flat memory)');
  for (const encoding of ['identity', 'br, gzip']) {
    const before = rssMb();
    let peak = before;
    // The export's PostgreSQL backend (its COPY, tagged) and any parallel workers of its query, for their
    // CPU: on a shared machine CPU is the figure. A worker's whole CPU is the export's.
    let backend = 0;
    const backendCpu = new Map(); // pid -> [start, latest]
    const sample = (pid) => {
      // An ended worker reads 0: its last sample stands.
      const seen = backendCpu.get(pid);
      seen[1] = Math.max(seen[1], cpuSeconds(pid));
    };
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMb());
      for (const pid of backendCpu.keys()) sample(pid);
    }, 50);
    let finding = false;
    const finder = setInterval(async () => {
      if (finding) return;
      finding = true;
      try {
        const { rows } = await sql.query(
          `select pid, leader_pid from pg_stat_activity where datname = current_database()
            and (query like '/* encore:order-items-csv */%' or leader_pid = $1)`,
          [backend || -1],
        );
        for (const row of rows) {
          if (backendCpu.has(row.pid)) continue;
          const isLeader = !row.leader_pid || row.leader_pid === row.pid;
          if (isLeader && !backend) backend = row.pid;
          const start = isLeader ? cpuSeconds(row.pid) : 0;
          backendCpu.set(row.pid, [start, start]);
        }
      } finally {
        finding = false;
      }
    }, 20);
    const serverCpu = cpuSeconds(api.pid);
    const started = performance.now();
    let first = 0;
    let bytes = 0;
    const res = await fetch(`${api.url}/api/analytics/order-items.csv?${range}&lang=fr`, {
      headers: { authorization: `Bearer ${tokens.manager}`, 'accept-encoding': encoding },
    });
    if (res.status !== 200) throw new Error(`order-items.csv: ${res.status}`);
    // Read as it comes, counting lines, never holding the file: what a browser saving it to disk does.
    let lines = 0;
    for await (const chunk of res.body) {
      if (!first) first = performance.now() - started;
      bytes += chunk.length;
      for (let i = 0; i < chunk.length; i++) if (chunk[i] === 10) lines++;
    }
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    clearInterval(finder);
    const cpu = cpuSeconds(api.pid) - serverCpu;
    const miss = seconds >= 10;
    misses += miss ? 1 : 0;
    console.log(
      `  accept-encoding ${encoding.padEnd(9)} ${seconds.toFixed(1)} s, first byte ${fmt(first)}, ` +
        `${(bytes / 1e6).toFixed(0)} MB${res.headers.get('content-encoding') ? ` ${res.headers.get('content-encoding')}` : ''}` +
        `${encoding === 'identity' ? `, ${lines - 1} lines` : ''}; server RSS ${before.toFixed(0)} MB before, ` +
        `${peak.toFixed(0)} MB peak, ${rssMb().toFixed(0)} MB after; CPU: server ${cpu.toFixed(1)} s, ` +
        `PostgreSQL ${backend ? `${[...backendCpu.values()].reduce((n, [a, b]) => n + b - a, 0).toFixed(1)} s (${backendCpu.size} process${backendCpu.size > 1 ? 'es' : ''})` : 'n/a'} ` +
        `(load ${loadAverage()})${miss ? '  MISS' : ''}`,
    );
  }
  if (process.env.BENCH_BROWSER !== '0') misses += await measureDashboardSignIn();
  console.log(
    `\n${misses ? `${misses} figure(s) miss their target` : 'Every figure meets its target'} (load ${loadAverage()})`,
  );
} finally {
  await sql.end();
  await api.stop();
  if (process.env.BENCH_KEEP_DATABASE || reuse) {
    console.log(`Database kept: ${database.url}`);
    await database.keep();
  } else await database.drop();
}
