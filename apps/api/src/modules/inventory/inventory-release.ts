import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orderItems } from '../../db/schema';
import { decrementCounters } from './inventory-counters';
import { notifyInventory, stepsOf } from './inventory-notify';
import { liveItemStatuses } from './unit-rules';

type ItemRow = typeof orderItems.$inferSelect;

/**
 * Takes items out of the live stock (held or sold): their seats, area places and quota are on sale again
 * at once, and every seller hears of it. `cancelled` after a sale, `released` for a dropped cart, `delete`
 * for an item removed from a cart. Run inside the caller's transaction, after it locked the order's row
 * (orders-api2: cancel order / cancel item). Returns the items it took back.
 */
export async function releaseItems(
  tx: Executor,
  orderId: string,
  to: 'cancelled' | 'released' | 'delete',
  itemIds?: string[],
  from: ('held' | 'sold')[] = [...liveItemStatuses],
): Promise<ItemRow[]> {
  const scope = (status: 'held' | 'sold') =>
    and(
      eq(orderItems.orderId, orderId),
      eq(orderItems.status, status),
      itemIds ? inArray(orderItems.id, itemIds) : undefined,
    );
  const change = async (status: 'held' | 'sold') =>
    to === 'delete'
      ? tx.delete(orderItems).where(scope(status)).returning()
      : tx.update(orderItems).set({ status: to, updatedAt: new Date() }).where(scope(status)).returning();
  // A cart's caller passes `from` ['held'] (a cart never holds sold items): one round trip less.
  const held = from.includes('held') ? await change('held') : [];
  const sold = from.includes('sold') ? await change('sold') : [];
  const all = [...held, ...sold];
  if (!all.length) return all;
  await decrementCounters(tx, all);
  notifyInventory(tx, to === 'cancelled' ? 'cancel' : 'release', orderId, stepsOf(all));
  return all;
}

/**
 * Held items of an order become sold (validation on a plain channel, or the last approval); the event's
 * tickets sold follow by the items' trigger (sales_daily, view event_sales).
 */
export async function confirmItems(tx: Executor, orderId: string): Promise<ItemRow[]> {
  const sold = await tx
    .update(orderItems)
    .set({ status: 'sold', updatedAt: new Date() })
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.status, 'held')))
    .returning();
  if (sold.length) notifyInventory(tx, 'sale', orderId, stepsOf(sold));
  return sold;
}
