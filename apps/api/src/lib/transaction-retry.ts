import type { Database, Transaction } from '../db/client';
import { findPgError } from './database-errors';

/** serialization_failure, deadlock_detected: the transaction did nothing and may simply run again. */
const retryable = new Set(['40001', '40P01']);

/**
 * Runs `work` in a transaction, again (up to `attempts` times, after a short random pause) when PostgreSQL
 * aborted it for a serialization failure or a deadlock: concurrent sellers touching the same rows in
 * different orders must not see a 500.
 */
export async function transactionWithRetry<T>(
  db: Database,
  work: (tx: Transaction) => Promise<T>,
  attempts = 5,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work);
    } catch (error) {
      const code = findPgError(error)?.code;
      if (!code || !retryable.has(code) || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
}
