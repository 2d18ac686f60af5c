// /api/ping latency while a server is fed hostile work (issue 22, points 2 and 8), beside a baseline of ping
// alone in the same run: bodies of 7,000 and 400,000 nested `[` and 100,000 seat ids on public and signed-in
// routes, then 200-ticket PDFs. Target: ping p99 under 50 ms in each phase.
//   node bench/hostile-bodies.mjs     (after `npm run build`; BENCH_DATABASE_URL, BENCH_SECONDS)
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import pg from 'pg';
import {
  ensureTillOpen,
  freshPostgresDatabase,
  loadAverage,
  login,
  percentile,
  startServer,
} from './lib.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const nested = (levels) => '['.repeat(levels) + ']'.repeat(levels);

/** `workers` loops calling `work` until the time is up: how many calls ended, by HTTP status. */
async function load(workers, work) {
  const statuses = new Map();
  const end = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (Date.now() < end) {
        const status = await work();
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }),
  );
  return Object.fromEntries(statuses);
}

if (!isMainThread) {
  // The hostile senders' thread: 4 loops for `seconds`, then the count of answers by status.
  const { url, admin, seller } = workerData;
  const post = async (path, body, token) => {
    const headers = { 'content-type': 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    const res = await fetch(`${url}${path}`, { method: 'POST', headers, body });
    await res.arrayBuffer();
    return res.status;
  };
  const seatIds = JSON.stringify({
    eventId: crypto.randomUUID(),
    priceLevelId: crypto.randomUUID(),
    seatIds: Array.from({ length: 100_000 }, (_, i) => `s${i}`),
  });
  const deep = nested(400_000);
  const bodies = [
    () => post('/api/auth/signup', nested(7000)),
    () => post('/api/auth/signup', deep),
    () => post('/api/artists', deep, admin),
    () => post(`/api/carts/${crypto.randomUUID()}/items`, seatIds, seller),
  ];
  let next = 0;
  parentPort.postMessage(await load(4, () => bodies[next++ % bodies.length]()));
  process.exit(0);
}

const pgUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const database = await freshPostgresDatabase(pgUrl);
const api = await startServer({ DATABASE_URL: database.url });

/** Pings one after the other (a pause of 5 ms between) until `until` resolves: their latencies in ms. */
async function pingWhile(until) {
  const latencies = [];
  let running = true;
  void until.then(() => (running = false));
  while (running) {
    const started = performance.now();
    const res = await fetch(`${api.url}/api/ping`);
    await res.arrayBuffer();
    latencies.push(performance.now() - started);
    await new Promise((r) => setTimeout(r, 5));
  }
  return latencies;
}

function report(name, latencies, baseline, extra = '') {
  const p50 = percentile(latencies, 50);
  const p99 = percentile(latencies, 99);
  const ratio = baseline ? ` (${(p99 / baseline).toFixed(1)}x the baseline p99)` : '';
  console.log(
    `${name.padEnd(34)} ping p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${Math.max(...latencies).toFixed(1)} ms` +
      `${ratio}, ${latencies.length} pings${extra} [load ${loadAverage()}]`,
  );
  return p99;
}

try {
  const admin = await login(api.url);
  const seller = await login(api.url, 'boxoffice@encore.test');
  // Its sale is in cash: in its open till session (issue 23).
  await ensureTillOpen(api.url, seller.token, admin.token);
  const quiet = new Promise((r) => setTimeout(r, seconds * 1000));
  const baseline = report('baseline (ping alone)', await pingWhile(quiet));

  // The senders run in their own thread: building and uploading 800 KB bodies must not delay the pings.
  const sender = new Worker(new URL(import.meta.url), {
    workerData: { url: api.url, admin: admin.token, seller: seller.token, seconds },
  });
  const hostile = new Promise((resolve, reject) => {
    sender.once('message', resolve);
    sender.once('error', reject);
  });
  const [hostileLatencies, hostileStatuses] = await Promise.all([pingWhile(hostile), hostile]);
  report(
    'hostile bodies (4 senders)',
    hostileLatencies,
    baseline,
    `, bodies ${JSON.stringify(hostileStatuses)}`,
  );

  // A 200-ticket order in the demo arena's standing pit, then its PDF asked for again and again.
  const sql = new pg.Client({ connectionString: database.url });
  await sql.connect();
  const { rows } = await sql.query(`select e.id event_id, r.ga_areas, s.pricing_id, p.seat_categories_json
      from events e join shows s on s.id = e.show_id join rooms r on r.id = e.room_id
      join pricings p on p.id = s.pricing_id
    where r.name = 'Arena Confluence' and e.status = 'scheduled' and s.status = 'published'
      and e.starts_at > now() and jsonb_array_length(r.ga_areas) > 0
    order by e.capacity - coalesce((select s.sold from event_sales s where s.event_id = e.id), 0) desc limit 1`);
  const arena = rows[0];
  const area = arena.ga_areas[0].id;
  const categoryId = Object.entries(JSON.parse(arena.seat_categories_json)).find(([, ids]) =>
    ids.includes(area),
  )[0];
  const level = await sql.query(
    'select id from price_levels where pricing_id = $1 and category_id = $2 and quota is null',
    [arena.pricing_id, categoryId],
  );
  const channel = await sql.query(`select id from sales_channels where code = 'BOX_OFFICE'`);
  await sql.end();
  const headers = { authorization: `Bearer ${seller.token}`, 'content-type': 'application/json' };
  const call = async (method, path, body) => {
    const res = await fetch(`${api.url}${path}`, { method, headers, body: body && JSON.stringify(body) });
    return { status: res.status, json: await res.json() };
  };
  const cart = await call('POST', '/api/carts', { salesChannelId: channel.rows[0].id });
  const add = await call('POST', `/api/carts/${cart.json.data.id}/items`, {
    eventId: arena.event_id,
    priceLevelId: level.rows[0].id,
    gaAreaId: area,
    quantity: 200,
  });
  if (add.status !== 201) throw new Error(`add: ${JSON.stringify(add.json)}`);
  const validate = await call('POST', `/api/orders/${cart.json.data.id}/validate`, {
    customer: { name: 'Bench Client', email: 'bench@example.org' },
    paymentMethod: 'cash',
  });
  if (validate.status !== 200) throw new Error(`validate: ${JSON.stringify(validate.json)}`);
  const pdfMs = [];
  const pdfs = load(1, async () => {
    const started = performance.now();
    const res = await fetch(`${api.url}/api/orders/${cart.json.data.id}/tickets.pdf`, { headers });
    await res.arrayBuffer();
    pdfMs.push(performance.now() - started);
    return res.status;
  });
  const [pdfLatencies, pdfStatuses] = await Promise.all([pingWhile(pdfs), pdfs]);
  report(
    '200-ticket PDFs (1 at a time)',
    pdfLatencies,
    baseline,
    `, PDFs ${JSON.stringify(pdfStatuses)} of median ${percentile(pdfMs, 50).toFixed(0)} ms`,
  );
  console.log('target: p99 < 50 ms in every phase');
} finally {
  await api.stop();
  await database.drop();
}
