// Deadlocks and serialization failures PostgreSQL met during the run, whether the API retried them or
// not: pg_stat_database.deadlocks of the bench's database before and after, and the ERROR lines the
// server's log gained meanwhile (BENCH_PG_LOG, default Debian's; lines name their database when
// log_line_prefix has %d, as Debian's '%m [%p] %q%u@%d ' does). Serialization failures have no counter.
import fs from 'node:fs';

const logFile = process.env.BENCH_PG_LOG ?? '/var/log/postgresql/postgresql-15-main.log';
const kinds = { deadlock: /ERROR: +deadlock detected/, serialization: /ERROR: +could not serialize access/ };

export async function watchPostgres(sql, dbName) {
  const deadlocks = async () =>
    Number(
      (await sql.query('select deadlocks from pg_stat_database where datname = $1', [dbName])).rows[0]
        .deadlocks,
    );
  const before = await deadlocks();
  let offset;
  try {
    offset = fs.statSync(logFile).size;
    fs.accessSync(logFile, fs.constants.R_OK);
  } catch {
    offset = undefined;
  }
  return async function stop() {
    // The statistics collector may lag behind the last transactions by up to half a second.
    await new Promise((resolve) => setTimeout(resolve, 800));
    const figures = { deadlocksCounted: (await deadlocks()) - before, log: undefined };
    if (offset === undefined) return figures;
    const fd = fs.openSync(logFile, 'r');
    const size = fs.fstatSync(fd).size;
    const buffer = Buffer.alloc(Math.max(0, size - offset));
    fs.readSync(fd, buffer, 0, buffer.length, offset);
    fs.closeSync(fd);
    const lines = buffer.toString('utf8').split('\n');
    const ours = lines.flatMap((line, i) => (line.includes(`@${dbName} `) ? [i] : []));
    const of = (re) => ours.filter((i) => re.test(lines[i]));
    figures.log = {
      file: logFile,
      ours: Object.fromEntries(Object.entries(kinds).map(([k, re]) => [k, of(re).length])),
      machine: Object.fromEntries(
        Object.entries(kinds).map(([k, re]) => [k, lines.filter((l) => re.test(l)).length]),
      ),
      // The first three of ours with the DETAIL, HINT, CONTEXT and STATEMENT lines that follow them.
      samples: of(/ERROR: +(deadlock detected|could not serialize access)/)
        .slice(0, 3)
        .map((i) =>
          lines
            .slice(i, i + 6)
            .filter((l, k) => k === 0 || !/ERROR|LOG/.test(l))
            .join('\n'),
        ),
    };
    return figures;
  };
}
