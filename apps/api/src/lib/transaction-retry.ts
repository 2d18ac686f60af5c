import { afterCommit, ambientTransaction } from '../db/ambient-transaction';
import type { Database, Executor, Transaction } from '../db/client';
import { findPgError } from './database-errors';

/** serialization_failure, deadlock_detected: the transaction did nothing and may simply run again. */
const retryable = new Set(['40001', '40P01']);

type CommitHook = (db: Database) => void;
/** Work to do once a transaction run by `transactionWithRetry` has committed (dropped if it rolls back). */
const commitHooks = new WeakMap<Executor, CommitHook[]>();

/**
 * Runs `run` after the transaction `tx` commits, never if it rolls back or is retried. Only for
 * transactions of `transactionWithRetry`: anywhere else it throws rather than silently never run.
 */
export function onCommit(tx: Executor, run: CommitHook): void {
  const hooks = commitHooks.get(tx);
  if (!hooks) throw new Error('onCommit needs a transaction run by transactionWithRetry');
  hooks.push(run);
}

/**
 * Runs `run` (one statement committed on its own, or a whole transaction) again, up to `attempts` times
 * after a short random pause, when PostgreSQL aborted it for a serialization failure or a deadlock: it did
 * nothing and may simply run again. Every statement takes its rows in one order (lock order:
 * modules/inventory/inventory-counters.ts), so a deadlock is rare; one left must not be answered 500.
 * In an ambient transaction (db/ambient-transaction.ts) it runs once: the failure ends the whole request's
 * transaction, which plugins/idempotency.ts runs again (a savepoint per attempt cost two round trips a sale).
 */
export function withRetry<T>(run: () => Promise<T>, attempts = 5): Promise<T> {
  return ambientTransaction() ? run() : retrying(run, attempts);
}

async function retrying<T>(run: () => Promise<T>, attempts: number): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      const code = findPgError(error)?.code;
      if (!code || !retryable.has(code) || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
}

/**
 * Runs `work` in a transaction, again when PostgreSQL aborted it for a serialization failure or a deadlock
 * (`withRetry`). Hooks registered with `onCommit` run once it has committed. In an ambient transaction,
 * `db.transaction` is a savepoint and the hooks wait for the ambient transaction's commit.
 */
export async function transactionWithRetry<T>(
  db: Database,
  work: (tx: Transaction) => Promise<T>,
  attempts = 5,
): Promise<T> {
  return retrying(async () => {
    const hooks: CommitHook[] = [];
    const result = await db.transaction((tx) => {
      commitHooks.set(tx, hooks);
      return work(tx);
    });
    if (hooks.length) afterCommit(() => hooks.forEach((hook) => hook(db)));
    return result;
  }, attempts);
}
