import { inArray } from 'drizzle-orm';
import type { Show } from '@encore/shared/shows/show.schema';
import { showDateTime } from '@encore/shared/shows/show-time';
import type { Executor } from '../../db/client';
import { producers } from '../../db/schema';
import { iso } from '../../lib/dto';
import { eventsOfShows, type EventRow } from './events.repository';
import { roomFactsByIds } from '../rooms';
import { linksOf, type ShowRow } from './shows.repository';

/** Scheduled events grouped by France's calendar day, as the show form edits them. */
export function datesOf(events: EventRow[]): Show['dates'] {
  const byDate = new Map<string, string[]>();
  for (const e of events) {
    if (e.status !== 'scheduled') continue;
    const { date, time } = showDateTime(e.startsAt);
    byDate.set(date, [...(byDate.get(date) ?? []), time]);
  }
  return [...byDate].map(([date, times]) => ({ date, times: times.sort() }));
}

/** The first of the (sorted) scheduled events not started yet, as the list's `nextEventAt` sort sees it. */
function nextOf(scheduled: EventRow[], now: number): string | null {
  const next = scheduled.find((e) => e.startsAt.getTime() >= now);
  return next ? iso(next.startsAt) : null;
}

/** Shows with their links, names and schedule, in a fixed number of queries whatever the page size. */
export async function showDtos(db: Executor, rows: ShowRow[]): Promise<Show[]> {
  const ids = rows.map((r) => r.id);
  const links = await linksOf(db, ids);
  const rooms = await roomFactsByIds(
    db,
    rows.map((r) => r.roomId),
  );
  const producerIds = [...new Set(rows.map((r) => r.producerId))];
  const producerNames = new Map(
    producerIds.length
      ? (
          await db
            .select({ id: producers.id, name: producers.name })
            .from(producers)
            .where(inArray(producers.id, producerIds))
        ).map((p) => [p.id, p.name])
      : [],
  );
  const events = await eventsOfShows(db, ids);
  const now = Date.now();
  return rows.map((row) => {
    const scheduled = events.filter((e) => e.showId === row.id && e.status === 'scheduled');
    return {
      id: row.id,
      name: row.name,
      subtitle: row.subtitle,
      description: row.description,
      subDescription: row.subDescription,
      ...links.get(row.id)!,
      producerId: row.producerId,
      producerName: producerNames.get(row.producerId) ?? '',
      roomId: row.roomId,
      roomName: rooms.get(row.roomId)?.name ?? '',
      durationMinutes: row.durationMinutes,
      pricingId: row.pricingId,
      poster: row.poster,
      status: row.status,
      dates: datesOf(scheduled),
      eventCount: scheduled.length,
      firstEventAt: scheduled[0] ? iso(scheduled[0].startsAt) : null,
      lastEventAt: scheduled.at(-1) ? iso(scheduled.at(-1)!.startsAt) : null,
      nextEventAt: nextOf(scheduled, now),
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
    };
  });
}
