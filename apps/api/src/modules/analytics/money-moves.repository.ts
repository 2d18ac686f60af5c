import { and, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { addDays } from '@encore/shared/analytics/calendar-days';
import { showInstant } from '@encore/shared/shows/show-time';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { SalesDimension, SalesFilter } from '@encore/shared/analytics/analytics.schema';
import type { Database } from '../../db/client';
import {
  orderPayments,
  orderRefunds,
  orders,
  salesChannels,
  salesDaily,
  shows,
  users,
} from '../../db/schema';
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

/** Invitations (free tickets given; their cancellations are counted with the others) per France day. */
export function invitationsPerDay(db: Database, from: string, to: string, where: SQL | undefined) {
  return db
    .select({ day: d.day, invitations: sql<number>`coalesce(sum(${d.tickets}), 0)::int` })
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

/**
 * How an analytics table's lines name the orders' money (sales-table.repository.ts's keys): by France day,
 * show, channel, seller (who validated the order, as sales_daily) or the payment's own method. Events,
 * price levels and VAT rates cannot: a payment is for a whole order, so those tables have money in their
 * totals only (null key).
 */
const moneyKeys: Partial<Record<SalesDimension, (at: AtColumn, method: AnyPgColumn) => SQL<string>>> = {
  day: (at) => franceDay(at),
  show: () => sql<string>`(${orders.showId})::text`,
  channel: () => sql<string>`(${orders.salesChannelId})::text`,
  seller: () =>
    sql<string>`coalesce(${orders.validatedBy}, ${orders.createdBy}, '00000000-0000-0000-0000-000000000000'::uuid)::text`,
  paymentMethod: (_at, method) => sql<string>`${method}`,
};

export const hasMoneyLines = (dimension: SalesDimension) => dimension in moneyKeys;

/** Paid and refunded per line of a table (key '' when its lines cannot say), within the filter. */
export async function moneyByLine(
  db: Database,
  dimension: SalesDimension,
  filter: SalesFilter,
  scope: SQL | undefined,
) {
  const p = orderPayments;
  const r = orderRefunds;
  const where = (at: AtColumn) =>
    and(
      between(at, filter.from, filter.to),
      filter.showId ? eq(orders.showId, filter.showId) : undefined,
      filter.salesChannelId ? eq(orders.salesChannelId, filter.salesChannelId) : undefined,
      scope,
    );
  const keyOf = moneyKeys[dimension];
  // Without lines, one sum (a constant cannot be grouped by).
  const pKey = keyOf?.(p.at, p.method) ?? sql<string>`''`;
  const rKey = keyOf?.(r.at, r.method) ?? sql<string>`''`;
  const paidQuery = db
    .select({ key: pKey, cents: sql<number>`coalesce(sum(${p.amountCents}), 0)::float8` })
    .from(p)
    .innerJoin(orders, eq(orders.id, p.orderId))
    .where(where(p.at))
    .$dynamic();
  const refundedQuery = db
    .select({ key: rKey, cents: sql<number>`coalesce(sum(${r.amountCents}), 0)::float8` })
    .from(r)
    .innerJoin(orders, eq(orders.id, r.orderId))
    .where(where(r.at))
    .$dynamic();
  const [paid, refunded] = await Promise.all(
    keyOf ? [paidQuery.groupBy(pKey), refundedQuery.groupBy(rKey)] : [paidQuery, refundedQuery],
  );
  const lines = new Map<string, { paidCents: number; refundedCents: number }>();
  const at = (key: string) => {
    let line = lines.get(key);
    if (!line) lines.set(key, (line = { paidCents: 0, refundedCents: 0 }));
    return line;
  };
  for (const row of paid) at(row.key).paidCents += Number(row.cents);
  for (const row of refunded) at(row.key).refundedCents += Number(row.cents);
  return lines;
}

/** The names of lines a table has money for but no sale (show, channel or seller ids), by id. */
export async function lineNames(db: Database, dimension: SalesDimension, ids: string[]) {
  const uuids = ids.filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  if (!uuids.length) return new Map<string, string>();
  const rows =
    dimension === 'show'
      ? await db.select({ id: shows.id, name: shows.name }).from(shows).where(inArray(shows.id, uuids))
      : dimension === 'channel'
        ? await db
            .select({ id: salesChannels.id, name: salesChannels.name })
            .from(salesChannels)
            .where(inArray(salesChannels.id, uuids))
        : dimension === 'seller'
          ? await db
              .select({
                id: users.id,
                name: sql<string>`coalesce(trim(${users.firstName} || ' ' || coalesce(${users.lastName}, '')), '')`,
              })
              .from(users)
              .where(inArray(users.id, uuids))
          : [];
  return new Map(rows.map((r) => [r.id, r.name]));
}
