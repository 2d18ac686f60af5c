import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/client';
import { rowOf, rowOfJson } from '../../../db/raw-rows';
import { orderHistory, orderItems, orderPayments, orders } from '../../../db/schema';
import { bare, bareList } from '../../../db/sql-names';
import { p, preparedStatement } from '../../../lib/prepared-statement';
import { withRetry } from '../../../lib/transaction-retry';
import { cartOpen, inListingOrder, withEventStart, type LiveItem } from '../../inventory';
import { channelNeedsApproval } from '../../sales-channels';
import { ticketsOfHeldCodes } from '../../tickets';
import { openTillSessionOf } from './till-session';
import type { PaymentRow, PlannedPayment } from '../order-money';
import type { OrderRow } from '../order-rows';
import { historyColumns } from './history';
import { saleOpen } from './sale-open';
import { closeCart, closedCartNames, heldItemsNow } from './unchanged-cart';

const i = alias(orderItems, 'i');

/** The sale's two history steps, validated (with `validatedDetails`) then confirmed, a microsecond apart. */
const historySteps = sql`insert into ${orderHistory} (${historyColumns})
    select o.id, s.action, ${p('userId', 'uuid')}, s.details, clock_timestamp() + interval '1 microsecond' * s.n
    from o, (values ('validated', ${p('validatedDetails', 'jsonb')}, 0), ('confirmed', null::jsonb, 1))
      as s(action, details, n)
    returning id`;

/** The validation's payments (issue 23), in the order given; `amount_cents` null is the whole total. */
const paymentColumns = bareList(
  orderPayments.orderId,
  orderPayments.method,
  orderPayments.amountCents,
  orderPayments.tenderedCents,
  orderPayments.changeCents,
  orderPayments.reference,
  orderPayments.tillSessionId,
  orderPayments.receivedBy,
  orderPayments.at,
);
const payments = sql`insert into ${orderPayments} (${paymentColumns})
    select o.id, x.method, coalesce(x.amount_cents, o.total_incl_tax_cents), x.tendered_cents, x.change_cents,
      x.reference, coalesce((select id from till), ${p('tillSessionId', 'uuid')}), ${p('userId', 'uuid')},
      clock_timestamp() + interval '1 microsecond' * x.n -- in the order given
    from o, jsonb_to_recordset(${p('payments', 'jsonb')})
      as x(method text, amount_cents int, tendered_cents int, change_cents int, reference text, n int)
    where coalesce(x.amount_cents, o.total_incl_tax_cents) > 0
    returning ${orderPayments}.*`;

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
  with till as (
    ${openTillSessionOf(p('userId', 'uuid'), p('withTills', 'boolean'))}
  ), ${closeCart(
    'confirmed',
    [
      sql`${bare(orders.customerName)} = ${p('customerName', 'text')}`,
      sql`${bare(orders.customerEmail)} = ${p('customerEmail', 'text')}`,
      sql`${bare(orders.customerPhone)} = ${p('customerPhone', 'text')}`,
      sql`${bare(orders.customerLanguage)} = ${p('customerLanguage', 'text')}`,
      sql`${bare(orders.paymentMethod)} = ${p('paymentMethod', 'text')}`,
      sql`${bare(orders.validatedAt)} = clock_timestamp()`,
      sql`${bare(orders.validatedBy)} = ${p('userId', 'uuid')}`,
    ],
    sql`${cartOpen(orders, { byKey: true })}
      and not ${channelNeedsApproval(sql`${orders.salesChannelId}`)}
      and ${saleOpen} -- the event still on sale (sale-open.ts)
      and exists (select 1 from ${orderItems} ${i} where ${i.orderId} = ${orders.id} and ${i.status} = 'held')
      -- payments that do not add up to the total: the careful path answers E04002 (null: the shorthand)
      and (${p('paidCents', 'int')} is null or ${orders.totalInclTaxCents} = ${p('paidCents', 'int')})
      -- cash without an open till session: the careful path answers 409 E04001, nothing sold
      and (not ${p('cash', 'boolean')} or not ${p('withTills', 'boolean')} or exists (select 1 from till))`,
  )}, pay as (
    ${payments}
  ), steps as (
    ${historySteps}
  ), items as (
    ${heldItemsNow('sold')}
  ), made as (
    ${ticketsOfHeldCodes(sql`o`, sql`items`)}
  )
  select items.*, ${withEventStart('items')}, (select row_to_json(o) from o) as sold_order,
    ${closedCartNames},
    (select count(*) from made)::int as tickets_made,
    (select json_agg(pay order by pay.at) from pay) as payments,
    (select count(*) from steps) as writes,
    coalesce((select id from till), ${p('tillSessionId', 'uuid')}) as till_session_id
  from items ${inListingOrder('items')}`,
  { errorsEndTheRequest: true },
);

export interface CartSale {
  id: string;
  userId: string;
  customer: { name: string; email: string | null; phone: string | null; language: string | null };
  paymentMethod: string | null;
  /** The payments (issue 23), written by the statement: `amountCents` null is the whole total. */
  payments: PlannedPayment[];
  /** What they add up to, null for the shorthand; the sale happens only when it is the total. */
  paidCents: number | null;
  /**
   * `withTills`: the seller's till session read by the statement (tills' rule: cash needs one open, else
   * nothing sold and null answered). Otherwise `tillSessionId`, the session looked up beforehand, if any.
   */
  withTills: boolean;
  cash: boolean;
  tillSessionId: string | null;
  /** Run inside the caller's transaction (which retries), not on its own. */
  inTransaction?: boolean;
}

/**
 * The order sold, its items with their event's start and whether every admission got its ticket (items
 * held without codes get theirs from SaleTickets.issue); null when the careful path must run (nothing done).
 */
export async function sellCartAtOnce(
  db: Executor,
  sale: CartSale,
): Promise<{
  order: OrderRow;
  items: LiveItem[];
  payments: PaymentRow[];
  channelName: string;
  showName: string | null;
  allTicketsMade: boolean;
  tillSessionId: string | null;
} | null> {
  const run = () =>
    sellCartStatement(db, {
      id: sale.id,
      userId: sale.userId,
      customerName: sale.customer.name,
      customerEmail: sale.customer.email,
      customerPhone: sale.customer.phone,
      customerLanguage: sale.customer.language,
      paymentMethod: sale.paymentMethod,
      validatedDetails: JSON.stringify({ paymentMethod: sale.paymentMethod, status: 'confirmed' }),
      payments: JSON.stringify(
        sale.payments.map((x, n) => ({
          n,
          method: x.method,
          amount_cents: x.amountCents,
          tendered_cents: x.tenderedCents,
          change_cents: x.changeCents,
          reference: x.reference,
        })),
      ),
      paidCents: sale.paidCents,
      withTills: sale.withTills,
      cash: sale.cash,
      tillSessionId: sale.tillSessionId,
    });
  const rows = sale.inTransaction ? await run() : await withRetry(run);
  const first = rows[0];
  if (!first) return null;
  const json = first.sold_order;
  return {
    order: rowOfJson(orders, json),
    items: rows.map((raw) => ({
      item: rowOf(orderItems, raw),
      startsAt: new Date(raw.event_starts_at as string | Date),
    })),
    payments: jsonRows(first.payments).map((raw) => rowOf(orderPayments, raw)),
    channelName: first.channel_name as string,
    showName: (first.show_name as string | null) ?? null,
    allTicketsMade: Number(first.tickets_made) === rows.reduce((n, raw) => n + Number(raw.quantity), 0),
    tillSessionId: (first.till_session_id as string | null) ?? null,
  };
}

const jsonRows = (json: unknown): Record<string, unknown>[] =>
  ((typeof json === 'string' ? JSON.parse(json) : json) as Record<string, unknown>[] | null) ?? [];
