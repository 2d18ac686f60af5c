import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { receiptPrints } from '../../db/schema';

/**
 * Counts one more print of an order's receipt and answers its number (1: the original). One upsert: the
 * row it inserts or locks makes a concurrent print wait, then count after it (race-safe on PostgreSQL).
 */
export async function countPrint(db: Executor, orderId: string): Promise<number> {
  const [row] = await db
    .insert(receiptPrints)
    .values({ orderId, prints: 1 })
    .onConflictDoUpdate({
      target: receiptPrints.orderId,
      set: { prints: sql`${receiptPrints.prints} + 1`, lastPrintedAt: sql`now()` },
    })
    .returning({ prints: receiptPrints.prints });
  return row!.prints;
}
