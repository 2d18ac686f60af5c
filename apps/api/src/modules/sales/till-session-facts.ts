import { and, eq, gte, inArray, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orderHistory, orderItems, orderPayments, orderRefunds, orders } from '../../db/schema';
import { itemVatSums, type ItemVatRow } from './item-vat-sql';

/**
 * What a till session's Z report and expected cash sum, read here from this module's tables (orders, their
 * items, history and money facts) for the tills module: the session's orders are the orders it took a
 * payment for; invitations and cancellations are the seller's own during the session.
 */
export interface ReportWindow {
  sessionId: string;
  sellerId: string;
  from: Date;
  to: Date;
}

const soldOrCancelled = inArray(orderItems.status, ['sold', 'cancelled']);

const sessionOrderIds = (sessionId: string): SQL =>
  sql`select ${orderPayments.orderId} from ${orderPayments} where ${orderPayments.tillSessionId} = ${sessionId}`;

/**
 * Per VAT rate (`itemVatSums`: `vatLines`' rule), the session's orders' tickets as sold (cancelled since
 * or not: a sale stays in the session it was made in), and the number of those orders.
 */
export async function vatRowsOf(db: Executor, sessionId: string) {
  const rows: ItemVatRow[] = await db
    .select(itemVatSums)
    .from(orderItems)
    .where(and(sql`${orderItems.orderId} in (${sessionOrderIds(sessionId)})`, soldOrCancelled))
    .groupBy(orderItems.vatRateBasisPoints);
  const [orderCount] = await db
    .select({ n: sql<number>`count(distinct ${orderPayments.orderId})::int` })
    .from(orderPayments)
    .where(eq(orderPayments.tillSessionId, sessionId));
  return { rows, orders: Number(orderCount?.n ?? 0) };
}

/**
 * Per VAT rate, the tickets the seller cancelled during the session (the cancellations `cancellationsOf`
 * counts, whatever session sold them): what the session's sales are reduced by, as the journal's
 * cancellation events and so the closings reduce them. An item cancelled on its own is named by its
 * history entry; a whole order's cancellation takes its cancelled items not cancelled on their own before.
 */
export async function cancelledVatRowsOf(db: Executor, w: ReportWindow) {
  const h = orderHistory;
  const ownItemCancel = (itemId: SQL) =>
    sql`(${h.action} = 'item_cancelled' and ${h.details} ->> 'itemId' = ${itemId}::text)`;
  const cancelledAlone = sql`exists (select 1 from ${h} where ${h.orderId} = ${orderItems.orderId} and ${ownItemCancel(sql`${orderItems.id}`)})`;
  const rows: ItemVatRow[] = await db
    .select(itemVatSums)
    .from(orderItems)
    .innerJoin(h, eq(h.orderId, orderItems.orderId))
    .where(
      and(
        eq(orderItems.status, 'cancelled'),
        eq(h.userId, w.sellerId),
        gte(h.at, w.from),
        lte(h.at, w.to),
        sql`(${ownItemCancel(sql`${orderItems.id}`)} or (${h.action} = 'cancelled' and not ${cancelledAlone}))`,
      ),
    )
    .groupBy(orderItems.vatRateBasisPoints);
  return rows;
}

/** Invitations the seller made during the session: orders and tickets. */
export async function invitationsOf(db: Executor, w: ReportWindow) {
  const [row] = await db
    .select({
      orders: sql<number>`count(distinct ${orders.id})::int`,
      tickets: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int`,
    })
    .from(orders)
    .leftJoin(orderItems, and(eq(orderItems.orderId, orders.id), soldOrCancelled))
    .where(
      and(
        isNotNull(orders.invitationReason),
        eq(orders.validatedBy, w.sellerId),
        gte(orders.validatedAt, w.from),
        lte(orders.validatedAt, w.to),
      ),
    );
  return { orders: Number(row?.orders ?? 0), tickets: Number(row?.tickets ?? 0) };
}

/** Whole orders and single items the seller cancelled during the session. */
export async function cancellationsOf(db: Executor, w: ReportWindow) {
  const rows = await db
    .select({ action: orderHistory.action, n: sql<number>`count(*)::int` })
    .from(orderHistory)
    .where(
      and(
        inArray(orderHistory.action, ['cancelled', 'item_cancelled']),
        eq(orderHistory.userId, w.sellerId),
        gte(orderHistory.at, w.from),
        lte(orderHistory.at, w.to),
      ),
    )
    .groupBy(orderHistory.action);
  const count = (action: string) => Number(rows.find((r) => r.action === action)?.n ?? 0);
  return { orders: count('cancelled'), items: count('item_cancelled') };
}

/** The session's payments and refunds per method (sums and counts). */
export async function sessionMoneyRows(db: Executor, sessionId: string) {
  const paid = await db
    .select({
      method: orderPayments.method,
      cents: sql<number>`coalesce(sum(${orderPayments.amountCents}), 0)::int`,
      count: sql<number>`count(*)::int`,
    })
    .from(orderPayments)
    .where(eq(orderPayments.tillSessionId, sessionId))
    .groupBy(orderPayments.method);
  const refunded = await db
    .select({
      method: orderRefunds.method,
      cents: sql<number>`coalesce(sum(${orderRefunds.amountCents}), 0)::int`,
      count: sql<number>`count(*)::int`,
    })
    .from(orderRefunds)
    .where(eq(orderRefunds.tillSessionId, sessionId))
    .groupBy(orderRefunds.method);
  return { paid, refunded };
}

export { vatLinesOfSums } from './item-vat-sql';
