import { and, asc, count, eq, gt, gte, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { events, orders, rooms, salesDaily, shows, soldOf, tickets } from '../../db/schema';
import { cancelledTicketsOf, netSums } from './sales-sums';
import { cartOpen } from '../inventory';

const d = salesDaily;

/** Net tickets, tickets cancelled and revenue per day over [from, to], for the rows `scope` allows. */
export function figuresPerDay(db: Database, from: string, to: string, scope: SQL | undefined) {
  return db
    .select({ day: d.day, ...netSums, cancelledTickets: cancelledTicketsOf(d) })
    .from(d)
    .where(and(gte(d.day, from), lte(d.day, to), scope))
    .groupBy(d.day);
}

/** A seller's live carts and its orders waiting for approval. */
export async function sellerOrders(db: Database, sellerId: string) {
  const [row] = await db
    .select({
      openCarts: sql<number>`count(*) filter (where ${cartOpen(orders)})::int`,
      pendingOrders: sql<number>`count(*) filter (where ${orders.status} = 'pending_approval')::int`,
    })
    .from(orders)
    .where(
      and(
        eq(orders.createdBy, sellerId),
        or(eq(orders.status, 'cart'), eq(orders.status, 'pending_approval')),
      ),
    );
  return row ?? { openCarts: 0, pendingOrders: 0 };
}

/** Pending orders still waiting for an approval the user may give (`waiting`), oldest first. */
export async function ordersWaiting(db: Database, waiting: SQL, limit = 5) {
  const where = and(eq(orders.status, 'pending_approval'), waiting);
  const [total] = await db.select({ n: count() }).from(orders).where(where);
  const rows = await db
    .select({
      id: orders.id,
      number: orders.number,
      showName: shows.name,
      customerName: orders.customerName,
      totalInclTaxCents: orders.totalInclTaxCents,
      validatedAt: orders.validatedAt,
    })
    .from(orders)
    .leftJoin(shows, eq(shows.id, orders.showId))
    .where(where)
    .orderBy(asc(orders.validatedAt), asc(orders.id))
    .limit(limit);
  return { total: total?.n ?? 0, rows };
}

export const approvalPending = {
  manager: isNull(orders.managerApprovedAt),
  producer: isNull(orders.producerApprovedAt),
};

/** Scheduled events starting in [from, to) that `readable` allows, soonest first. */
export function eventsBetween(
  db: Database,
  from: Date,
  to: Date | null,
  readable: SQL | undefined,
  limit: number,
) {
  return db
    .select({
      id: events.id,
      showId: events.showId,
      showName: shows.name,
      roomName: rooms.name,
      startsAt: events.startsAt,
      capacity: events.capacity,
      sold: soldOf(events.id),
      // Tickets let in at the door: a handful of events, each counted on its tickets' event index.
      checkedIn: sql<number>`(select count(*)::int from ${tickets} where ${tickets.eventId} = ${events.id} and ${tickets.checkedInAt} is not null)`,
    })
    .from(events)
    .innerJoin(shows, eq(shows.id, events.showId))
    .innerJoin(rooms, eq(rooms.id, events.roomId))
    .where(
      and(
        gt(events.startsAt, from),
        to ? lt(events.startsAt, to) : undefined,
        eq(events.status, 'scheduled'),
        readable,
      ),
    )
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(limit);
}
