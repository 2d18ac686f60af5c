import crypto from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { orderTotals } from '@encore/shared/money';
import {
  orderNumberAlphabet,
  orderNumberLength,
  type HistoryAction,
} from '@encore/shared/orders/order.schema';
import type { Executor } from '../../db/client';
import { orderHistory, orderItems, orders } from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;

/** 25^8 ≈ 1.5e11 numbers: a clash is rare, and the unique index catches it (the caller draws again). */
export function newOrderNumber(): string {
  let number = '';
  for (let i = 0; i < orderNumberLength; i++)
    number += orderNumberAlphabet[crypto.randomInt(orderNumberAlphabet.length)];
  return number;
}

export async function findOrder(db: Executor, id: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

/**
 * Locks a live cart and renews its hold in one conditional update: no row means it is gone, no longer a
 * cart, or expired; the database clock decides (clock_timestamp, not the transaction's start).
 */
export async function lockLiveCart(
  tx: Executor,
  id: string,
  holdSeconds: number,
): Promise<OrderRow | undefined> {
  const [row] = await tx
    .update(orders)
    .set({
      expiresAt: sql`clock_timestamp() + make_interval(secs => ${holdSeconds})`,
      updatedAt: sql`clock_timestamp()`,
    })
    .where(and(eq(orders.id, id), eq(orders.status, 'cart'), sql`${orders.expiresAt} > clock_timestamp()`))
    .returning();
  return row;
}

/** Carts among `ids` whose hold lapsed become `abandoned` (conditional: a validation racing it wins or loses whole). */
export async function closeExpiredCarts(tx: Executor, ids: string[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await tx
    .update(orders)
    .set({ status: 'abandoned', updatedAt: sql`clock_timestamp()` })
    .where(
      and(inArray(orders.id, ids), eq(orders.status, 'cart'), sql`${orders.expiresAt} <= clock_timestamp()`),
    )
    .returning({ id: orders.id });
  return rows.map((r) => r.id);
}

/** The order's stored totals, derived again from its live items (shared/money.ts). */
export async function refreshTotals(tx: Executor, orderId: string): Promise<void> {
  const lines = await tx
    .select({
      quantity: orderItems.quantity,
      unitPriceCents: orderItems.unitPriceCents,
      unitVatCents: orderItems.unitVatCents,
      unitFeeCents: orderItems.unitFeeCents,
    })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), inArray(orderItems.status, ['held', 'sold'])));
  await tx.update(orders).set(orderTotals(lines)).where(eq(orders.id, orderId));
}

export async function addHistory(
  tx: Executor,
  orderId: string,
  action: HistoryAction,
  userId: string | null,
  details: Record<string, unknown> | null = null,
): Promise<void> {
  // clock_timestamp(), not now(): steps of one transaction keep their order (now() is the same for all).
  await tx.insert(orderHistory).values({ orderId, action, userId, details, at: sql`clock_timestamp()` });
}
