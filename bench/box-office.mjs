// Box office figures on PostgreSQL: one hot arena event sold by 100 concurrent sellers, then the orders
// list searched at a million orders.
//   node bench/box-office.mjs     (after `npm run build`; BENCH_DATABASE_URL, BENCH_SECONDS, BENCH_ORDERS,
//   BENCH_SELLERS: 100 by default; 1 measures each statement without contention)
// BENCH_IDEMPOTENT=1 sends every write with an Idempotency-Key, as the web app does (issue 24).
import autocannon from 'autocannon';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  cpuSeconds,
  ensureTillOpen,
  freshPostgresDatabase,
  loadAverage,
  login,
  percentile,
  startServer,
  trackBackendCpu,
} from './lib.mjs';
import { measureOrdersSearch } from './orders-search.mjs';

const pgUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
// 12 s: at 1,300 seats/s the arena's 19,840 seats are then about 80% sold; much longer and the last
// seconds measure sellers looking for seats that are gone.
const seconds = Number(process.env.BENCH_SECONDS ?? 12);
const sellers = Number(process.env.BENCH_SELLERS ?? 100);
const database = await freshPostgresDatabase(pgUrl);
// The server counts its statements to PostgreSQL (bench/query-count.mjs): round trips per sale.
const countFile = path.join(os.tmpdir(), `encore-bench-queries-${process.pid}`);
process.env.BENCH_NODE_ARGS = `${process.env.BENCH_NODE_ARGS ?? ''} --import ./bench/query-count.mjs`;
const api = await startServer({
  DATABASE_URL:
    database.url +
    (process.env.BENCH_PG_OPTIONS ? `?options=${encodeURIComponent(process.env.BENCH_PG_OPTIONS)}` : ''),
  BENCH_QUERY_COUNT_FILE: countFile,
});
const queriesSoFar = async () => {
  fs.rmSync(countFile, { force: true });
  process.kill(api.pid, 'SIGUSR2');
  while (!fs.existsSync(countFile) || !fs.readFileSync(countFile, 'utf8').endsWith('\n'))
    await new Promise((resolve) => setTimeout(resolve, 5));
  return Number(fs.readFileSync(countFile, 'utf8'));
};
// BENCH_QUERY_BREAKDOWN=1: the statements per statement text so far (bench/query-count.mjs).
const statementsSoFar = () =>
  process.env.BENCH_QUERY_BREAKDOWN ? JSON.parse(fs.readFileSync(`${countFile}.json`, 'utf8')) : {};
const sql = new pg.Client({ connectionString: database.url });
await sql.connect();
try {
  // 100 sellers are 100 people at 100 counters: each signs in with an account of its own (copies of the
  // demo box-office account). BENCH_ONE_ACCOUNT=1 has them all share the demo account instead.
  await sql.query(`insert into users (email, password_hash, first_name, last_name, role_id, activated)
    select 'seller' || n || '@bench.test', password_hash, 'Seller', n::text, role_id, true
    from users, generate_series(1, ${sellers}) n where email = 'boxoffice@encore.test'`);
  const tokens = [];
  for (let n = 1; n <= sellers; n++) {
    const email = process.env.BENCH_ONE_ACCOUNT ? 'boxoffice@encore.test' : `seller${n}@bench.test`;
    tokens.push((await login(api.url, email)).token);
  }
  // They sell in cash: each opens its till session first, as at a real counter (issue 23).
  const adminToken = (await login(api.url)).token;
  for (const token of new Set(tokens)) await ensureTillOpen(api.url, token, adminToken);
  // node:http with kept-alive connections, not fetch: this client shares the machine's two cores with the
  // server and PostgreSQL, and fetch cost it about 1 ms of CPU per request (BENCH_FETCH=1 uses fetch).
  const agent = new http.Agent({ keepAlive: true, maxSockets: sellers + 10 });
  const { hostname, port } = new URL(api.url);
  const send = (method, path, headers, payload) =>
    new Promise((resolve, reject) => {
      const req = http.request({ agent, hostname, port, method, path, headers }, (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode, json: text.startsWith('{') ? JSON.parse(text) : {} });
        });
      });
      req.on('error', reject);
      req.end(payload);
    });
  const callAs = async (method, path, body, seller) => {
    const started = performance.now();
    const headers = { authorization: `Bearer ${tokens[seller]}` };
    const payload = body && JSON.stringify(body);
    if (payload) headers['content-type'] = 'application/json';
    if (process.env.BENCH_IDEMPOTENT && method !== 'GET') headers['idempotency-key'] = crypto.randomUUID();
    if (process.env.BENCH_FETCH) {
      const res = await fetch(`${api.url}${path}`, { method, headers, body: payload });
      const json = await res.json().catch(() => ({}));
      return { status: res.status, json, ms: performance.now() - started };
    }
    const { status, json } = await send(method, path, headers, payload);
    return { status, json, ms: performance.now() - started };
  };

  // The hot event: the arena's event with the most seats left, its seats by category and price levels.
  const {
    rows: [event],
  } = await sql.query(`select e.id, s.pricing_id, p.seat_categories_json, r.ga_areas from events e
    join shows s on s.id = e.show_id join rooms r on r.id = e.room_id join pricings p on p.id = s.pricing_id
    where r.name = 'Arena Confluence' and e.status = 'scheduled' and s.status = 'published'
    order by e.capacity - coalesce((select s.sold from event_sales s where s.event_id = e.id), 0) desc, e.starts_at limit 1`);
  // Seats only: a pricing maps the arena's standing pit ("fosse") to a category too, sold by quantity.
  const areaIds = new Set(event.ga_areas.map((a) => a.id));
  const categories = Object.entries(JSON.parse(event.seat_categories_json))
    .map(([id, ids]) => [id, ids.filter((seatId) => !areaIds.has(seatId))])
    .filter(([, seats]) => seats.length);
  const { rows: levels } = await sql.query(
    'select id, category_id, quota from price_levels where pricing_id = $1',
    [event.pricing_id],
  );
  const {
    rows: [channel],
  } = await sql.query(`select id from sales_channels where code = 'BOX_OFFICE'`);
  const capacity = categories.reduce((n, [, seats]) => n + seats.length, 0);
  console.log(
    `Hot event: ${capacity} seats in ${categories.length} categories, ${levels.length} price levels`,
  );

  // CPU used by the server and by this database's PostgreSQL backends: on a machine shared with other
  // work, CPU per request says what the code costs whatever the load average.
  const pingCpu = cpuSeconds(api.pid);
  const ping = await autocannon({ url: `${api.url}/api/ping`, connections: 20, duration: 5 });
  const pingMicros = ((cpuSeconds(api.pid) - pingCpu) / ping.requests.total) * 1e6;
  const pingLoad = loadAverage();
  const latencies = { cart: [], add: [], validate: [], abandon: [] };
  const refusals = new Map();
  const counts = { sold: 0, conflicts: 0, refused: 0, errors: 0, orders: 0 };
  const pick = (list) => list[Math.floor(Math.random() * list.length)];
  const deadline = Date.now() + seconds * 1000;
  // Sellers pick among the seats their live map shows free (refreshed every second, as the availability
  // stream would), so a 409 means another seller took the seat meanwhile, not a seat sold long ago.
  // BENCH_BLIND=1 picks blindly among all seats instead.
  let taken = new Set();
  let exhausted = new Set();
  const refresh = async () => {
    const res = await callAs('GET', `/api/events/${event.id}/availability`, undefined, 0);
    if (res.status !== 200) return;
    taken = new Set([...res.json.data.soldSeatIds, ...res.json.data.heldSeatIds]);
    exhausted = new Set(res.json.data.priceLevels.filter((l) => l.remaining === 0).map((l) => l.id));
  };
  // n seats from a random place in the category, the next ones the map shows free (side by side where
  // they can be): a seller asked for n seats gets n while the category has them.
  const freeSeats = (seats, n) => {
    const start = Math.floor(Math.random() * seats.length);
    const picked = [];
    for (let k = 0; k < seats.length && picked.length < n; k++) {
      const seat = seats[(start + k) % seats.length];
      if (process.env.BENCH_BLIND || !taken.has(seat)) picked.push(seat);
    }
    return picked;
  };
  await refresh();
  const refresher = setInterval(() => void refresh(), 1000);
  const seller = async (_, n) => {
    const call = (method, path, body) => callAs(method, path, body, n);
    while (Date.now() < deadline) {
      const cart = await call('POST', '/api/carts', { salesChannelId: channel.id });
      latencies.cart.push(cart.ms);
      if (cart.status !== 201) {
        counts.errors += cart.status >= 500 ? 1 : 0;
        continue;
      }
      const [categoryId, seats] = pick(categories);
      const seatIds = freeSeats(seats, 1 + Math.floor(Math.random() * 6));
      if (!seatIds.length) continue;
      const open = levels.filter((l) => l.category_id === categoryId && !exhausted.has(l.id));
      if (!open.length) continue;
      const level = pick(open);
      const add = await call('POST', `/api/carts/${cart.json.data.id}/items`, {
        eventId: event.id,
        priceLevelId: level.id,
        seatIds,
      });
      latencies.add.push(add.ms);
      if (add.status === 409) {
        counts.conflicts++;
        latencies.abandon.push((await call('DELETE', `/api/carts/${cart.json.data.id}`)).ms);
        continue;
      }
      if (add.status >= 500) counts.errors++;
      else if (add.status !== 201) {
        counts.refused++;
        const why = `${add.status} ${add.json?.error?.code ?? ''} ${add.json?.error?.message ?? ''}`;
        refusals.set(why, (refusals.get(why) ?? 0) + 1);
      }
      if (add.status !== 201) continue;
      const validate = await call('POST', `/api/orders/${cart.json.data.id}/validate`, {
        customer: { name: 'Bench Client', email: 'bench@example.org' },
        paymentMethod: 'cash',
      });
      latencies.validate.push(validate.ms);
      if (validate.status >= 500) counts.errors++;
      if (validate.status === 200) {
        for (const id of seatIds) taken.add(id);
        counts.sold += seatIds.length;
        counts.orders++;
      }
    }
  };
  const queriesBefore = await queriesSoFar();
  const statementsBefore = statementsSoFar();
  const started = performance.now();
  const serverBefore = cpuSeconds(api.pid);
  const clientBefore = process.cpuUsage();
  const postgresTracker = trackBackendCpu(sql);
  await Promise.all(Array.from({ length: sellers }, seller));
  clearInterval(refresher);
  const elapsed = (performance.now() - started) / 1000;
  const queries = (await queriesSoFar()) - queriesBefore;
  const statementsAfter = statementsSoFar();
  const serverCpu = cpuSeconds(api.pid) - serverBefore;
  const { user, system } = process.cpuUsage(clientBefore);
  const clientCpu = (user + system) / 1e6;
  const postgresCpu = await postgresTracker.stop();
  const sellLoad = loadAverage();
  const all = [...latencies.cart, ...latencies.add, ...latencies.validate];
  const line = (name, list) =>
    `  ${name.padEnd(28)} n ${String(list.length).padStart(6)}   p50 ${percentile(list, 50).toFixed(1).padStart(6)} ms   p99 ${percentile(list, 99).toFixed(1).padStart(6)} ms`;
  console.log(
    `${sellers} sellers for ${elapsed.toFixed(1)} s on one arena event (PostgreSQL), load average ${sellLoad}:`,
  );
  console.log(
    `  seats sold/s ${(counts.sold / elapsed).toFixed(0)}   (${counts.sold} seats, ${counts.orders} orders, ${(counts.sold / counts.orders).toFixed(2)} seats an order; 1-6 asked, 3.5 on average; ${Math.round((100 * counts.sold) / capacity)}% of the event's seats)`,
  );
  console.log(
    `  409s ${counts.conflicts} (each cart abandoned)   other refused adds ${counts.refused}   5xx ${counts.errors}`,
  );
  if (refusals.size)
    console.log(
      `  other refused adds by status and code: ${[...refusals].map(([k, n]) => `${k} x${n}`).join(', ')}`,
    );
  console.log(line('POST /api/carts', latencies.cart));
  console.log(line('POST /api/carts/{id}/items', latencies.add));
  console.log(line('POST /api/orders/{id}/validate', latencies.validate));
  console.log(line('DELETE /api/carts/{id} (after a 409)', latencies.abandon));
  console.log(line('all requests but the abandons', all));
  const perRequest = (seconds) => ((seconds / all.length) * 1000).toFixed(2);
  console.log(
    `  CPU per request: server ${perRequest(serverCpu)} ms, PostgreSQL ${perRequest(postgresCpu)} ms, this bench's own client ${perRequest(clientCpu)} ms`,
  );
  // Every statement of the run (409s, abandoned carts, NOTIFYs included) over the orders sold; per sale
  // depends on the share of 409s (more as the event fills), per request (abandons included) less so.
  const requests = all.length + latencies.abandon.length;
  console.log(
    `  round trips to PostgreSQL per sale: ${(queries / counts.orders).toFixed(1)} (${queries} statements, ${(queries / requests).toFixed(2)} per request, abandons included)`,
  );
  if (process.env.BENCH_QUERY_BREAKDOWN) {
    console.log('  per sale, by statement (its first 70 characters):');
    let rest = 0;
    for (const [text, n] of Object.entries(statementsAfter)) {
      const perSale = (n - (statementsBefore[text] ?? 0)) / counts.orders;
      if (perSale >= 0.05) console.log(`    ${perSale.toFixed(2).padStart(6)}  ${text}`);
      else rest += perSale;
    }
    console.log(`    ${rest.toFixed(2).padStart(6)}  all others (the journal's chaining among them)`);
  }
  console.log(
    `  GET /api/ping alone, 20 connections: ${ping.requests.average.toFixed(0)} req/s, p99 ${ping.latency.p99} ms, server CPU ${pingMicros.toFixed(0)} µs per request, load average ${pingLoad}`,
  );
  const audit = async (query) => (await sql.query(query)).rows[0].n;
  console.log('Audit (SQL):');
  console.log(
    `  double-sold seats ${await audit(`select count(*)::int as n from (select 1 from order_items
    where seat_id is not null and status in ('held', 'sold') group by event_id, seat_id having count(*) > 1) d`)}`,
  );
  console.log(
    `  quota overruns    ${await audit(`select count(*)::int as n from event_quota_usage u
    join price_levels l on l.id = u.price_level_id where u.used > l.quota or u.used <> (select coalesce(sum(i.quantity), 0)
    from order_items i where i.event_id = u.event_id and i.price_level_id = u.price_level_id and i.status in ('held', 'sold'))`)}`,
  );
  console.log(
    `  sold items without their ticket ${await audit(`select count(*)::int as n from order_items i
    where i.status = 'sold' and i.quantity > (select count(*) from tickets t where t.item_id = i.id and t.status <> 'void')`)}`,
  );
  console.log(
    `  sold count drift  ${await audit(`select count(*)::int as n from events e where coalesce((select s.sold from
    event_sales s where s.event_id = e.id), 0) <> (select
    coalesce(sum(i.quantity), 0) from order_items i where i.event_id = e.id and i.status = 'sold')`)}`,
  );

  // The orders list at a million orders: searches by number, name, e-mail and phone (bench/orders-search.mjs).
  // BENCH_ORDERS=0 measures the selling alone.
  if (process.env.BENCH_ORDERS !== '0') await measureOrdersSearch({ sql, apiUrl: api.url, apiPid: api.pid });
} finally {
  await sql.end();
  await api.stop();
  fs.rmSync(countFile, { force: true });
  fs.rmSync(`${countFile}.json`, { force: true });
  // BENCH_KEEP_DATABASE=1 keeps the database (its URL printed) to EXPLAIN queries on it afterwards.
  if (process.env.BENCH_KEEP_DATABASE) {
    console.log(`Database kept: ${database.url}`);
    await database.keep();
  } else await database.drop();
}
