// Issue 3 figure: searching 10,000 artists by name through the API, on PostgreSQL.
//   node bench/artist-search.mjs        (after `npm run build`; BENCH_DATABASE_URL to pick the server)
import { freshPostgresDatabase, login, startServer } from './lib.mjs';

const pgUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const COUNT = 10_000;
const SEARCHES = 300;
const firstNames = [
  'Camille',
  'Louis',
  'Jeanne',
  'Hugo',
  'Manon',
  'Jules',
  'Chloé',
  'Arthur',
  'Inès',
  'Léo',
  'Zoé',
  'Gabriel',
];
const lastNames = [
  'Martin',
  'Bernard',
  'Dubois',
  'Thomas',
  'Robert',
  'Richard',
  'Petit',
  'Durand',
  'Leroy',
  'Moreau',
  'Simon',
  'Laurent',
];

const database = await freshPostgresDatabase(pgUrl);
const server = await startServer({ DATABASE_URL: database.url, DEMO_DATA: 'true' });
try {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  // Bulk insert straight into the table: the figure is about searching, not about creating.
  await client.query(
    `insert into artists (name, first_name, last_name)
     select f || ' ' || l || ' ' || g, f, l || ' ' || g
     from generate_series(1, $1) g,
          lateral (select ($2::text[])[1 + g % 12] f, ($3::text[])[1 + (g / 12) % 12] l) n`,
    [COUNT, firstNames, lastNames],
  );
  await client.query('analyze artists');
  const { rows } = await client.query('select count(*)::int as n from artists');
  await client.end();

  const { token } = await login(server.url, 'manager@encore.test');
  const headers = { authorization: `Bearer ${token}` };
  async function measure(query) {
    const times = [];
    for (let i = 0; i < SEARCHES; i++) {
      const started = performance.now();
      const res = await fetch(`${server.url}/api/artists?${query(i)}`, { headers });
      await res.json();
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const at = (p) => times[Math.min(times.length - 1, Math.floor(p * times.length))].toFixed(1);
    return { p50: at(0.5), p95: at(0.95), p99: at(0.99) };
  }
  const baseline = await measure(() => 'pageSize=25');
  const search = await measure(
    (i) => `pageSize=25&search=${encodeURIComponent(lastNames[i % 12].slice(0, 4) + ' ' + (i % 900))}`,
  );
  const searchShort = await measure(
    (i) => `pageSize=25&search=${encodeURIComponent(firstNames[i % 12].slice(0, 3))}`,
  );
  console.log(
    `${rows[0].n} artists on PostgreSQL, ${SEARCHES} sequential requests each (ms, whole HTTP round trip):`,
  );
  console.log(`  first page, no search      p50 ${baseline.p50}  p95 ${baseline.p95}  p99 ${baseline.p99}`);
  console.log(`  selective name search      p50 ${search.p50}  p95 ${search.p95}  p99 ${search.p99}`);
  console.log(
    `  broad name search (3 chars) p50 ${searchShort.p50}  p95 ${searchShort.p95}  p99 ${searchShort.p99}`,
  );
  console.log(`  target: p95 under 50 ms for a name search`);
} finally {
  await server.stop();
  await database.drop();
}
