// Sales, cancellations and approvals for a minute through two API processes on one fresh PostgreSQL
// database (issue 21: 0 answers 500, 0 deadlock answered), then an audit in SQL: seats sold twice, quota
// and area overruns, tickets, and every counter against a recount of the items.
//   node bench/sales-stress.mjs   (after `npm run build`; BENCH_DATABASE_URL, BENCH_SECONDS (60),
//   BENCH_SELLERS (40), BENCH_HOT_SEATS (400), BENCH_PG_LOG, BENCH_KEEP_DATABASE=1). Exit code 1 on any
//   5xx or audit line not 0.
import crypto from 'node:crypto';
import os from 'node:os';
import pg from 'pg';
import {
  cpuSeconds,
  ensureTillOpen,
  freshPostgresDatabase,
  loadAverage,
  login,
  startServer,
} from './lib.mjs';
import { badSignatures, runAudit } from './sales-stress/audit.mjs';
import { twoNodeClient } from './sales-stress/client.mjs';
import { watchPostgres } from './sales-stress/pg-log.mjs';
import { printAnswers } from './sales-stress/report.mjs';
import { prepareStress } from './sales-stress/setup.mjs';
import { createWorkload } from './sales-stress/workers.mjs';

const pgUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const seconds = Number(process.env.BENCH_SECONDS ?? 60);
const sellers = Number(process.env.BENCH_SELLERS ?? 40);
const cancellers = 8;
const approversPerRole = 2;
const hotSeats = Number(process.env.BENCH_HOT_SEATS ?? 400);
const share = { approval: 0.25, abandon: 0.08, cancelConfirmed: 0.35, cancelPending: 0.15 };
const cpus = os.availableParallelism?.() ?? os.cpus().length;
console.log(`Machine: ${cpus} CPUs, load average ${loadAverage()} (1 min) before starting`);

const database = await freshPostgresDatabase(pgUrl);
const dbName = new URL(database.url).pathname.slice(1);
// Both nodes sign the same sessions and tickets (as scripts/ha-up.sh sets them up): a session opened on
// one works on the other. The per-seller caps, where the server has them, must not stop 40 busy sellers.
const ticketSeed = crypto.randomBytes(32).toString('hex');
const env = {
  DATABASE_URL: database.url,
  JWT_SECRET: crypto.randomBytes(32).toString('hex'),
  TICKET_SIGNING_KEY: ticketSeed,
  MAX_OPEN_CARTS_PER_SELLER: '1000',
  MAX_HELD_SEATS_PER_SELLER: '100000',
};
// The servers' error lines (pino JSON, level 50+) and any line naming a deadlock, kept to print.
const serverErrors = [];
const keepErrors = (node) => {
  let rest = '';
  return (text) => {
    const lines = (rest + text).split('\n');
    rest = lines.pop();
    for (const line of lines)
      if (/"level":(50|60)|deadlock|could not serialize/.test(line)) serverErrors.push(`[${node}] ${line}`);
  };
};
// One after the other: the first migrates and seeds the demo data, the second starts on a ready database.
const apis = [];
const client = { close() {} };
const sql = new pg.Client({ connectionString: database.url });
let failed = false;
try {
  apis.push(await startServer(env, { onOutput: keepErrors('A') }));
  apis.push(await startServer(env, { onOutput: keepErrors('B') }));
  await sql.connect();
  const { events, channels, producerEmails } = await prepareStress(sql, { sellers, cancellers, hotSeats });
  const [a, b] = apis.map((api) => api.url);
  const tokenOf = async (email, n) => (await login(n % 2 ? b : a, email)).token;
  const range = (n) => Array.from({ length: n }, (_, i) => i + 1);
  const sellerTokens = await Promise.all(range(sellers).map((n) => tokenOf(`seller${n}@bench.test`, n)));
  const cancellerTokens = await Promise.all(
    range(cancellers).map((n) => tokenOf(`canceller${n}@bench.test`, n)),
  );
  const [admin, manager] = [await tokenOf('admin@encore.test', 0), await tokenOf('manager@encore.test', 1)];
  // Sellers sell in cash and cancellers refund it: each in its open till session (issue 23).
  for (const token of [...sellerTokens, ...cancellerTokens]) await ensureTillOpen(a, token, admin);
  const producerTokens = new Map();
  for (const [producerId, email] of producerEmails) producerTokens.set(producerId, await tokenOf(email, 0));
  const [arena, club] = events;
  console.log(
    `Hot events: the arena's (${arena.seats.length} hot seats in 2 categories, ${arena.areas.map((x) => `${x.name} ${x.capacity}`).join(', ')}) and the club's (${club.areas.map((x) => `${x.name} ${x.capacity}`).join(', ')}); quotas: ${[
      ...new Set(
        arena.levels
          .concat(club.levels)
          .filter((l) => l.quota !== null)
          .map((l) => `${l.name} ${l.quota}`),
      ),
    ].join(', ')}`,
  );

  const http = twoNodeClient([a, b]);
  client.close = http.close;
  const deadline = Date.now() + seconds * 1000;
  const work = createWorkload({ client: http, events, channels, deadline, share });
  const stopWatching = await watchPostgres(sql, dbName);
  const cpuBefore = apis.map((api) => cpuSeconds(api.pid));
  const clientBefore = process.cpuUsage();
  const started = performance.now();
  const runStart = new Date();
  await Promise.all([
    ...events.map((event) => work.watch(event, admin)),
    ...sellerTokens.map((token) => work.seller(token)),
    // Two approvals by two different users, neither of them the seller: the show manager's (or the
    // admin's) 'Accepted by Show Manager', the show's producer's 'Accepted by Producer'.
    ...range(approversPerRole).flatMap(() => [
      work.approver('show_manager', () => (Math.random() < 0.5 ? manager : admin)),
      work.approver('producer', (order) => producerTokens.get(order.producerId)),
    ]),
    ...cancellerTokens.map((token) => work.canceller(token)),
  ]);
  const elapsed = (performance.now() - started) / 1000;
  const serverCpu = apis.map((api, i) => cpuSeconds(api.pid) - cpuBefore[i]);
  const { user, system } = process.cpuUsage(clientBefore);
  const postgres = await stopWatching();

  console.log(
    `\n${sellers} sellers, ${cancellers} cancellers, ${2 * approversPerRole} approvers for ${elapsed.toFixed(1)} s on 2 API processes (pids ${apis.map((x) => x.pid).join(', ')}), load average ${loadAverage()} after, ${cpus} CPUs`,
  );
  console.log(
    `  CPU used: API A ${serverCpu[0].toFixed(1)} s, API B ${serverCpu[1].toFixed(1)} s, this bench's client ${((user + system) / 1e6).toFixed(1)} s`,
  );
  failed = printAnswers(http, elapsed, serverErrors);
  const { rows: outcome } = await sql.query(
    `select o.status, count(*)::int as orders, coalesce(sum((select sum(quantity) from order_items i
    where i.order_id = o.id and i.status in ('held', 'sold'))), 0)::int as live from orders o
    where o.created_at >= $1 group by 1 order by 1`,
    [runStart],
  );
  console.log(
    `Orders made during the run: ${outcome.map((r) => `${r.status} ${r.orders} (${r.live} live tickets)`).join(', ')}`,
  );

  const { log } = postgres;
  console.log('PostgreSQL, during the run (retried by the API or not):');
  console.log(`  deadlocks in pg_stat_database for ${dbName}: ${postgres.deadlocksCounted}`);
  if (!log)
    console.log(
      `  its log (${process.env.BENCH_PG_LOG ?? 'BENCH_PG_LOG'}) is not readable: no counts from it`,
    );
  else {
    console.log(
      `  log ${log.file}: for this database ${log.ours.deadlock} "deadlock detected", ${log.ours.serialization} "could not serialize access" (whole server, other work included: ${log.machine.deadlock}, ${log.machine.serialization})`,
    );
    for (const sample of log.samples) console.log(`    ${sample.replaceAll('\n', '\n    ')}`);
  }

  console.log('Audit (SQL, whole database, after the run): rows breaking each rule');
  for (const [name, n] of await runAudit(sql)) {
    console.log(`  ${name.padEnd(56)} ${n}`);
    if (n !== 0) failed = true;
  }
  const signatures = await badSignatures(
    sql,
    events.map((e) => e.id),
    ticketSeed,
  );
  console.log(
    `  ${'valid tickets of the hot events whose signature fails'.padEnd(56)} ${signatures.bad} (of ${signatures.checked})`,
  );
  if (signatures.bad) failed = true;
} finally {
  client.close();
  await sql.end().catch(() => {});
  for (const api of apis) await api.stop();
  if (process.env.BENCH_KEEP_DATABASE) {
    console.log(`Database kept: ${database.url}`);
    await database.keep();
  } else await database.drop();
}
if (failed) process.exitCode = 1;
