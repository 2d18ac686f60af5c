import { sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/client';
import { rowOf, rowOfJson } from '../../../db/raw-rows';
import { orderHistory, orderItems, orderPayments, orders } from '../../../db/schema';
import { bare, bareList } from '../../../db/sql-names';
import { p, preparedStatement } from '../../../lib/prepared-statement';
import { withRetry } from '../../../lib/transaction-retry';
import { cartOpen, inListingOrder, withEventStart, type LiveItem } from '../../inventory';
import { pendingEventsInsert } from '../../journal';
import { channelNeedsApproval } from '../../sales-channels';
import { ticketsOfHeldCodes } from '../../tickets';
import { openTillSessionOf } from './till-session';
import type { PaymentRow, PlannedPayment } from '../order-money';
import type { OrderRow } from '../order-rows';
import { historyColumns } from './history';
import { saleOpen } from './sale-open';
import { closeCart, closedCartNames, heldItemsNow } from './unchanged-cart';

const i = alias(orderItems, 'i');
/** The statement's CTEs read by their columns: `o` the order sold, `items` its items sold, `pay` its payments. */
const o = alias(orders, 'o');
const sold = alias(orderItems, 'items');
const paid = alias(orderPayments, 'pay');

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

/** The sold items' lines per VAT rate, as `vatLines` (order-money.ts): base and VAT at the item's rate, fees at 0 %. */
const vatLinesOfSale = sql`select l.rate, sum(l.base)::int as base, sum(l.vat)::int as vat
    from (
      select ${sold.vatRateBasisPoints} as rate, (${sold.unitPriceCents} - ${sold.unitVatCents}) * ${sold.quantity} as base,
        ${sold.unitVatCents} * ${sold.quantity} as vat
      from items
      union all
      select 0, ${sold.unitFeeCents} * ${sold.quantity}, 0 from items where ${sold.unitFeeCents} <> 0
    ) l
    group by l.rate`;

/** An event's reference to the order (order-journal.ts `refOf`), at the till session `tillSessionId`. */
const orderRef = (tillSessionId: SQL) =>
  sql`'orderId', ${o.id}, 'orderNumber', ${o.number}, 'userId', ${p('userId', 'uuid')}, 'tillSessionId', ${tillSessionId}`;

/** The sale's till session: the seller's open one read by the statement, else the one looked up before. */
const saleTillSession = sql`coalesce((select id from till), ${p('tillSessionId', 'uuid')})`;

/**
 * The sale's journal events (issue 23), the same as `validationEvents` (order-journal.ts) makes of the
 * statement's answer: the sale, its lines per VAT rate and its tickets, then each payment in its order.
 * `journal` false (no journal wired): none.
 */
const journalEvents = sql`select * from (
    select 'sale' as type, jsonb_build_object(${orderRef(saleTillSession)}, 'totalCents', v.total, 'vat', v.lines,
        'tickets', (select sum(${sold.quantity}) from items)::int) as payload, 0::bigint as n
    from o, (
      select coalesce(sum(lines.base + lines.vat), 0)::int as total,
        coalesce(jsonb_agg(jsonb_build_object('rateBasisPoints', lines.rate, 'baseCents', lines.base,
          'vatCents', lines.vat, 'totalCents', lines.base + lines.vat) order by lines.rate), '[]'::jsonb) as lines
      from (${vatLinesOfSale}) lines
    ) v
    where exists (select from items)
    union all
    select 'payment', jsonb_build_object(${orderRef(sql`${paid.tillSessionId}`)}, 'paymentId', ${paid.id},
        'method', ${paid.method}, 'amountCents', ${paid.amountCents}, 'tenderedCents', ${paid.tenderedCents},
        'changeCents', ${paid.changeCents}),
      row_number() over (order by ${paid.at})
    from o, pay
  ) events
  where ${p('journal', 'boolean')}`;

/**
 * A cart sold in ONE statement, committed on its own: the cart confirmed with its customer, the two history
 * steps, its held items sold, their tickets written from the codes signed when they were held
 * (order_items.ticket_codes), answered with the sold items. The events' tickets sold follow by the items'
 * trigger (sales_daily, read through the view event_sales): no counter row of the event to queue for. With
 * a journal, the sale's journal events are written by the statement too (the journal's pendingEventsInsert):
 * they exist exactly when the sale does, with no transaction nor round trip of their own.
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
  ), journalled as (
    ${pendingEventsInsert(journalEvents)}
  )
  select items.*, ${withEventStart('items')}, (select row_to_json(o) from o) as sold_order,
    ${closedCartNames},
    (select count(*) from made)::int as tickets_made,
    (select json_agg(pay order by pay.at) from pay) as payments,
    (select count(*) from steps) as writes,
    ${saleTillSession} as till_session_id
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
  /** Whether the sale's journal events are written (a journal is wired): the statement writes them. */
  journal: boolean;
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
      journal: sale.journal,
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
