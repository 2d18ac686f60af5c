import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { rowOf, rowOfJson } from '../../../db/raw-rows';
import { orderItems, orders } from '../../../db/schema';
import { p, preparedStatement } from '../../../lib/prepared-statement';
import { withRetry } from '../../../lib/transaction-retry';
import { saleOpen } from './sale-open';
import { seenCart, unchangedCart } from './unchanged-cart';
import type { LiveItem } from '../../inventory';
import type { OrderRow } from '../order-rows';
import { cartOpen } from '../../inventory';

/**
 * A cart sold in ONE statement, committed on its own: the cart confirmed with its customer, the two history
 * steps, its held items sold, their tickets written from the codes signed when they were held
 * (order_items.ticket_codes), answered with the sold items. The events' tickets sold follow by the items'
 * trigger (sales_daily, read through the view event_sales): no counter row of the event to queue for.
 *
 * Only a plain sale: a channel that needs approval, a cart gone, lapsed or empty update nothing here, and
 * the careful path (cart-validate.ts) does the work or says why (another seller's cart included); so does a cart changed since the
 * statement's snapshot (unchanged-cart.ts).
 */
const sellCartStatement = preparedStatement<Record<string, unknown>>(
  'encore_sell_cart',
  sql`
  with ${seenCart}, o as (
    update orders set status = 'confirmed', expires_at = null,
      customer_name = ${p('customerName', 'text')}, customer_email = ${p('customerEmail', 'text')},
      customer_phone = ${p('customerPhone', 'text')}, customer_language = ${p('customerLanguage', 'text')},
      payment_method = ${p('paymentMethod', 'text')}, validated_at = clock_timestamp(),
      validated_by = ${p('userId', 'uuid')}, updated_at = clock_timestamp()
    from seen
    where ${unchangedCart} and ${cartOpen('orders', { byKey: true })}
      and orders.created_by = ${p('userId', 'uuid')} -- its seller's only (issue 22)
      and not (select c.needs_approval from sales_channels c where c.id = orders.sales_channel_id)
      and ${saleOpen} -- the event still on sale (sale-open.ts)
      and exists (select 1 from order_items i where i.order_id = orders.id and i.status = 'held')
    returning orders.*
  ), steps as (
    insert into order_history (order_id, action, user_id, details, at)
    select o.id, s.action, ${p('userId', 'uuid')}, s.details, clock_timestamp() + interval '1 microsecond' * s.n
    from o, (values ('validated', ${p('validatedDetails', 'jsonb')}, 0), ('confirmed', null::jsonb, 1))
      as s(action, details, n)
    returning id
  ), items as (
    update order_items set status = 'sold', updated_at = clock_timestamp()
    where order_id = ${p('id', 'uuid')} and status = 'held' and exists (select from o)
    returning *
  ), made as (
    insert into tickets (order_id, item_id, event_id, show_id, producer_id, admission, code, signature, status,
      area_label, row_label, seat_label, price_level_name, price_incl_tax_cents)
    select i.order_id, i.id, i.event_id, o.show_id, o.producer_id, t.admission::int, t.code, t.signature,
      'valid', i.area_label, i.row_label, i.seat_label, i.price_level_name, i.unit_price_cents
    from o, items i, unnest(i.ticket_codes, i.ticket_signatures) with ordinality as t(code, signature, admission)
    on conflict do nothing
    returning id
  )
  select items.*, e.starts_at as event_starts_at, (select row_to_json(o) from o) as sold_order,
    (select c.name from sales_channels c where c.id = (select sales_channel_id from o)) as channel_name,
    (select sh.name from shows sh where sh.id = (select show_id from o)) as show_name,
    (select count(*) from made)::int as tickets_made,
    (select count(*) from steps) as writes
  from items join events e on e.id = items.event_id
  order by e.starts_at, items.created_at, items.seat_id, items.id`,
  { errorsEndTheRequest: true },
);

export interface CartSale {
  id: string;
  userId: string;
  customer: { name: string; email: string | null; phone: string | null; language: string | null };
  paymentMethod: string;
}

/**
 * The order sold, its items with their event's start and whether every admission got its ticket (items
 * held without codes get theirs from SaleTickets.issue); null when the careful path must run (nothing done).
 */
export async function sellCartAtOnce(
  db: Database,
  sale: CartSale,
): Promise<{
  order: OrderRow;
  items: LiveItem[];
  channelName: string;
  showName: string | null;
  allTicketsMade: boolean;
} | null> {
  const rows = await withRetry(() =>
    sellCartStatement(db, {
      id: sale.id,
      userId: sale.userId,
      customerName: sale.customer.name,
      customerEmail: sale.customer.email,
      customerPhone: sale.customer.phone,
      customerLanguage: sale.customer.language,
      paymentMethod: sale.paymentMethod,
      validatedDetails: JSON.stringify({ paymentMethod: sale.paymentMethod, status: 'confirmed' }),
    }),
  );
  const first = rows[0];
  if (!first) return null;
  const json = first.sold_order;
  return {
    order: rowOfJson(orders, json),
    items: rows.map((raw) => ({
      item: rowOf(orderItems, raw),
      startsAt: new Date(raw.event_starts_at as string | Date),
    })),
    channelName: first.channel_name as string,
    showName: (first.show_name as string | null) ?? null,
    allTicketsMade: Number(first.tickets_made) === rows.reduce((n, raw) => n + Number(raw.quantity), 0),
  };
}
