import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { eventAreaUsage, eventQuotaUsage, eventSoldSlots, soldSlotOfConnection } from '../../db/schema';

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
 * An event's tickets sold follow sales (confirmed items) only, counted on the slot of this connection
 * (eventSoldSlots: not the event's row, which every seller of the event would queue for). Called last in
 * its transaction all the same: other connections may share the slot (their pid alike modulo 16).
 */
export async function addSold(tx: Executor, items: CountedItem[], sign: 1 | -1): Promise<void> {
  for (const [eventId, n] of sumBy(items, (i) => i.eventId))
    await tx
      .insert(eventSoldSlots)
      .values({ eventId, slot: soldSlotOfConnection, sold: sign * n })
      .onConflictDoUpdate({
        target: [eventSoldSlots.eventId, eventSoldSlots.slot],
        set: { sold: sql`${eventSoldSlots.sold} + ${sign * n}` },
      });
}
