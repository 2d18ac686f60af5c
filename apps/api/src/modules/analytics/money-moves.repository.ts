import { and, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { addDays } from '@encore/shared/analytics/calendar-days';
import { showInstant } from '@encore/shared/shows/show-time';
import type { Database } from '../../db/client';
import { orderPayments, orderRefunds, orders, salesDaily, shows } from '../../db/schema';
import type { FieldMap } from '../../lib/ability-where';

/**
 * Money that moved (issue 23, product.md "Money"): revenue is what was paid minus what was refunded, on
 * the France day it moved, read from the order's facts (order_payments, order_refunds), never from the
 * items' prices. Invitations are free tickets (sales_daily's 'free' rows): counted apart, 0 revenue.
 */

/** Analytics rule conditions on the orders a payment or refund belongs to (see sales-scope.ts). */
export const moneyFields: FieldMap = { producerId: orders.producerId, showId: orders.showId };

/** The France calendar day of an instant column, 'YYYY-MM-DD'. */
type AtColumn = typeof orderPayments.at | typeof orderRefunds.at;
const franceDay = (at: AtColumn) => sql<string>`to_char((${at} at time zone 'Europe/Paris'), 'YYYY-MM-DD')`;

/** The instants of France days [from, to]: from's midnight included, the day after to's excluded. */
const between = (at: AtColumn, from: string, to: string) =>
  and(gte(at, showInstant(from, '00:00')), lt(at, showInstant(addDays(to, 1), '00:00')));

export interface MoneyDay {
  day: string;
  paidCents: number;
  refundedCents: number;
}

/**
 * Paid and refunded per France day over [from, to], for the orders `scope` allows (moneyFields), or the
 * ones a user took or paid back (`by`).
 */
export async function moneyPerDay(
  db: Database,
  from: string,
  to: string,
  { scope, by }: { scope?: SQL; by?: string },
): Promise<MoneyDay[]> {
  const p = orderPayments;
  const r = orderRefunds;
  const [paid, refunded] = await Promise.all([
    db
      .select({ day: franceDay(p.at), cents: sql<number>`coalesce(sum(${p.amountCents}), 0)::float8` })
      .from(p)
      .innerJoin(orders, eq(orders.id, p.orderId))
      .where(and(between(p.at, from, to), scope, by ? eq(p.receivedBy, by) : undefined))
      .groupBy(franceDay(p.at)),
    db
      .select({ day: franceDay(r.at), cents: sql<number>`coalesce(sum(${r.amountCents}), 0)::float8` })
      .from(r)
      .innerJoin(orders, eq(orders.id, r.orderId))
      .where(and(between(r.at, from, to), scope, by ? eq(r.refundedBy, by) : undefined))
      .groupBy(franceDay(r.at)),
  ]);
  const days = new Map<string, MoneyDay>();
  const at = (day: string) => {
    let row = days.get(day);
    if (!row) days.set(day, (row = { day, paidCents: 0, refundedCents: 0 }));
    return row;
  };
  for (const row of paid) at(row.day).paidCents += Number(row.cents);
  for (const row of refunded) at(row.day).refundedCents += Number(row.cents);
  return [...days.values()];
}

const d = salesDaily;

/** Invitations (free tickets, net of the ones cancelled that day) per France day over [from, to]. */
export function invitationsPerDay(db: Database, from: string, to: string, where: SQL | undefined) {
  return db
    .select({
      day: d.day,
      invitations: sql<number>`coalesce(sum(${d.tickets} - ${d.cancelledTickets}), 0)::int`,
    })
    .from(d)
    .where(and(gte(d.day, from), sql`${d.day} <= ${to}`, eq(d.paymentMethod, 'free'), where))
    .groupBy(d.day);
}

/**
 * A seller's tickets on one day: sold (paid, gross: cancellations are apart), invitations given, and
 * tickets of its orders cancelled that day (whenever they were sold).
 */
export async function sellerTickets(db: Database, sellerId: string, day: string) {
  const [row] = await db
    .select({
      tickets: sql<number>`coalesce(sum(${d.tickets}) filter (where ${d.paymentMethod} <> 'free'), 0)::int`,
      invitations: sql<number>`coalesce(sum(${d.tickets}) filter (where ${d.paymentMethod} = 'free'), 0)::int`,
      cancelledTickets: sql<number>`coalesce(sum(${d.cancelledTickets}), 0)::int`,
    })
    .from(d)
    .where(and(eq(d.sellerId, sellerId), eq(d.day, day)));
  return row ?? { tickets: 0, invitations: 0, cancelledTickets: 0 };
}

/**
 * The shows that brought the most money over [from, to] (paid minus refunded), best first, with their
 * tickets sold for money (net of the cancelled ones).
 */
export async function topShowsByMoney(db: Database, from: string, to: string, scope: SQL | undefined) {
  const p = orderPayments;
  const r = orderRefunds;
  const [paid, refunded] = await Promise.all([
    db
      .select({ showId: orders.showId, cents: sql<number>`coalesce(sum(${p.amountCents}), 0)::float8` })
      .from(p)
      .innerJoin(orders, eq(orders.id, p.orderId))
      .where(and(between(p.at, from, to), scope))
      .groupBy(orders.showId),
    db
      .select({ showId: orders.showId, cents: sql<number>`coalesce(sum(${r.amountCents}), 0)::float8` })
      .from(r)
      .innerJoin(orders, eq(orders.id, r.orderId))
      .where(and(between(r.at, from, to), scope))
      .groupBy(orders.showId),
  ]);
  const money = new Map<string, number>();
  for (const row of paid)
    if (row.showId) money.set(row.showId, (money.get(row.showId) ?? 0) + Number(row.cents));
  for (const row of refunded)
    if (row.showId) money.set(row.showId, (money.get(row.showId) ?? 0) - Number(row.cents));
  return [...money.entries()].map(([showId, revenueCents]) => ({ showId, revenueCents }));
}

/** Tickets sold for money (net of cancellations) per show over [from, to], for the shows named. */
export function paidTicketsOfShows(db: Database, from: string, to: string, showIds: string[]) {
  return db
    .select({
      showId: d.showId,
      tickets: sql<number>`coalesce(sum(${d.tickets} - ${d.cancelledTickets}) filter (where ${d.paymentMethod} <> 'free'), 0)::int`,
    })
    .from(d)
    .where(and(inArray(d.showId, showIds), gte(d.day, from), sql`${d.day} <= ${to}`))
    .groupBy(d.showId);
}

export const showNames = (db: Database, ids: string[]) =>
  db.select({ id: shows.id, name: shows.name }).from(shows).where(inArray(shows.id, ids));
