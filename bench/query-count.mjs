// Loaded into the bench's server (node --import) by bench/box-office.mjs: counts the statements the server
// sends to PostgreSQL (each one a round trip) and, on SIGUSR2, writes the count so far to
// BENCH_QUERY_COUNT_FILE. Round trips per sale are what the code costs both processes, whatever the load.
import fs from 'node:fs';
import { createRequire } from 'node:module';

const pg = createRequire(`${process.cwd()}/apps/api/package.json`)('pg');
let count = 0;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function countedQuery(...args) {
  count++;
  return query.apply(this, args);
};
process.on('SIGUSR2', () => fs.writeFileSync(process.env.BENCH_QUERY_COUNT_FILE, `${count}\n`));
