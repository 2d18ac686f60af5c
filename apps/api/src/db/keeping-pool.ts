import type pg from 'pg';

/**
 * A refusal PostgreSQL answered (a SQLSTATE outside the connection and shutdown classes): the connection
 * is fine and back to idle. Anything else (no code: a socket error, a timeout) may have broken it. 25006
 * (read-only transaction) too: the connection reached a standby (a primary demoted by a failover), where
 * no write will ever pass; a new connection goes through the proxy to the new primary.
 */
export function connectionSurvives(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return (
    typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && !/^(08|57|58|XX)/.test(code) && code !== '25006'
  );
}

/**
 * `pg.Pool` whose `query` keeps its connection when a statement is refused. pg-pool's own `query` ends
 * the connection on ANY error: every unique violation, every 409 of the box office (the sale statements
 * refuse by raising) cost a new PostgreSQL backend (a fork, authentication, named statements parsed and
 * planned again): about ten a second under bench/box-office.mjs. Callback calls keep pg-pool's behaviour.
 */
export function keepingPool(Pool: typeof pg.Pool, config: pg.PoolConfig): pg.Pool {
  const pool = new Pool(config);
  dropsBrokenClients(pool);
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  (pool as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    if (typeof args[args.length - 1] === 'function') return query(...args);
    return (async () => {
      const client = await pool.connect();
      try {
        const result = await (client.query as (...a: unknown[]) => Promise<unknown>)(...args);
        client.release();
        return result;
      } catch (error) {
        client.release(connectionSurvives(error) ? undefined : (error as Error));
        throw error;
      }
    })();
  };
  return pool;
}

type Query = (...args: unknown[]) => unknown;
const broken = new WeakMap<pg.PoolClient, Error>();

/**
 * A client checked out with `connect()` (a transaction: Drizzle releases it without the error) goes back to
 * the pool only if its last failure left it usable (connectionSurvives): one that reached a standby after a
 * failover (25006) or whose server shut it down is ended, and the next checkout opens a new connection. Its
 * connection lost while checked out is an error of that client, not of the process.
 */
function dropsBrokenClients(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    // pg-pool listens for errors on idle clients only: a checked-out one whose server went away between two
    // statements (a transaction awaiting) emitted an unhandled 'error' and ended the process.
    client.on('error', (error) => broken.set(client, error));
    const query = client.query.bind(client) as Query;
    (client as unknown as { query: Query }).query = (...args: unknown[]) => {
      const result = query(...args);
      if (result instanceof Promise)
        result.catch((error: unknown) => {
          if (!connectionSurvives(error)) broken.set(client, error as Error);
        });
      return result;
    };
  });
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  (pool as unknown as { connect: Query }).connect = (...args: unknown[]) => {
    if (args.length) return connect(...args);
    return (connect() as Promise<pg.PoolClient>).then((client) => {
      broken.delete(client);
      const release = client.release.bind(client);
      client.release = (error?: Error | boolean) => release(error || broken.get(client));
      return client;
    });
  };
}
