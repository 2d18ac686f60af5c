// Failover figures on the `npm run ha:up` cluster: 100 sellers sell one arena event through both API
// processes (3201, 3202) while the primary's PostgreSQL is killed with SIGKILL at a random moment; Patroni
// promotes the synchronous standby, HAProxy follows, nothing is restarted by hand. Per run and overall:
// acknowledged sales lost, seats sold twice, answers 500, seconds until sales succeed again, SSE clients
// resynchronised. Run by hand (not in CI): npm run ha:up && node bench/failover.mjs
//   FAILOVER_RUNS (default 3; 10 for the acceptance), FAILOVER_SECONDS (selling time per run, default 30)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import pg from 'pg';
import { ensureTillOpen, loadAverage, login, percentile } from './lib.mjs';

const haDir = process.env.HA_DIR ?? '/tmp/encore-ha';
const apis = ['http://127.0.0.1:3201', 'http://127.0.0.1:3202'];
const runs = Number(process.env.FAILOVER_RUNS ?? 3);
const seconds = Number(process.env.FAILOVER_SECONDS ?? 30);
const sellers = 100;
const sseClients = 10;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const agent = new http.Agent({ keepAlive: true, maxSockets: sellers + 20 });

/** One request; a network error is an answer too (status 0), never a crash of the bench. */
function send(base, method, path, token, body) {
  const { hostname, port } = new URL(base);
  const headers = { authorization: `Bearer ${token}` };
  const payload = body && JSON.stringify(body);
  if (payload) headers['content-type'] = 'application/json';
  return new Promise((resolve) => {
    const req = http.request({ agent, hostname, port, method, path, headers, timeout: 60_000 }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: res.statusCode, json: text.startsWith('{') ? JSON.parse(text) : {} });
      });
    });
    req.on('error', (error) => resolve({ status: 0, json: {}, error: error.message }));
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.end(payload);
  });
}

const patroni = async (port, path) => {
  try {
    const res = await fetch(`http://127.0.0.1:${port}${path}`);
    return res.ok ? await res.json() : undefined;
  } catch {
    return undefined;
  }
};
/** Both members running, one primary and a streaming synchronous standby: the cluster is whole again. */
async function waitForHealthyCluster(timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const cluster = await patroni(8008, '/cluster');
    const list = cluster?.members ?? [];
    const leader = list.find((m) => m.role === 'leader' && m.state === 'running');
    const sync = list.find((m) => m.role === 'sync_standby' && ['running', 'streaming'].includes(m.state));
    if (leader && sync) return leader.name;
    await sleep(500);
  }
  throw new Error('the cluster did not heal (a primary and a synchronous standby) within 3 minutes');
}

/** SIGKILL to the primary's postmaster and its backends: a PostgreSQL server that crashed. */
function killPrimary(name) {
  const pid = Number(fs.readFileSync(`${haDir}/${name}/postmaster.pid`, 'utf8').split('\n')[0]);
  let children = [];
  try {
    children = execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean);
  } catch {
    // none
  }
  for (const p of [pid, ...children.map(Number)]) {
    try {
      process.kill(p, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}

const sql = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5000/encore' });
await sql.connect();
await sql.query(`insert into users (email, password_hash, first_name, last_name, role_id, activated)
  select 'failover' || n || '@bench.test', password_hash, 'Seller', n::text, role_id, true
  from users, generate_series(1, ${sellers}) n where email = 'boxoffice@encore.test'
  on conflict do nothing`);
const tokens = [];
for (let n = 1; n <= sellers; n++) tokens.push((await login(apis[n % 2], `failover${n}@bench.test`)).token);
// They sell in cash: each in its open till session (issue 23).
const adminToken = (await login(apis[0])).token;
for (const token of tokens) await ensureTillOpen(apis[0], token, adminToken);
const {
  rows: [channel],
} = await sql.query(`select id from sales_channels where code = 'BOX_OFFICE'`);
await sql.end();

/** The arena event with the most seats left, its seats per category and price levels. */
async function hotEvent(db) {
  const {
    rows: [event],
  } = await db.query(`select e.id, s.pricing_id, p.seat_categories_json, r.ga_areas from events e
    join shows s on s.id = e.show_id join rooms r on r.id = e.room_id join pricings p on p.id = s.pricing_id
    where r.name = 'Arena Confluence' and e.status = 'scheduled' and s.status = 'published'
    order by e.capacity - e.sold desc, e.starts_at limit 1`);
  const areaIds = new Set(event.ga_areas.map((a) => a.id));
  const categories = Object.entries(JSON.parse(event.seat_categories_json))
    .map(([id, ids]) => [id, ids.filter((seatId) => !areaIds.has(seatId))])
    .filter(([, seats]) => seats.length);
  const { rows: levels } = await db.query('select id, category_id from price_levels where pricing_id = $1', [
    event.pricing_id,
  ]);
  return { id: event.id, categories, levels };
}

/** An availability stream that reopens (fresh token) whenever it ends, as the web app's EventSource does. */
function sseClient(base, token, eventId) {
  const state = { opens: 0, endsAfterKill: 0, killAt: Infinity, stopped: false };
  const open = async () => {
    while (!state.stopped) {
      const t = await send(base, 'POST', `/api/events/${eventId}/availability/stream-token`, token, {});
      if (t.status !== 200) {
        await sleep(500);
        continue;
      }
      await new Promise((resolve) => {
        const req = http.get(
          `${base}/api/events/${eventId}/availability/stream?token=${t.json.data.token}`,
          (res) => {
            state.opens++;
            res.on('data', () => undefined);
            res.on('end', () => resolve('end'));
            res.on('error', () => resolve('error'));
          },
        );
        req.on('error', () => resolve('error'));
        state.request = req;
      });
      if (!state.stopped && Date.now() > state.killAt) state.endsAfterKill++;
      await sleep(500);
    }
  };
  state.done = open();
  state.stop = () => {
    state.stopped = true;
    state.request?.destroy();
  };
  return state;
}

async function run(index) {
  const primary = await waitForHealthyCluster();
  const db = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5000/encore' });
  await db.connect();
  const event = await hotEvent(db);
  await db.end();
  const acknowledged = [];
  const statuses = new Map();
  const count = (status) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
  const successesAfterKill = [];
  let killAt = Infinity;
  const started = Date.now();
  const deadline = started + seconds * 1000;
  const killDelay = 3000 + Math.random() * (seconds * 1000 - 13_000);
  const streams = Array.from({ length: sseClients }, (_, n) => sseClient(apis[n % 2], tokens[n], event.id));
  const pick = (list) => list[Math.floor(Math.random() * list.length)];

  const seller = async (_, n) => {
    const base = apis[n % 2];
    const call = async (method, path, body) => {
      const res = await send(base, method, path, tokens[n], body);
      count(res.status);
      if (res.status === 503 || res.status === 0) await sleep(250);
      return res;
    };
    while (Date.now() < deadline) {
      const cart = await call('POST', '/api/carts', { salesChannelId: channel.id });
      if (cart.status !== 201) continue;
      const [categoryId, seats] = pick(event.categories);
      const start = Math.floor(Math.random() * seats.length);
      const seatIds = Array.from({ length: 1 + Math.floor(Math.random() * 4) }, (_, k) =>
        seats.at((start + k) % seats.length),
      );
      const level = pick(event.levels.filter((l) => l.category_id === categoryId));
      const add = await call('POST', `/api/carts/${cart.json.data.id}/items`, {
        eventId: event.id,
        priceLevelId: level.id,
        seatIds,
      });
      if (add.status !== 201) {
        if (add.status === 409) await call('DELETE', `/api/carts/${cart.json.data.id}`);
        continue;
      }
      const asked = Date.now();
      const validate = await call('POST', `/api/orders/${cart.json.data.id}/validate`, {
        customer: { name: 'Failover Client', email: 'failover@example.org' },
        paymentMethod: 'cash',
      });
      if (validate.status === 200) {
        acknowledged.push({ orderId: cart.json.data.id, seatIds });
        if (asked > killAt) successesAfterKill.push(Date.now());
      }
    }
  };
  const killer = (async () => {
    await sleep(killDelay);
    killAt = Date.now();
    for (const s of streams) s.killAt = killAt;
    killPrimary(primary);
  })();
  await Promise.all([...Array.from({ length: sellers }, seller), killer]);
  // Streams get a few seconds more to reopen, then stop.
  await sleep(3000);
  for (const s of streams) s.stop();
  await Promise.all(streams.map((s) => s.done));

  // Read back through HAProxy, from the new primary.
  const check = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5000/encore' });
  for (let i = 0; ; i++) {
    try {
      await check.connect();
      break;
    } catch (error) {
      if (i > 60) throw error;
      await sleep(1000);
    }
  }
  const ids = acknowledged.map((a) => a.orderId);
  const { rows: soldItems } = await check.query(
    `select i.order_id, i.seat_id from order_items i join orders o on o.id = i.order_id
      where i.order_id = any($1::uuid[]) and i.status = 'sold' and o.status not in ('cart', 'abandoned')`,
    [ids],
  );
  const sold = new Set(soldItems.map((r) => `${r.order_id}/${r.seat_id}`));
  const lost = acknowledged.filter((a) => a.seatIds.some((s) => !sold.has(`${a.orderId}/${s}`))).length;
  const {
    rows: [twice],
  } = await check.query(`select count(*)::int as n from (select event_id, seat_id from order_items
      where status = 'sold' and seat_id is not null group by 1, 2 having count(*) > 1) d`);
  await check.end();
  const recovery = successesAfterKill.length ? (Math.min(...successesAfterKill) - killAt) / 1000 : Infinity;
  const resynced = streams.filter((s) => s.endsAfterKill > 0 && s.opens > 1).length;
  const result = {
    run: index + 1,
    killedAfter: +(killDelay / 1000).toFixed(1),
    primary,
    acknowledged: acknowledged.length,
    lost,
    soldTwice: twice.n,
    answered500: statuses.get(500) ?? 0,
    answered503: statuses.get(503) ?? 0,
    otherErrors: [...statuses].filter(([s]) => s === 0 || (s >= 500 && s !== 500 && s !== 503)),
    recoverySeconds: +recovery.toFixed(2),
    sseResynchronised: `${resynced}/${streams.length}`,
    load: loadAverage(),
  };
  console.log(JSON.stringify(result));
  return result;
}

const results = [];
for (let i = 0; i < runs; i++) results.push(await run(i));
const recoveries = results.map((r) => r.recoverySeconds);
const sum = (key) => results.reduce((n, r) => n + r[key], 0);
console.log(`
Failover bench: ${runs} run(s), ${sellers} sellers through ${apis.length} API processes, SIGKILL of the primary
  acknowledged sales          ${sum('acknowledged')}
  acknowledged sales lost     ${sum('lost')}
  seats sold twice            ${sum('soldTwice')}
  requests answered 500       ${sum('answered500')}   (503 with Retry-After: ${sum('answered503')})
  sales succeed again after   median ${percentile(recoveries, 50)} s, worst ${Math.max(...recoveries)} s
  SSE clients resynchronised  ${results.map((r) => r.sseResynchronised).join(', ')}
  load average at the end     ${loadAverage()} (2 CPUs shared with other work)`);
process.exit(0);
