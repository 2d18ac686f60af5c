import type pg from 'pg';
import type { DatabaseHandle } from '../db/client';
import { journalPending } from '../db/schema';

/** What a cut connection answers the API (lib/database-errors.ts reads it as "database unavailable"). */
const cutError = () => new Error('Connection terminated unexpectedly');

type Query = (...args: unknown[]) => Promise<unknown>;
const textOf = (config: unknown) =>
  typeof config === 'string' ? config : String((config as { text?: unknown } | null)?.text ?? '');

/**
 * Cuts the connection of the next transaction to commit, as a failover does: `after` the server
 * committed (the answer of the commit is lost: the API cannot know the change is there), or `before` the
 * commit reached it (the server rolls the transaction back). The API then meets a connection error.
 * PostgreSQL: the pool's connection is really closed; PGlite (no connection): its transaction call fails.
 */
export function cutNextCommit(handle: DatabaseHandle, when: 'before' | 'after'): { done: Promise<void> } {
  let cut!: () => void;
  const done = new Promise<void>((resolve) => (cut = resolve));
  const client = (handle.db as unknown as { $client: unknown }).$client;
  if (handle.kind === 'pglite') {
    const pglite = client as { transaction: (work: (tx: unknown) => Promise<unknown>) => Promise<unknown> };
    const transaction = pglite.transaction;
    pglite.transaction = async (work) => {
      pglite.transaction = transaction;
      cut();
      if (when === 'after') {
        await transaction.call(pglite, work);
        throw cutError();
      }
      await transaction.call(pglite, async (tx) => {
        await work(tx);
        throw cutError();
      });
    };
    return { done };
  }
  // Every connection handed out until then commits through the trap; it fires once.
  const pool = client as { connect: () => Promise<pg.PoolClient> };
  const connect = pool.connect;
  let armed = true;
  pool.connect = async () => {
    const connection = await connect.call(pool);
    const query = connection.query as unknown as Query;
    (connection as unknown as { query: Query }).query = async (...args) => {
      if (!armed || textOf(args[0]).trim().toLowerCase() !== 'commit') return query.apply(connection, args);
      armed = false;
      pool.connect = connect;
      if (when === 'after') await query.apply(connection, args);
      (connection as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
      cut();
      throw cutError();
    };
    return connection;
  };
  return { done };
}

/**
 * Waits until the journal's chainer has nothing left to chain (issue 23: every sale records journal facts
 * and the chainer commits a transaction of its own soon after). Call it before `cutNextCommit`, so the
 * commit cut is the request's and not the chainer's: with nothing pending the chainer only reads.
 */
export async function journalSettled(handle: DatabaseHandle, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await handle.db.$count(journalPending)) > 0) {
    if (Date.now() > deadline) throw new Error('journalSettled: facts still pending');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
