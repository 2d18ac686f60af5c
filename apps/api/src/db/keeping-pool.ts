import type pg from 'pg';

/**
 * A refusal PostgreSQL answered (a SQLSTATE outside the connection and shutdown classes): the connection
 * is fine and back to idle. Anything else (no code: a socket error, a timeout) may have broken it.
 */
export function connectionSurvives(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && !/^(08|57|58|XX)/.test(code);
}

/**
 * `pg.Pool` whose `query` keeps its connection when a statement is refused. pg-pool's own `query` ends
 * the connection on ANY error: every unique violation, every 409 of the box office (the sale statements
 * refuse by raising) cost a new PostgreSQL backend (a fork, authentication, named statements parsed and
 * planned again): about ten a second under bench/box-office.mjs. Callback calls keep pg-pool's behaviour.
 */
export function keepingPool(Pool: typeof pg.Pool, config: pg.PoolConfig): pg.Pool {
  const pool = new Pool(config);
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
