import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import { ErrorCode } from '@encore/shared/errors';
import type { Order } from '@encore/shared/orders/order.schema';
import type { Database } from '../../db/client';
import { rowOf, rowOfJson } from '../../db/raw-rows';
import { orderItems, orders } from '../../db/schema';
import { findPgError } from '../../lib/database-errors';
import { AppError } from '../../lib/errors';
import { abandonStatement } from './sql/abandon-cart';
import { transactionWithRetry, withRetry } from '../../lib/transaction-retry';
import {
  decrementCounters,
  notifyInventory,
  publishInventory,
  releaseCartListing,
  stepsOf,
} from '../inventory';
import { channelName as channelNameOf, channelNeedsApproval } from '../sales-channels';
import { showName as showNameOf } from '../shows';
import { itemDtoOf, orderDtoFrom } from './order-dto';
import { historyCte } from './order-rows';
import { cartNotFound, cartRefusal } from './sale-checks';

/**
 * Abandons a cart the caller may delete: everything it held is on sale again at once. One statement marks
 * it abandoned, writes the history step and answers the names its answer shows; one gives its items back
 * and answers them (a cart holds, never sells); the counters follow; nothing is read after the commit.
 * A 409 after a sale aborted for a seat taken ends this way (bench/box-office.mjs): every round trip counts.
 */
export async function abandonCart(db: Database, id: string, userId: string): Promise<Order> {
  const rows = await withRetry(() => abandonStatement(db, { id, userId }));
  const json = rows[0]?.cart;
  if (json) {
    const order = rowOfJson(orders, json);
    const released = rows.filter((raw) => raw.id);
    const items = released.map((raw) => rowOf(orderItems, raw));
    if (items.length) publishInventory(db, 'release', id, stepsOf(items));
    return orderDtoFrom(
      order,
      released.map((raw, i) => itemDtoOf(items[i]!, new Date(raw.event_starts_at as string | Date))),
      {
        salesChannelName: (rows[0]!.channel_name as string | null) ?? '',
        needsApproval: Boolean(rows[0]!.needs_approval),
        showName: (rows[0]!.show_name as string | null) ?? null,
      },
    );
  }
  // Not a cart (409), another seller's (403) or none (404): the careful path says which.
  return abandonCarefully(db, id, userId);
}

async function abandonCarefully(db: Database, id: string, userId: string): Promise<Order> {
  const row = await transactionWithRetry(db, async (tx) => {
    const [order] = await tx
      .with(historyCte(tx, id, { action: 'abandoned', userId }))
      .update(orders)
      .set({ status: 'abandoned', expiresAt: null, updatedAt: sql`clock_timestamp()` })
      .where(and(eq(orders.id, id), eq(orders.status, 'cart'), eq(orders.createdBy, userId)))
      .returning({
        ...getTableColumns(orders),
        channelName: channelNameOf(sql`${orders.salesChannelId}`),
        needsApproval: channelNeedsApproval(sql`${orders.salesChannelId}`),
        showName: showNameOf(sql`${orders.showId}`),
      });
    // No row: the cart is another seller's (403) or no longer one (its history step rolls back).
    if (!order) {
      const refusal = await cartRefusal(tx, id, userId);
      throw refusal.code === ErrorCode.cartOfAnotherSeller
        ? refusal
        : new AppError(409, ErrorCode.orderState);
    }
    // A cart holds, never sells: its held items are all it has (released, they are its answer's items).
    const released = await releaseCartListing(tx, id);
    const items = released.map((r) => r.item);
    if (items.length) {
      await decrementCounters(tx, items);
      notifyInventory(tx, 'release', id, stepsOf(items));
    }
    return { order, released };
  }).catch((error: unknown) => {
    // A missing cart: its history step has no order (the caller may not have read it: carts.service.ts).
    if (findPgError(error)?.constraint === 'order_history_order_id_orders_id_fk') throw cartNotFound();
    throw error;
  });
  const { channelName, needsApproval, showName, ...order } = row.order;
  const items = row.released.map(({ item, startsAt }) => itemDtoOf(item, startsAt));
  return orderDtoFrom(order, items, {
    salesChannelName: channelName ?? '',
    needsApproval: needsApproval ?? false,
    showName,
  });
}
