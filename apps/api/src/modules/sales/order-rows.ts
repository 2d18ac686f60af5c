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
import { cartOpen, holdLapsed, liveItem } from '../inventory';
import { historyInsert } from './sql/history';

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

/** One step of an order's history, written by the statement that makes it (no round trip of its own). */
export interface HistoryStep {
  action: HistoryAction;
  userId: string | null;
  details?: Record<string, unknown> | null;
}

/** `insert into order_history` as a data-modifying CTE of the order's own update (runs even unreferenced). */
export function historyCte(tx: Executor, orderId: string, step: HistoryStep) {
  return tx.$with('step', { id: sql<string>`id` }).as(historyInsert(orderId, [step]));
}

/**
 * Locks a live cart and renews its hold in one conditional update: no row means it is gone, no longer a
 * cart, or expired; the database clock decides (clock_timestamp, not the transaction's start). `show`
 * sets the cart's show if it has none yet (the first item fixes it: the caller compares the answer's);
 * `step` is written to its history by the same statement; `seller`: only that seller's cart (issue 22).
 */
export async function lockLiveCart(
  tx: Executor,
  id: string,
  holdSeconds: number,
  {
    show,
    step,
    seller,
  }: { show?: { showId: string; producerId: string }; step?: HistoryStep; seller?: string } = {},
): Promise<OrderRow | undefined> {
  const history = step ? historyCte(tx, id, step) : undefined;
  const [row] = await (history ? tx.with(history) : tx)
    .update(orders)
    .set({
      expiresAt: sql`clock_timestamp() + make_interval(secs => ${holdSeconds})`,
      updatedAt: sql`clock_timestamp()`,
      ...(show && {
        showId: sql`coalesce(${orders.showId}, ${show.showId}::uuid)`,
        producerId: sql`coalesce(${orders.producerId}, ${show.producerId}::uuid)`,
      }),
    })
    .where(and(eq(orders.id, id), cartOpen(orders), seller ? eq(orders.createdBy, seller) : undefined))
    .returning();
  return row;
}

/** Carts among `ids` whose hold lapsed become `abandoned` (conditional: a validation racing it wins or loses whole). */
export async function closeExpiredCarts(tx: Executor, ids: string[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await tx
    .update(orders)
    .set({ status: 'abandoned', updatedAt: sql`clock_timestamp()` })
    .where(and(inArray(orders.id, ids), holdLapsed(orders)))
    .returning({ id: orders.id });
  return rows.map((r) => r.id);
}

/** Stores the totals of the given live items (shared/money.ts) and returns them. */
export async function saveTotals(tx: Executor, orderId: string, lines: Parameters<typeof orderTotals>[0]) {
  const totals = orderTotals(lines);
  await tx.update(orders).set(totals).where(eq(orders.id, orderId));
  return totals;
}

/**
 * Stores totals as a data-modifying CTE of another statement (the quota's update: one round trip less).
 */
export function totalsCte(tx: Executor, orderId: string, totals: ReturnType<typeof orderTotals>) {
  const update = tx.update(orders).set(totals).where(eq(orders.id, orderId)).returning({ id: orders.id });
  return tx.$with('totals', { id: sql<string>`id` }).as(update.getSQL());
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
    .where(and(eq(orderItems.orderId, orderId), liveItem(orderItems)));
  await saveTotals(tx, orderId, lines);
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
