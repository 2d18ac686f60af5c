import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import { ErrorCode } from '@encore/shared/errors';
import type { Order } from '@encore/shared/orders/order.schema';
import type { Database } from '../../db/client';
import { rowOf, rowOfJson } from '../../db/raw-rows';
import { orderItems, orders, salesChannels, shows } from '../../db/schema';
import { findPgError } from '../../lib/database-errors';
import { AppError } from '../../lib/errors';
import { p, preparedStatement } from '../../lib/prepared-statement';
import { seenCart, unchangedCart } from './unchanged-cart';
import { transactionWithRetry, withRetry } from '../../lib/transaction-retry';
import {
  decrementCounters,
  notifyInventory,
  publishInventory,
  releaseCartListing,
  stepsOf,
} from '../inventory';
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

/**
 * The abandon in ONE statement committed on its own (the box office abandons a cart after every 409): the
 * cart closed with its history step, its held items released, the quota and area counters given back, and
 * the answer's items and names. No row for a cart that is not one: the careful path below says why. As in
 * sale-statement.ts, the cart's row must be the version the statement's snapshot saw: items added by a
 * change committed meanwhile would otherwise stay held on a closed cart.
 */
const abandonStatement = preparedStatement<Record<string, unknown>>(
  'encore_abandon_cart',
  sql`
  with ${seenCart}, o as (
    update orders set status = 'abandoned', expires_at = null, updated_at = clock_timestamp()
    from seen
    where ${unchangedCart} and orders.created_by = ${p('userId', 'uuid')} -- its seller's only (issue 22)
    returning orders.*
  ), step as (
    insert into order_history (order_id, action, user_id, at)
    select id, 'abandoned', ${p('userId', 'uuid')}, clock_timestamp() from o
    returning id
  ), released as (
    update order_items set status = 'released', updated_at = clock_timestamp()
    where order_id = ${p('id', 'uuid')} and status = 'held' and exists (select from o)
    returning *
  ), areas as (
    update event_area_usage u set used = u.used - s.n
    from (select event_id, ga_area_id, sum(quantity)::int as n from released where ga_area_id is not null
      group by 1, 2) s
    where u.event_id = s.event_id and u.ga_area_id = s.ga_area_id
    returning 1
  ), quota as (
    -- After the areas (the lock order, inventory-counters.ts): reading them first makes them run first.
    update event_quota_usage u set used = u.used - s.n
    from (select event_id, price_level_id, sum(quantity)::int as n from released group by 1, 2) s
    where u.event_id = s.event_id and u.price_level_id = s.price_level_id and (select count(*) from areas) >= 0
    returning 1
  )
  select released.*, e.starts_at as event_starts_at, (select row_to_json(o) from o) as cart,
    (select c.name from sales_channels c where c.id = (select sales_channel_id from o)) as channel_name,
    (select c.needs_approval from sales_channels c where c.id = (select sales_channel_id from o)) as needs_approval,
    (select sh.name from shows sh where sh.id = (select show_id from o)) as show_name,
    (select count(*) from step) + (select count(*) from quota) + (select count(*) from areas) as writes
  from (select) one left join (released join events e on e.id = released.event_id) on true
  order by e.starts_at, released.created_at, released.seat_id, released.id`,
  { errorsEndTheRequest: true },
);

async function abandonCarefully(db: Database, id: string, userId: string): Promise<Order> {
  const row = await transactionWithRetry(db, async (tx) => {
    const [order] = await tx
      .with(historyCte(tx, id, { action: 'abandoned', userId }))
      .update(orders)
      .set({ status: 'abandoned', expiresAt: null, updatedAt: sql`clock_timestamp()` })
      .where(and(eq(orders.id, id), eq(orders.status, 'cart'), eq(orders.createdBy, userId)))
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
