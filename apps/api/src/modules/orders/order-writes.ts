import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orderItems, orders } from '../../db/schema';
import { confirmItems } from '../carts/inventory-release';
import { orderGuards, type OrderStep } from './order-guards';

export type OrderRow = typeof orders.$inferSelect;

/**
 * The order row, locked until the transaction ends: every transition of an order (approve, cancel, cancel
 * an item, validate) takes it first, so they run one after the other and each sees the last one's result.
 */
export async function lockOrder(tx: Executor, id: string, step: OrderStep): Promise<OrderRow | undefined> {
  if (orderGuards.unguarded) {
    const [row] = await tx.select().from(orders).where(eq(orders.id, id));
    await orderGuards.afterRead?.(step, id);
    return row;
  }
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  return row;
}

/**
 * The approved order's held items become sold. The negative control sells every item of the order
 * whatever its status, as code trusting an unlocked read would: a cancelled seat then comes back sold.
 * The caller counts them in events.sold (`addSold`), last.
 */
export async function sellItems(tx: Executor, orderId: string) {
  if (!orderGuards.unguarded) return confirmItems(tx, orderId);
  return tx
    .update(orderItems)
    .set({ status: 'sold', updatedAt: new Date() })
    .where(eq(orderItems.orderId, orderId))
    .returning();
}

/** How many items of the order are still live (held or sold). */
export async function liveItemCount(tx: Executor, orderId: string): Promise<number> {
  const rows = await tx
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), inArray(orderItems.status, ['held', 'sold'])));
  return rows.length;
}
