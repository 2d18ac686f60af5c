import { sql, type SQL, type Table } from 'drizzle-orm';
import { orderItems } from '../../db/schema';
import { bare } from '../../db/sql-names';

/**
 * The two rules every seat, place and quota count follows, written once (issue 21). Each takes the SQL
 * name of the row it tests: an alias ('o', 'i'), a drizzle table (`sql`${orders}``), or nothing for a
 * statement on that table alone. The unique index on live seats (db/schema/order-items.ts) states the
 * live-item rule to the database in its own words; migrations keep the words they were written with.
 */
type RowName = string | SQL | Table | undefined;

const column = (row: RowName, name: string): SQL =>
  row === undefined
    ? sql.raw(name)
    : typeof row === 'string'
      ? sql.raw(`${row}.${name}`)
      : sql`${row}.${sql.raw(name)}`;

/** The statuses of a live item: it takes its seat, place and quota (held by an order, or sold). */
export const liveItemStatuses = ['held', 'sold'] as const;

/** A live item: held or sold. A held item whose cart lapsed is still live until released (see holdLapsed). */
export const liveItem = (item?: RowName): SQL => sql`${column(item, 'status')} in ('held', 'sold')`;

/**
 * The order is a cart whose hold has lapsed: what it holds is available to anyone (the next hold releases
 * it; the sweeper only tidies and tells the screens). The database's clock decides (clock_timestamp(), not
 * the transaction's start). `byKey`: the status test in a form no index answers, for statements that reach
 * the order by its key (a young database's statistics made orders_status_idx look as cheap as the key).
 */
export function holdLapsed(order?: RowName, { byKey = false } = {}): SQL {
  return sql`(${isCart(order, byKey)} and ${holdTimePassed(order)})`;
}

/** The order's hold time has passed (whatever its status: an abandoned cart's too). */
export const holdTimePassed = (order?: RowName): SQL =>
  sql`${column(order, 'expires_at')} <= clock_timestamp()`;

/** The order is an open cart: a cart whose hold has not lapsed (it may change, be validated). */
export function cartOpen(order?: RowName, { byKey = false } = {}): SQL {
  return sql`(${isCart(order, byKey)} and ${column(order, 'expires_at')} > clock_timestamp())`;
}

/** The item holds its unit now: sold, or held by an order that is not a lapsed cart. */
export const holdsNow = (item: RowName, order: RowName): SQL =>
  sql`(${column(item, 'status')} = 'sold' or (${column(item, 'status')} = 'held' and not ${holdLapsed(order)}))`;

/**
 * The order is a cart, in a form no index answers nor matches, for statements that reach the order by its
 * key: "(status = 'cart') is not false" is "status = 'cart'" for a status never null, and proves neither
 * orders_cart_expiry_idx's predicate (status = 'cart') nor orders_seller_carts_idx's ((status = 'cart') is
 * true). Written "is true", it matched the second from migration 0025 on: the generic plans of the hold and
 * the sale read the seller's carts by that index, or all of it, instead of the order by its key.
 */
export const isCartByKey = (order?: RowName): SQL => sql`(${column(order, 'status')} = 'cart') is not false`;

const isCart = (order: RowName, byKey: boolean) =>
  byKey ? isCartByKey(order) : sql`${column(order, 'status')} = 'cart'`;

/**
 * The unique live-seat index's predicate (db/schema/order-items.ts), columns unqualified as the index states
 * them: an insert's ON CONFLICT names that index by it.
 */
export const liveSeatIndex = sql`${bare(orderItems.seatId)} is not null and ${liveItem()}`;
