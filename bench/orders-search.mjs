// The orders list searched at a million orders (issue 11: search p95 under 50 ms through the API).
// Called by bench/box-office.mjs after its selling run, or alone:
//   node bench/orders-search.mjs   (after `npm run build`; BENCH_DATABASE_URL, BENCH_ORDERS,
//   BENCH_REUSE_DATABASE=<url of a database kept by BENCH_KEEP_DATABASE=1> to skip seeding again)
import pg from 'pg';
import { fileURLToPath } from 'node:url';
import { cpuSeconds, benchDatabase, loadAverage, login, percentile, startServer } from './lib.mjs';
import { seedMillionOrders, searchTerms } from './box-office-orders.mjs';

/**
 * Seeds orders up to BENCH_ORDERS, then searches them through `GET /api/orders?search=` 10 at a time, as the
 * box office (every order) and as a producer (its own shows' orders only), and prints p50/p95/p99 with
 * the load average and the CPU per search (server and PostgreSQL backends). Returns the count of non-200s.
 */
export async function measureOrdersSearch({ sql, apiUrl, apiPid }) {
  const target = Number(process.env.BENCH_ORDERS ?? 1_000_000);
  const seededIn = await seedMillionOrders(sql, target);
  const terms = await searchTerms(sql);
  const {
    rows: [{ n }],
  } = await sql.query('select count(*)::int as n from orders');
  console.log(`Orders list at ${n} orders (seeded in ${seededIn.toFixed(0)} s), ${terms.length} searches:`);
  const backends = async () =>
    (
      await sql.query(
        'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      )
    ).rows.map((r) => r.pid);
  let errors = 0;
  for (const email of ['boxoffice@encore.test', 'producer@encore.test']) {
    const { token } = await login(apiUrl, email);
    const times = [];
    const kinds = { number: [], name: [], email: [], phone: [] };
    const searchOnce = async (term, kind) => {
      const started = performance.now();
      const res = await fetch(`${apiUrl}/api/orders?search=${encodeURIComponent(term)}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      await res.arrayBuffer();
      if (res.status !== 200) errors++;
      const ms = performance.now() - started;
      times.push(ms);
      kinds[kind]?.push(ms);
    };
    const kindOf = (i) => ['number', 'name', 'email', 'phone'][i % 4];
    for (const [i, term] of terms.slice(0, 20).entries()) await searchOnce(term, kindOf(i)); // warm-up
    times.length = 0;
    for (const list of Object.values(kinds)) list.length = 0;
    const pids = await backends();
    const before = { server: cpuSeconds(apiPid), postgres: pids.reduce((s, pid) => s + cpuSeconds(pid), 0) };
    for (let i = 0; i < terms.length; i += 10)
      await Promise.all(terms.slice(i, i + 10).map((term, k) => searchOnce(term, kindOf(i + k))));
    const postgresAfter = [...new Set([...pids, ...(await backends())])].reduce(
      (s, pid) => s + cpuSeconds(pid),
      0,
    );
    const perSearch = (seconds) => ((seconds / times.length) * 1000).toFixed(2);
    console.log(
      `  as ${email}, 10 concurrent, load average ${loadAverage()}: p50 ${percentile(times, 50).toFixed(1)} ms   p95 ${percentile(times, 95).toFixed(1)} ms   p99 ${percentile(times, 99).toFixed(1)} ms   non-200 ${errors}`,
    );
    console.log(
      `    CPU per search: server ${perSearch(cpuSeconds(apiPid) - before.server)} ms, PostgreSQL ${perSearch(postgresAfter - before.postgres)} ms`,
    );
    console.log(
      `    p95 by kind: ${Object.entries(kinds)
        .map(([kind, list]) => `${kind} ${percentile(list, 95).toFixed(1)} ms`)
        .join(', ')}`,
    );
  }
  return errors;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const pgUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const reuse = process.env.BENCH_REUSE_DATABASE;
  const database = await benchDatabase(pgUrl);
  const api = await startServer({ DATABASE_URL: database.url });
  const sql = new pg.Client({ connectionString: database.url });
  await sql.connect();
  try {
    const errors = await measureOrdersSearch({ sql, apiUrl: api.url, apiPid: api.pid });
    if (errors) process.exitCode = 1;
  } finally {
    await sql.end();
    await api.stop();
    if (process.env.BENCH_KEEP_DATABASE || reuse) {
      console.log(`Database kept: ${database.url}`);
      await database.keep();
    } else await database.drop();
  }
}
