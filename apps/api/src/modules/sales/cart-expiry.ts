import { asc, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { orders } from '../../db/schema';
import { transactionWithRetry } from '../../lib/transaction-retry';
import { holdLapsed, releaseItems } from '../inventory';
import { addHistory, closeExpiredCarts } from './order-rows';

/** Closes lapsed carts among `ids` and puts their seats, places and quota back on sale. */
export async function expireCarts(tx: Executor, ids: string[]): Promise<string[]> {
  const closed = await closeExpiredCarts(tx, [...new Set(ids)].sort());
  for (const id of closed) {
    await releaseItems(tx, id, 'released', undefined, ['held']);
    await addHistory(tx, id, 'expired', null);
  }
  return closed;
}

/**
 * One pass of the sweep: closes up to 200 lapsed carts, each in its own short transaction that first claims
 * the cart's row with SKIP LOCKED. With several API processes sweeping, each cart is closed by one of them
 * and the others pass over it at once instead of queueing on its lock (nor on a sale holding it). Resolves
 * to the carts this pass closed.
 */
export async function sweepLapsedCarts(db: Database): Promise<string[]> {
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(holdLapsed(orders))
    .orderBy(asc(orders.expiresAt))
    .limit(200);
  const closed: string[] = [];
  for (const { id } of due) {
    const done = await transactionWithRetry(db, async (tx) => {
      const [claimed] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.id, id))
        .for('update', { skipLocked: true });
      return claimed ? expireCarts(tx, [id]) : [];
    }).catch((error: unknown) => {
      // One cart that cannot be closed must not keep the others held: each fails alone, and is logged.
      console.warn(`cart sweep: cart ${id} not closed:`, (error as Error).message);
      return [];
    });
    closed.push(...done);
  }
  return closed;
}

/**
 * Frees lapsed holds in the background so counts and every screen catch up within seconds; whoever asks
 * for a seat held by a lapsed cart frees it at once (inventory-hold.ts).
 */
export function startCartSweeper(db: Database, intervalMs = 1000): () => Promise<void> {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = sweepLapsedCarts(db)
      .then(() => undefined)
      .catch((error: unknown) => console.warn('cart sweep failed:', (error as Error).message))
      .finally(() => (running = undefined));
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
