import pg from 'pg';
import { cpuSeconds, login, startServer } from '/work/wt/search/bench/lib.mjs';
import { searchTerms } from '/work/wt/search/bench/box-office-orders.mjs';
const url = process.env.PGDB;
const api = await startServer({ DATABASE_URL: url });
const sql = new pg.Client({ connectionString: url }); await sql.connect();
const terms = await searchTerms(sql);
const backends = async () => (await sql.query('select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()')).rows.map((r) => r.pid);
for (const email of ['boxoffice@encore.test', 'producer@encore.test']) {
  const { token } = await login(api.url, email);
  const get = (t) => fetch(`${api.url}/api/orders?search=${encodeURIComponent(t)}`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.arrayBuffer());
  for (const t of terms.slice(0, 40)) await get(t);
  const out = [];
  for (const [k, kind] of ['number', 'name', 'email', 'phone'].entries()) {
    const list = terms.filter((_, i) => i % 4 === k);
    const pids = await backends();
    const s0 = cpuSeconds(api.pid), p0 = pids.reduce((s, p) => s + cpuSeconds(p), 0);
    const t0 = performance.now();
    for (const t of list) await get(t);
    const wall = (performance.now() - t0) / list.length;
    const p1 = [...new Set([...pids, ...(await backends())])].reduce((s, p) => s + cpuSeconds(p), 0);
    out.push(`${kind}: server ${((cpuSeconds(api.pid) - s0) / list.length * 1000).toFixed(2)} ms, pg ${((p1 - p0) / list.length * 1000).toFixed(2)} ms, wall ${wall.toFixed(1)} ms`);
  }
  console.log(email, out.join(' | '));
}
await sql.end(); await api.stop();
