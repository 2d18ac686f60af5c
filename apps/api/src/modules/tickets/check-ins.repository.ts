import { and, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { checkIns, events, rooms, shows, tickets, users } from '../../db/schema';

export type TicketRow = typeof tickets.$inferSelect;

/** The scanned-for event, with what rules (`CheckIn` conditions) and answers name. */
export async function eventFacts(db: Executor, eventId: string) {
  const [row] = await db
    .select({
      id: events.id,
      startsAt: events.startsAt,
      endsAt: events.endsAt,
      status: events.status,
      showId: shows.id,
      producerId: shows.producerId,
      showName: shows.name,
      roomName: rooms.name,
    })
    .from(events)
    .innerJoin(shows, eq(shows.id, events.showId))
    .innerJoin(rooms, eq(rooms.id, events.roomId))
    .where(eq(events.id, eventId));
  return row;
}
export type EventFacts = NonNullable<Awaited<ReturnType<typeof eventFacts>>>;

export async function eventCounts(db: Executor, eventId: string) {
  const [row] = await db
    .select({
      sold: count(),
      checkedIn: sql<number>`count(${tickets.checkedInAt})::int`,
    })
    .from(tickets)
    .where(and(eq(tickets.eventId, eventId), eq(tickets.status, 'valid')));
  return { sold: Number(row?.sold ?? 0), checkedIn: Number(row?.checkedIn ?? 0) };
}

export async function latestScans(db: Executor, eventId: string, limit: number) {
  return db
    .select({
      id: checkIns.id,
      at: checkIns.scannedAt,
      result: checkIns.result,
      ticketId: checkIns.ticketId,
      answer: checkIns.answer,
      device: checkIns.device,
      offline: checkIns.offline,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(checkIns)
    .leftJoin(users, eq(users.id, checkIns.userId))
    .where(eq(checkIns.eventId, eventId))
    .orderBy(desc(checkIns.scannedAt), desc(checkIns.id))
    .limit(limit);
}

export async function manifestTickets(db: Executor, eventId: string) {
  return db
    .select({
      id: tickets.id,
      code: tickets.code,
      signature: tickets.signature,
      status: tickets.status,
      areaLabel: tickets.areaLabel,
      rowLabel: tickets.rowLabel,
      seatLabel: tickets.seatLabel,
      priceLevelName: tickets.priceLevelName,
      checkedInAt: tickets.checkedInAt,
    })
    .from(tickets)
    .where(and(eq(tickets.eventId, eventId), isNotNull(tickets.code)));
}
