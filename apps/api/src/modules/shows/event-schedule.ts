import { and, eq, inArray, sql } from 'drizzle-orm';
import { ErrorCode } from '@encore/shared/errors';
import { eventMessages } from '@encore/shared/shows/event.schema';
import { showDateTime, showInstant } from '@encore/shared/shows/show-time';
import { keyed } from '@encore/shared/validation/message-key';
import type { ShowDate } from '@encore/shared/shows/show.schema';
import type { Executor } from '../../db/client';
import { events, soldOf } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { subject } from '@casl/ability';
import type { AppAbility } from '@encore/shared/auth/permissions';
import { eventsOfShows, firstClash, lockRooms, type Clash } from './events.repository';

export interface ScheduledShow {
  id: string;
  roomId: string;
  durationMinutes: number;
}

/** Every date x time of a show form as instants, in France's wall-clock time. */
export const startsOf = (dates: ShowDate[]) =>
  dates.flatMap((d) => d.times.map((time) => showInstant(d.date, time)));

/**
 * E02001 with our event's date and time and the other event's (`other`); `clash` keeps the other show for the
 * service, which names it only to those who may read it (`nameClash`).
 */
export class ClashError extends AppError {
  constructor(readonly clash: Clash) {
    super(409, ErrorCode.eventClash, undefined, {
      ...showDateTime(clash.startsAt),
      other: showDateTime(clash.other.startsAt),
    });
  }
}

/**
 * A new event must start later than now: a date typed in the past is refused under the dates (400), not
 * silently scheduled. Events already there keep their past dates (a season's first nights).
 */
export function assertNotPast(starts: Date[], now = new Date()) {
  const past = starts.filter((d) => d.getTime() < now.getTime()).sort((a, b) => a.getTime() - b.getTime())[0];
  if (!past) return;
  const message = keyed(eventMessages.inThePast, showDateTime(past));
  throw new AppError(400, ErrorCode.validation, undefined, [{ path: 'dates', message }]);
}

/** After changes under the rooms' locks: any overlap rolls the whole transaction back with E02001. */
export async function assertNoClash(tx: Executor, showId: string, eventIds?: string[]) {
  const clash = await firstClash(tx, showId, eventIds);
  if (clash) throw new ClashError(clash);
}

/**
 * Lets a refused schedule name the show already in the room ("clashes with Carmen on 12 May at 20:00") when
 * the session may read that show; to others it stays "another show", with its date and time.
 */
export function nameClash(ability: AppAbility) {
  return (error: unknown): never => {
    if (error instanceof ClashError) {
      const { other } = error.clash;
      const show = { ...other, id: other.showId };
      if (ability.can('read', subject('Show', show)))
        (error.details as { other: Record<string, string> }).other.showName = other.showName;
    }
    throw error;
  };
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
  const ids = rows.map((r) => r.id);
  // The new events are the ones to tell about ("21:30 overlaps Carmen at 20:00"), not the show's older ones.
  await assertNoClash(tx, show.id, ids);
  return ids;
}

/**
 * Applies a show's new room and duration to all its events (moving rooms re-snapshots the capacity), then
 * re-checks overlaps. A show with sales cannot change rooms: its seats are sold in the old one.
 */
export async function reschedule(tx: Executor, show: ScheduledShow, previousRoomId: string) {
  const capacities = await lockRooms(tx, [previousRoomId, show.roomId]);
  if (previousRoomId !== show.roomId) {
    const [sold] = await tx
      .select({ n: sql<number>`coalesce(sum(${soldOf(events.id)}), 0)::int` })
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
        sql`${soldOf(events.id)} = 0`,
      ),
    );
  const missing = wanted.filter((d) => !scheduledTimes.has(d.getTime()));
  assertNotPast(missing);
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
