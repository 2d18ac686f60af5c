import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { eventAreaUsage, eventQuotaUsage, events } from '../../db/schema';

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
 * Gives back quota and area places of items leaving the live stock. Levels without a quota have no counter
 * row: the update then touches nothing.
 */
export async function decrementCounters(tx: Executor, items: CountedItem[]): Promise<void> {
  for (const [key, n] of sumBy(items, (i) => `${i.eventId}|${i.priceLevelId}`)) {
    const [eventId, priceLevelId] = key.split('|') as [string, string];
    await tx
      .update(eventQuotaUsage)
      .set({ used: sql`${eventQuotaUsage.used} - ${n}` })
      .where(and(eq(eventQuotaUsage.eventId, eventId), eq(eventQuotaUsage.priceLevelId, priceLevelId)));
  }
  for (const [key, n] of sumBy(items, (i) => (i.gaAreaId ? `${i.eventId}|${i.gaAreaId}` : null))) {
    const [eventId, gaAreaId] = key.split('|') as [string, string];
    await tx
      .update(eventAreaUsage)
      .set({ used: sql`${eventAreaUsage.used} - ${n}` })
      .where(and(eq(eventAreaUsage.eventId, eventId), eq(eventAreaUsage.gaAreaId, gaAreaId)));
  }
}

/**
 * events.sold follows sales (confirmed items) only. Called last in its transaction: the event's row is
 * the one hot row every sale of the event touches, so its lock is held for the commit alone.
 */
export async function addSold(tx: Executor, items: CountedItem[], sign: 1 | -1): Promise<void> {
  for (const [eventId, n] of sumBy(items, (i) => i.eventId))
    await tx
      .update(events)
      .set({ sold: sql`${events.sold} + ${sign * n}` })
      .where(eq(events.id, eventId));
}
