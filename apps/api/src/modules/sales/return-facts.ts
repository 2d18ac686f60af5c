import { and, asc, eq, gte, inArray, isNotNull, lt } from 'drizzle-orm';
import type { InvitationReason, TenderMethod } from '@encore/shared/money/money-facts';
import type { Executor } from '../../db/client';
import {
  events,
  orderItems,
  orders,
  orderRefunds,
  orderPayments,
  rooms,
  salesChannels,
  shows,
} from '../../db/schema';
import { findOrder, itemsOf } from './order-detail.repository';
import { moneyFacts, vatLines } from './order-money';

/**
 * The sales facts that receipts and France's returns (issue 23, points 8 and 9) are printed from, read by
 * the returns module through this module's index.ts: no other module reads the sales tables.
 */

/** One order as its receipt prints it; undefined when missing. `access` is what its read check needs. */
export async function receiptFacts(db: Executor, orderId: string) {
  const row = await findOrder(db, orderId);
  if (!row) return undefined;
  const { order } = row;
  const items = await itemsOf(db, orderId);
  const { payments, refunds } = await moneyFacts(db, orderId);
  return {
    access: {
      producerId: order.producerId,
      showId: order.showId,
      salesChannelId: order.salesChannelId,
      createdBy: order.createdBy,
      status: order.status,
    },
    id: order.id,
    number: order.number,
    status: order.status,
    validatedAt: order.validatedAt,
    cancelledAt: order.cancelledAt,
    invitationReason: order.invitationReason,
    salesChannelName: row.salesChannelName,
    showName: row.showName,
    customerName: order.customerName,
    totalInclTaxCents: order.totalInclTaxCents,
    /** Per VAT rate, what the order sells now (its items not cancelled; fees at 0 %). */
    vat: vatLines(
      items.filter(({ item }) => item.status === 'sold' || item.status === 'held').map(({ item }) => item),
    ),
    items: items.map(({ item, eventStartsAt, roomName }) => ({
      id: item.id,
      status: item.status,
      priceLevelName: item.priceLevelName,
      areaLabel: item.areaLabel,
      rowLabel: item.rowLabel,
      seatLabel: item.seatLabel,
      quantity: item.quantity,
      unitPriceCents: item.unitPriceCents,
      unitVatCents: item.unitVatCents,
      unitFeeCents: item.unitFeeCents,
      vatRateBasisPoints: item.vatRateBasisPoints,
      eventStartsAt,
      roomName,
    })),
    payments: payments.map((p) => ({
      method: p.method,
      amountCents: p.amountCents,
      tenderedCents: p.tenderedCents,
      changeCents: p.changeCents,
      at: p.at,
    })),
    refunds: refunds.map((r) => ({
      method: r.method,
      amountCents: r.amountCents,
      reason: r.reason,
      at: r.at,
    })),
  };
}
export type ReceiptFacts = NonNullable<Awaited<ReturnType<typeof receiptFacts>>>;

/** What counts for a return: orders sold (confirmed, or cancelled after their sale). */
const soldOrders = and(isNotNull(orders.validatedAt), inArray(orders.status, ['confirmed', 'cancelled']));

/** An order's money attributed to events: its payments minus refunds, shared by the items' amounts. */
interface EventShare {
  paidCents: number;
  refundedCents: number;
}

/**
 * Per event of `eventIds`: the items of sold orders on it (every status but held/released), with the order's
 * channel and invitation reason, and the money of those orders shared between their events in proportion
 * to the items' amounts (an order on one event gives that event all its money, exactly).
 */
async function eventSales(db: Executor, eventIds: string[]) {
  if (!eventIds.length) return { items: [], money: new Map<string, EventShare>() };
  const items = await db
    .select({
      orderId: orders.id,
      eventId: orderItems.eventId,
      status: orderItems.status,
      priceLevelName: orderItems.priceLevelName,
      quantity: orderItems.quantity,
      unitPriceCents: orderItems.unitPriceCents,
      unitVatCents: orderItems.unitVatCents,
      unitFeeCents: orderItems.unitFeeCents,
      vatRateBasisPoints: orderItems.vatRateBasisPoints,
      channelName: salesChannels.name,
      invitationReason: orders.invitationReason,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(salesChannels, eq(salesChannels.id, orders.salesChannelId))
    .where(
      and(
        inArray(orderItems.eventId, eventIds),
        inArray(orderItems.status, ['sold', 'cancelled']),
        soldOrders,
      ),
    )
    .orderBy(asc(salesChannels.name), asc(orderItems.priceLevelName));
  const orderIds = [...new Set(items.map((i) => i.orderId))];
  const money = new Map<string, EventShare>();
  if (!orderIds.length) return { items, money };
  // Every item of those orders (an order may span events), to share its money.
  const all = await db
    .select({
      orderId: orderItems.orderId,
      eventId: orderItems.eventId,
      amount: orderItems.unitPriceCents,
      fee: orderItems.unitFeeCents,
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .where(and(inArray(orderItems.orderId, orderIds), inArray(orderItems.status, ['sold', 'cancelled'])));
  const paid = await db
    .select({ orderId: orderPayments.orderId, amountCents: orderPayments.amountCents })
    .from(orderPayments)
    .where(inArray(orderPayments.orderId, orderIds));
  const refunded = await db
    .select({ orderId: orderRefunds.orderId, amountCents: orderRefunds.amountCents })
    .from(orderRefunds)
    .where(inArray(orderRefunds.orderId, orderIds));
  const sumBy = (rows: { orderId: string; amountCents: number }[]) => {
    const m = new Map<string, number>();
    for (const r of rows) m.set(r.orderId, (m.get(r.orderId) ?? 0) + r.amountCents);
    return m;
  };
  const paidOf = sumBy(paid);
  const refundedOf = sumBy(refunded);
  for (const orderId of orderIds) {
    const mine = all.filter((i) => i.orderId === orderId);
    const weight = (rows: typeof mine) => rows.reduce((n, i) => n + (i.amount + i.fee) * i.quantity, 0);
    const total = weight(mine);
    const eventsOfOrder = [...new Set(mine.map((i) => i.eventId))];
    for (const eventId of eventsOfOrder) {
      // One event: all of it; several: in proportion (an invitation's 0 € items share nothing).
      const share =
        eventsOfOrder.length === 1 || total === 0
          ? 1
          : weight(mine.filter((i) => i.eventId === eventId)) / total;
      const key = `${orderId}/${eventId}`;
      money.set(key, {
        paidCents: Math.round((paidOf.get(orderId) ?? 0) * share),
        refundedCents: Math.round((refundedOf.get(orderId) ?? 0) * share),
      });
    }
  }
  return { items, money };
}

const eventDetails = (db: Executor) =>
  db
    .select({
      eventId: events.id,
      startsAt: events.startsAt,
      status: events.status,
      showId: shows.id,
      showName: shows.name,
      producerId: shows.producerId,
      roomName: rooms.name,
      street: rooms.street,
      postalCode: rooms.postalCode,
      city: rooms.city,
    })
    .from(events)
    .innerJoin(shows, eq(shows.id, events.showId))
    .innerJoin(rooms, eq(rooms.id, events.roomId));

export interface StatementItem {
  channelName: string;
  priceLevelName: string;
  status: 'sold' | 'cancelled';
  invitationReason: InvitationReason | null;
  quantity: number;
  unitPriceCents: number;
  unitVatCents: number;
  unitFeeCents: number;
  vatRateBasisPoints: number;
}

/** One event's box-office facts: the event, its items sold (and cancelled), and its money in and out. */
export async function eventStatementFacts(db: Executor, eventId: string) {
  const [event] = await eventDetails(db).where(eq(events.id, eventId));
  if (!event) return undefined;
  const { items, money } = await eventSales(db, [eventId]);
  let paidCents = 0;
  let refundedCents = 0;
  for (const [key, share] of money)
    if (key.endsWith(`/${eventId}`)) {
      paidCents += share.paidCents;
      refundedCents += share.refundedCents;
    }
  const refundsByMethod = await refundsOfEvent(db, eventId);
  return {
    event,
    items: items.map(({ orderId: _o, eventId: _e, ...rest }) => rest as StatementItem),
    paidCents,
    refundedCents,
    refundsByMethod,
  };
}
export type EventStatementFacts = NonNullable<Awaited<ReturnType<typeof eventStatementFacts>>>;

/** Refunds of the event's orders by method (an order spanning events counts whole here: rare, and said). */
async function refundsOfEvent(db: Executor, eventId: string) {
  const rows = await db
    .selectDistinct({
      id: orderRefunds.id,
      method: orderRefunds.method,
      amountCents: orderRefunds.amountCents,
    })
    .from(orderRefunds)
    .innerJoin(orderItems, eq(orderItems.orderId, orderRefunds.orderId))
    .where(eq(orderItems.eventId, eventId));
  const byMethod: Partial<Record<TenderMethod, number>> = {};
  for (const r of rows) byMethod[r.method] = (byMethod[r.method] ?? 0) + r.amountCents;
  return byMethod;
}

/** The SIBIL return's facts: per event starting in [from, to), paid and free tickets and revenue incl. VAT. */
export async function sibilFacts(db: Executor, from: Date, to: Date, producerId?: string) {
  // `producerId`: a producer's own shows only (its 'read Analytics' rule names it).
  const where = and(
    gte(events.startsAt, from),
    lt(events.startsAt, to),
    producerId === undefined ? undefined : eq(shows.producerId, producerId),
  );
  const list = await eventDetails(db).where(where).orderBy(asc(events.startsAt), asc(shows.name));
  const { items, money } = await eventSales(
    db,
    list.map((e) => e.eventId),
  );
  return list.map((event) => {
    const live = items.filter((i) => i.eventId === event.eventId && i.status === 'sold');
    const count = (rows: typeof live) => rows.reduce((n, i) => n + i.quantity, 0);
    let revenueCents = 0;
    for (const [key, share] of money)
      if (key.endsWith(`/${event.eventId}`)) revenueCents += share.paidCents - share.refundedCents;
    return {
      ...event,
      paidTickets: count(live.filter((i) => !i.invitationReason)),
      freeTickets: count(live.filter((i) => i.invitationReason)),
      revenueCents,
    };
  });
}
export type SibilFacts = Awaited<ReturnType<typeof sibilFacts>>;
