import { sql } from 'drizzle-orm';
import { p } from '../../../lib/prepared-statement';

/**
 * For a statement that closes a cart (sale-statement.ts, cart-abandon.ts): `seen` is the cart's row as the
 * statement's snapshot saw it. Its items are read from that snapshot, so a change of the cart committed
 * after it (an add-to-cart waited for on the cart's row) would leave items held on a closed cart: the update
 * asks that the row still be that version (`updated_at`, which every change of a cart sets), and PostgreSQL
 * checks that again on the row as the other writer left it.
 */
export const seenCart = sql`seen as (select updated_at from orders where id = ${p('id', 'uuid')})`;

/**
 * The update's condition: the cart `id`, still a cart and unchanged since `seen`. "(status = 'cart') is
 * true" is the same test as "status = 'cart'", one no index answers: the cart by its key, not by
 * orders_status_idx (a young database's statistics made that index look as cheap; seat-hold-statement.ts).
 */
export const unchangedCart = sql`orders.id = ${p('id', 'uuid')} and (orders.status = 'cart') is true
  and orders.updated_at = seen.updated_at`;
