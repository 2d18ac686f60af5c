// Loaded into the bench's server (node --import) by bench/box-office.mjs: counts the statements the server
// sends to PostgreSQL (each one a round trip) and, on SIGUSR2, writes the count so far to
// BENCH_QUERY_COUNT_FILE. Round trips per sale are what the code costs both processes, whatever the load.
// BENCH_QUERY_BREAKDOWN=1 also writes the count per statement (its first 70 characters) to
// BENCH_QUERY_COUNT_FILE.json: where the round trips go.
import fs from 'node:fs';
import { createRequire } from 'node:module';

const pg = createRequire(`${process.cwd()}/apps/api/package.json`)('pg');
let count = 0;
const byStatement = new Map();
const breakdown = Boolean(process.env.BENCH_QUERY_BREAKDOWN);
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function countedQuery(...args) {
  count++;
  if (breakdown) {
    const text = typeof args[0] === 'string' ? args[0] : (args[0]?.text ?? '?');
    const key = text.replace(/\s+/g, ' ').trim().slice(0, 70);
    byStatement.set(key, (byStatement.get(key) ?? 0) + 1);
  }
  return query.apply(this, args);
};
process.on('SIGUSR2', () => {
  if (breakdown)
    fs.writeFileSync(
      `${process.env.BENCH_QUERY_COUNT_FILE}.json`,
      JSON.stringify(Object.fromEntries([...byStatement].sort((a, b) => b[1] - a[1])), null, 1),
    );
  fs.writeFileSync(process.env.BENCH_QUERY_COUNT_FILE, `${count}\n`);
});
