import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { EventStatus } from '@encore/shared/shows/event.schema';
import type { Executor } from '../../db/client';
import { events, rooms, soldOf } from '../../db/schema';

/** An event's row with its tickets sold (the view event_sales, soldOf). */
export type EventRow = typeof events.$inferSelect & { sold: number };

/** An event's columns, `sold` being its tickets sold (the view event_sales, soldOf). */
const eventColumns = { ...getTableColumns(events), sold: soldOf(events.id) };

/**
 * Locks the rooms' rows until the transaction ends. Every writer of a room's events takes this lock before
 * checking for overlaps, so two concurrent creations in one room run one after the other on PostgreSQL and
 * the second sees the first's events (READ COMMITTED takes a fresh snapshot per statement). Ids are locked
 * in a fixed order so two moves between the same rooms cannot deadlock. Returns the rooms' capacities.
 */
export async function lockRooms(tx: Executor, roomIds: string[]): Promise<Map<string, number>> {
  const rows = await tx
    .select({ id: rooms.id, capacity: rooms.capacity })
    .from(rooms)
    .where(inArray(rooms.id, [...new Set(roomIds)]))
    .orderBy(asc(rooms.id))
    .for('update');
  return new Map(rows.map((r) => [r.id, r.capacity]));
}

/**
 * The first scheduled event of the show (or only that event, when given) that overlaps another scheduled
 * event of its room ([start, end) intervals: an event may start when the previous one ends), or undefined.
 * Cancelled events never clash: their slot is free again. Run under the rooms' locks.
 */
/** The other show's event an event of ours overlaps, with what permission rules look at on that show. */
export interface Clash {
  startsAt: Date;
  other: {
    showId: string;
    showName: string;
    startsAt: Date;
    producerId: string;
    roomId: string;
    status: string;
    artistIds: string[];
  };
}

/** The first overlap of the show's events (or only of `eventIds`, the ones just added) with another event. */
export async function firstClash(
  tx: Executor,
  showId: string,
  eventIds?: string[],
): Promise<Clash | undefined> {
  // Both drivers (node-postgres, PGlite) answer raw SQL with `{ rows }`.
  const result = (await tx.execute(sql`
    select a.starts_at, b.starts_at as other_starts_at, s.id as other_show_id, s.name as other_show_name,
      s.producer_id, s.room_id, s.status,
      coalesce((select array_agg(sa.artist_id::text) from show_artists sa where sa.show_id = s.id), '{}') as artist_ids
    from events a
    join events b on b.room_id = a.room_id and b.id <> a.id and b.status = 'scheduled'
      and a.starts_at < b.ends_at and b.starts_at < a.ends_at
    join shows s on s.id = b.show_id
    where a.show_id = ${showId} and a.status = 'scheduled' ${eventIds ? sql`and a.id in ${eventIds}` : sql``}
    order by a.starts_at, b.starts_at limit 1`)) as unknown as { rows: Record<string, unknown>[] };
  const row = result.rows[0];
  if (!row) return undefined;
  return {
    startsAt: new Date(row.starts_at as string),
    other: {
      showId: String(row.other_show_id),
      showName: String(row.other_show_name),
      startsAt: new Date(row.other_starts_at as string),
      producerId: String(row.producer_id),
      roomId: String(row.room_id),
      status: String(row.status),
      artistIds: row.artist_ids as string[],
    },
  };
}

export function eventsOfShows(db: Executor, showIds: string[]): Promise<EventRow[]> {
  if (!showIds.length) return Promise.resolve([]);
  return db
    .select(eventColumns)
    .from(events)
    .where(inArray(events.showId, showIds))
    .orderBy(asc(events.startsAt), asc(events.id));
}

export async function findEvent(db: Executor, id: string): Promise<EventRow | undefined> {
  const [row] = await db.select(eventColumns).from(events).where(eq(events.id, id));
  return row;
}

/** Moves an event from one status to the other; false when it was not in `from` (already done or gone). */
export async function switchStatus(db: Executor, id: string, from: EventStatus, to: EventStatus) {
  const rows = await db
    .update(events)
    .set({ status: to, updatedAt: new Date() })
    .where(and(eq(events.id, id), eq(events.status, from)))
    .returning({ id: events.id });
  return rows.length > 0;
}

/** Deletes an event only while it has no sales, in one statement (no window for a sale in between). */
export async function removeUnsoldEvent(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .delete(events)
    .where(and(eq(events.id, id), sql`${soldOf(events.id)} = 0`))
    .returning({ id: events.id });
  return rows.length > 0;
}

export async function soldOfShow(db: Executor, showId: string): Promise<number> {
  const [row] = await db
    .select({ sold: sql<number>`coalesce(sum(${soldOf(events.id)}), 0)::int` })
    .from(events)
    .where(eq(events.showId, showId));
  return row?.sold ?? 0;
}
