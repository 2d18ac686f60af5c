import { and, eq, inArray, sql } from 'drizzle-orm';
import { ErrorCode } from '@encore/shared/errors';
import { eventMessages } from '@encore/shared/shows/event.schema';
import { showDateTime, showInstant } from '@encore/shared/shows/show-time';
import type { ShowDate } from '@encore/shared/shows/show.schema';
import type { Executor } from '../../db/client';
import { events } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { eventsOfShows, firstClash, lockRooms } from './events.repository';

export interface ScheduledShow {
  id: string;
  roomId: string;
  durationMinutes: number;
}

/** Every date x time of a show form as instants, in France's wall-clock time. */
export const startsOf = (dates: ShowDate[]) =>
  dates.flatMap((d) => d.times.map((time) => showInstant(d.date, time)));

const clashError = (startsAt: Date) =>
  new AppError(409, ErrorCode.eventClash, undefined, showDateTime(startsAt));

/** After changes under the rooms' locks: any overlap rolls the whole transaction back with E02001. */
export async function assertNoClash(tx: Executor, showId: string, eventId?: string) {
  const clash = await firstClash(tx, showId, eventId);
  if (clash) throw clashError(clash);
}

/** Adds events to a show, in its room, refusing overlaps with any event of that room (E02001). */
export async function addEvents(tx: Executor, show: ScheduledShow, starts: Date[]): Promise<string[]> {
  const capacities = await lockRooms(tx, [show.roomId]);
  if (!starts.length) return [];
  const rows = await tx
    .insert(events)
    .values(
      starts.map((startsAt) => ({
        showId: show.id,
        roomId: show.roomId,
        startsAt,
        endsAt: new Date(startsAt.getTime() + show.durationMinutes * 60_000),
        capacity: capacities.get(show.roomId) ?? 0,
      })),
    )
    .returning({ id: events.id });
  await assertNoClash(tx, show.id);
  return rows.map((r) => r.id);
}

/**
 * Applies a show's new room and duration to all its events (moving rooms re-snapshots the capacity), then
 * re-checks overlaps. A show with sales cannot change rooms: its seats are sold in the old one.
 */
export async function reschedule(tx: Executor, show: ScheduledShow, previousRoomId: string) {
  const capacities = await lockRooms(tx, [previousRoomId, show.roomId]);
  if (previousRoomId !== show.roomId) {
    const [sold] = await tx
      .select({ n: sql<number>`coalesce(sum(${events.sold}), 0)::int` })
      .from(events)
      .where(eq(events.showId, show.id));
    if ((sold?.n ?? 0) > 0) throw new AppError(409, ErrorCode.conflict, eventMessages.roomHasSales);
  }
  await tx
    .update(events)
    .set({
      roomId: show.roomId,
      capacity: capacities.get(show.roomId) ?? 0,
      endsAt: sql`${events.startsAt} + make_interval(mins => ${show.durationMinutes})`,
      updatedAt: new Date(),
    })
    .where(eq(events.showId, show.id));
  await assertNoClash(tx, show.id);
}

/**
 * Makes the show's scheduled events match the wanted dates (the form edits scheduled events only): adds the
 * missing ones, removes the others (unsold, as on the events page). Cancelled events are left alone, so a
 * cancelled event keeps its sales; a wanted time that is a cancelled event reinstates it instead of adding
 * a second event at that time.
 */
export async function syncDates(tx: Executor, show: ScheduledShow, dates: ShowDate[]) {
  await lockRooms(tx, [show.roomId]);
  const wanted = startsOf(dates);
  const wantedTimes = new Set(wanted.map((d) => d.getTime()));
  const existing = await eventsOfShows(tx, [show.id]);
  const scheduled = existing.filter((e) => e.status === 'scheduled');
  const scheduledTimes = new Set(scheduled.map((e) => e.startsAt.getTime()));
  const cancelled = new Map(
    existing.filter((e) => e.status === 'cancelled').map((e) => [e.startsAt.getTime(), e.id]),
  );
  const obsolete = scheduled.filter((e) => !wantedTimes.has(e.startsAt.getTime()));
  if (obsolete.some((e) => e.sold > 0)) throw new AppError(409, ErrorCode.conflict, eventMessages.hasSales);
  if (obsolete.length)
    await tx.delete(events).where(
      and(
        inArray(
          events.id,
          obsolete.map((e) => e.id),
        ),
        eq(events.sold, 0),
      ),
    );
  const missing = wanted.filter((d) => !scheduledTimes.has(d.getTime()));
  const reinstated = missing.flatMap((d) => cancelled.get(d.getTime()) ?? []);
  if (reinstated.length)
    await tx
      .update(events)
      .set({ status: 'scheduled', updatedAt: new Date() })
      .where(inArray(events.id, reinstated));
  await addEvents(
    tx,
    show,
    missing.filter((d) => !cancelled.has(d.getTime())),
  );
  await assertNoClash(tx, show.id);
}
