import { sql, type SQL } from 'drizzle-orm';
import { orderItems, orders } from '../../../db/schema';
import { bare } from '../../../db/sql-names';
import { p } from '../../../lib/prepared-statement';
import { isCartByKey } from '../../inventory';
import { channelName } from '../../sales-channels';
import { showName } from '../../shows';

/**
 * For a statement that closes a cart (sell-cart.ts, abandon-cart.ts): `seen` is the cart's row as the
 * statement's snapshot saw it. Its items are read from that snapshot, so a change of the cart committed
 * after it (an add-to-cart waited for on the cart's row) would leave items held on a closed cart: the update
 * asks that the row still be that version (`updated_at`, which every change of a cart sets), and PostgreSQL
 * checks that again on the row as the other writer left it.
 */
const seenCart = sql`seen as (select ${orders.updatedAt} from ${orders} where ${orders.id} = ${p('id', 'uuid')})`;

/**
 * The update's condition: the cart `id`, still a cart (by its key: the inventory's cartOpen byKey) and
 * unchanged since `seen`.
 */
const unchangedCart = sql`${orders.id} = ${p('id', 'uuid')} and ${isCartByKey(orders)}
  and ${orders.updatedAt} = seen.updated_at`;

/**
 * The cart is the seller `userId`'s (issue 22: another seller takes it over first). "(created_by = x) is
 * true" is the same test as "created_by = x", one no index answers: the cart by its key, not the seller's
 * orders by orders_created_by_idx or the seller's carts by orders_seller_carts_idx (the dead versions of
 * every cart sold since the last vacuum among them), which a young database's statistics made look cheaper.
 */
export const cartOfSeller = sql`(${orders.createdBy} = ${p('userId', 'uuid')}) is true`;

/**
 * The CTEs `seen` and `o` of a statement that closes the cart `id`: `o` is its row once its status is
 * `status` (its hold ended, `set` written too) when it was still a cart, unchanged since `seen`, of the
 * seller `userId`, and `where` holds; no row otherwise (the statement then does nothing).
 */
export const closeCart = (
  status: 'confirmed' | 'abandoned',
  set: SQL[],
  where: SQL,
) => sql`${seenCart}, o as (
    update ${orders} set ${sql.join(
      [
        sql`${bare(orders.status)} = ${sql.raw(`'${status}'`)}`,
        sql`${bare(orders.expiresAt)} = null`,
        ...set,
        sql`${bare(orders.updatedAt)} = clock_timestamp()`,
      ],
      sql`, `,
    )}
    from seen
    where ${unchangedCart} and ${cartOfSeller} -- its seller's only (issue 22)
      and ${where}
    returning ${orders}.*
  )`;

/** The closed cart's held items, now `status`, answered whole (none when `o` is empty). */
export const heldItemsNow = (status: 'sold' | 'released') => sql`update ${orderItems}
    set ${bare(orderItems.status)} = ${sql.raw(`'${status}'`)}, ${bare(orderItems.updatedAt)} = clock_timestamp()
    where ${orderItems.orderId} = ${p('id', 'uuid')} and ${orderItems.status} = 'held' and exists (select from o)
    returning ${orderItems}.*`;

/** The closed cart's channel and show names, for its answer (columns `channel_name`, `show_name`). */
export const closedCartNames = sql`${channelName(sql`(select sales_channel_id from o)`)} as channel_name,
    ${showName(sql`(select show_id from o)`)} as show_name`;
