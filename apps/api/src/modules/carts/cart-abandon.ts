import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import { ErrorCode } from '@encore/shared/errors';
import type { Order } from '@encore/shared/orders/order.schema';
import type { Database } from '../../db/client';
import { orders, salesChannels, shows } from '../../db/schema';
import { findPgError } from '../../lib/database-errors';
import { AppError } from '../../lib/errors';
import { transactionWithRetry } from '../../lib/transaction-retry';
import { decrementCounters } from './inventory-counters';
import { notifyInventory, stepsOf } from './inventory-notify';
import { itemDtoOf, orderDtoFrom } from './order-dto';
import { historyCte, releaseCartListing } from './order-rows';
import { cartNotFound } from './sale-checks';

/**
 * Abandons a cart the caller may delete: everything it held is on sale again at once. One statement marks
 * it abandoned, writes the history step and answers the names its answer shows; one gives its items back
 * and answers them (a cart holds, never sells); the counters follow; nothing is read after the commit.
 * A 409 after a sale aborted for a seat taken ends this way (bench/box-office.mjs): every round trip counts.
 */
export async function abandonCart(db: Database, id: string, userId: string): Promise<Order> {
  const row = await transactionWithRetry(db, async (tx) => {
    const [order] = await tx
      .with(historyCte(tx, id, { action: 'abandoned', userId }))
      .update(orders)
      .set({ status: 'abandoned', expiresAt: null, updatedAt: sql`clock_timestamp()` })
      .where(and(eq(orders.id, id), eq(orders.status, 'cart')))
      .returning({
        ...getTableColumns(orders),
        channelName: sql<string>`(select ${salesChannels.name} from ${salesChannels}
          where ${salesChannels.id} = ${orders.salesChannelId})`,
        needsApproval: sql<boolean>`(select ${salesChannels.needsApproval} from ${salesChannels}
          where ${salesChannels.id} = ${orders.salesChannelId})`,
        showName: sql<
          string | null
        >`(select ${shows.name} from ${shows} where ${shows.id} = ${orders.showId})`,
      });
    // No row: the cart is no longer one (its history step rolls back with the rest).
    if (!order) throw new AppError(409, ErrorCode.orderState);
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
