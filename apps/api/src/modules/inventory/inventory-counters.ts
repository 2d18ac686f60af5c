import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { eventAreaUsage, eventQuotaUsage } from '../../db/schema';

/**
 * THE LOCK ORDER. Every statement and transaction that changes the live stock takes its rows in this order,
 * so two of them never wait for each other in a circle (a deadlock, answered 500 before: issue 21):
 *   0. the seller's user row, by the openings, holds and take-overs that count its caps (seller-holds.ts),
 *   1. the order's row (cart or order; several orders by id: cart-expiry.ts),
 *   2. its items (order_items; new seats in seat id order: the unique index on live seats),
 *   3. sales_daily rows, by the items' own statement (its trigger, migration 0011; sorted by key there),
 *   4. event_area_usage rows, then 5. event_quota_usage rows (each sorted by key, the quota's last: it is
 *      the hottest row of a popular level, so its lock lasts only to the commit).
 * The careful general-admission hold takes its area's row before inserting its items: places of an area
 * have no unique key, so those inserts never wait for anyone. Tickets sold have no counter of their own
 * (the view event_sales reads sales_daily). A deadlock or serialization failure left is tried again
 * (lib/transaction-retry.ts), the one-statement paths included. README "Design" says the same.
 */
export interface CountedItem {
  eventId: string;
  priceLevelId: string;
  gaAreaId: string | null;
  quantity: number;
}

/** Sums quantities per key, keys sorted: every writer locks counter rows in the same order (no deadlock). */
function sumBy<T extends CountedItem>(items: T[], keyOf: (item: T) => string | null): [string, number][] {
  const sums = new Map<string, number>();
  for (const item of items) {
    const key = keyOf(item);
    if (key !== null) sums.set(key, (sums.get(key) ?? 0) + item.quantity);
  }
  return [...sums.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * Gives back the area places and level counts of items leaving the live stock: every live item is counted
 * on its level from the first one on, quota or not (inventory-hold.ts), so this gives back what was taken.
 */
export async function decrementCounters(tx: Executor, items: CountedItem[]): Promise<void> {
  // Areas, then quotas: the lock order above.
  for (const [key, n] of sumBy(items, (i) => (i.gaAreaId ? `${i.eventId}|${i.gaAreaId}` : null))) {
    const [eventId, gaAreaId] = key.split('|') as [string, string];
    await tx
      .update(eventAreaUsage)
      .set({ used: sql`${eventAreaUsage.used} - ${n}` })
      .where(and(eq(eventAreaUsage.eventId, eventId), eq(eventAreaUsage.gaAreaId, gaAreaId)));
  }
  for (const [key, n] of sumBy(items, (i) => `${i.eventId}|${i.priceLevelId}`)) {
    const [eventId, priceLevelId] = key.split('|') as [string, string];
    await tx
      .update(eventQuotaUsage)
      .set({ used: sql`${eventQuotaUsage.used} - ${n}` })
      .where(and(eq(eventQuotaUsage.eventId, eventId), eq(eventQuotaUsage.priceLevelId, priceLevelId)));
  }
}
