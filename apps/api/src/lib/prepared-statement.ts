import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { ambientTransaction, inSavepoint } from '../db/ambient-transaction';
import { forNamedStatements, type Executor } from '../db/client';

const dialect = new PgDialect();

/**
 * A placeholder with its type: `${p('eventId', 'uuid')}`. Every use of one name with one cast is one
 * parameter of the statement (see oneParameterPerValue).
 */
export const p = (name: string, type: string): SQL => sql`${sql.placeholder(name)}::${sql.raw(type)}`;

/**
 * drizzle numbers every use of a placeholder apart ($1..$24 for 9 values): each use of a value with the
 * same cast names the same parameter here instead, so a request sends, and PostgreSQL reads, each value once.
 */
function oneParameterPerValue(query: { sql: string; params: unknown[] }) {
  const params: unknown[] = [];
  const numbers = new Map<string, number>();
  const text = query.sql.replace(/\$(\d+)(::[a-z_]+(?:\[\])?)/g, (_, n: string, cast: string) => {
    const param = query.params[Number(n) - 1] as { name: string };
    const key = `${param.name}${cast}`;
    let number = numbers.get(key);
    if (number === undefined) {
      number = params.push(param);
      numbers.set(key, number);
    }
    return `$${number}${cast}`;
  });
  return { sql: text, params };
}

/**
 * Tests only: every named statement built so far (by the modules imported), its text with $n parameters
 * and how many. Filled once per statement when its module loads; the hot path never reads it. The plans
 * test (named-statement-plans.test.ts) prepares each one as a pooled connection would.
 */
export const namedStatements = new Map<string, { sql: string; parameters: number }>();

/**
 * A statement of the hot paths (a sale, a scan), built once with placeholders (`p`) and named: on
 * PostgreSQL each pooled connection parses and plans it once, then sends only the values. Building the
 * text per request with drizzle and planning it were each as costly as running it (bench/box-office.mjs,
 * bench/tickets.mjs), and on connections that keep its generic plan (db/client.ts). On PGlite the name is
 * ignored.
 *
 * In an ambient transaction (an idempotent write, db/ambient-transaction.ts) it runs in a savepoint, so a
 * caller that catches its error (a refusal it raises: a seat taken, a nonce recorded) finds the transaction
 * usable. `errorsEndTheRequest`: no caller ever catches its errors, the savepoint's two round trips are spared.
 */
export function preparedStatement<Row>(
  name: string,
  statement: SQL,
  options: { errorsEndTheRequest?: boolean } = {},
) {
  const query = oneParameterPerValue(dialect.sqlToQuery(statement));
  namedStatements.set(name, { sql: query.sql, parameters: query.params.length });
  const run = async (db: Executor, values: Record<string, unknown>): Promise<Row[]> => {
    const prepared = forNamedStatements(db)._.session.prepareQuery(query, undefined, name, false);
    const result = (await prepared.execute(values)) as { rows: Row[] };
    return result.rows;
  };
  if (options.errorsEndTheRequest) return run;
  return (db: Executor, values: Record<string, unknown>): Promise<Row[]> =>
    ambientTransaction() ? inSavepoint(() => run(db, values)) : run(db, values);
}
