import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orderItems, orders } from '../../db/schema';
import { confirmItems, liveItem } from '../inventory';

export type OrderRow = typeof orders.$inferSelect;

/**
 * The order row, locked until the transaction ends: every transition of an order (approve, cancel, cancel
 * an item, validate) takes it first, so they run one after the other and each sees the last one's result.
 */
export async function lockOrder(tx: Executor, id: string): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  return row;
}

/** The approved order's held items become sold (its event's tickets sold follow by sales_daily's trigger). */
export const sellItems = (tx: Executor, orderId: string) => confirmItems(tx, orderId);

export type OrderStep = 'approve' | 'cancel' | 'cancel_item';

/**
 * How order transitions take their order and sell an approved one's items: row locks (above), unless the
 * composition root hands in another implementation.
 */
export interface OrderLocks {
  lock(tx: Executor, id: string, step: OrderStep): Promise<OrderRow | undefined>;
  sellItems(tx: Executor, orderId: string): Promise<(typeof orderItems.$inferSelect)[]>;
}

export const rowLocks: OrderLocks = { lock: (tx, id) => lockOrder(tx, id), sellItems };

/** How many items of the order are still live (held or sold). */
export async function liveItemCount(tx: Executor, orderId: string): Promise<number> {
  const rows = await tx
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), liveItem(orderItems)));
  return rows.length;
}
