import { eq, inArray } from 'drizzle-orm';
import type { Database, Executor } from '../client';
import {
  artists,
  producers,
  rooms,
  salesChannels,
  showCategories,
  shows,
  taxClasses,
  users,
} from '../schema';
import { addEvents } from '../../modules/shows/event-schedule';
import { writeLinks } from '../../modules/shows/shows.repository';
import { showInstant } from '@encore/shared/shows/show-time';
import { arenaShows, clubShows, concertHallShows, theatreShows, type DemoShow } from './demo-season-data';
import { seedRoomPricing } from './demo-season-pricings';

/** The rooms the season plays in (seeded by demo-rooms.ts), how often they play and their top price. */
const venues = [
  { room: 'Théâtre du Rivage', shows: theatreShows, everyDays: 1, topPriceCents: 4500, rate: 210 },
  { room: 'Auditorium des Tilleuls', shows: concertHallShows, everyDays: 2, topPriceCents: 6500, rate: 550 },
  { room: 'Arena Confluence', shows: arenaShows, everyDays: 5, topPriceCents: 9900, rate: 550 },
  { room: 'Le Hangar', shows: clubShows, everyDays: 3, topPriceCents: 2500, rate: 550 },
];

interface Log {
  info(object: object, message: string): void;
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);

/**
 * Starts of a show's events from a room's day cursor: one per playing day at 20:30, plus a 15:00 matinee
 * on Sundays for shows under three hours (they end before the evening). Returns the next free day.
 */
function scheduleOf(show: DemoShow, fromDay: Date, everyDays: number) {
  const starts: Date[] = [];
  let day = fromDay;
  while (starts.length < show.events) {
    const date = isoDay(day);
    if (day.getUTCDay() === 0 && show.minutes <= 180 && starts.length + 1 < show.events)
      starts.push(showInstant(date, '15:00'));
    starts.push(showInstant(date, '20:30'));
    day = addDays(day, everyDays);
  }
  return { starts, next: day };
}

async function catalogue(tx: Executor) {
  const demoProducer = await tx
    .select({ id: users.producerId })
    .from(users)
    .where(eq(users.email, 'producer@encore.test'));
  const demoArtist = await tx
    .select({ id: users.artistId })
    .from(users)
    .where(eq(users.email, 'artist@encore.test'));
  const producerIds = (await tx.select({ id: producers.id }).from(producers).orderBy(producers.name)).map(
    (p) => p.id,
  );
  const artistIds = (await tx.select({ id: artists.id }).from(artists).orderBy(artists.name)).map(
    (a) => a.id,
  );
  // The demo accounts' own records come first, so the PRODUCER and ARTIST accounts own several shows.
  const first = (ids: string[], own: string | null | undefined) =>
    own ? [own, ...ids.filter((i) => i !== own)] : ids;
  return {
    producerIds: first(producerIds, demoProducer[0]?.id),
    artistIds: first(artistIds, demoArtist[0]?.id),
    categories: new Map((await tx.select().from(showCategories)).map((c) => [c.reference, c.id])),
    channels: await tx.select().from(salesChannels),
    taxes: new Map((await tx.select().from(taxClasses)).map((t) => [t.rateBasisPoints, t.id])),
  };
}

/**
 * The demo season: some 40 shows and 200 events over the coming months in the demo rooms, each room with a
 * pricing covering all its seats. Runs once (when there is no show yet), in one transaction; without the
 * demo rooms or catalogue it does nothing and says so, and a later start seeds it.
 */
export async function seedDemoSeason(db: Database, log?: Log): Promise<boolean> {
  if ((await db.$count(shows)) > 0) return false;
  const roomRows = await db
    .select()
    .from(rooms)
    .where(
      inArray(
        rooms.name,
        venues.map((v) => v.room),
      ),
    );
  if (roomRows.length < venues.length) {
    log?.info(
      { found: roomRows.map((r) => r.name) },
      'demo season skipped: the demo rooms are not there yet',
    );
    return false;
  }
  await db.transaction(async (tx) => {
    const c = await catalogue(tx);
    if (!c.producerIds.length || !c.artistIds.length || !c.taxes.get(550)) {
      log?.info({}, 'demo season skipped: the demo catalogue is not there');
      return;
    }
    let n = 0;
    for (const venue of venues) {
      const room = roomRows.find((r) => r.name === venue.room)!;
      const pricingId = await seedRoomPricing(
        tx,
        room,
        venue.topPriceCents,
        c.taxes.get(venue.rate) ?? c.taxes.get(550)!,
      );
      let day = addDays(new Date(`${isoDay(new Date())}T00:00:00Z`), 7);
      for (const demo of venue.shows) {
        const { starts, next } = scheduleOf(demo, day, venue.everyDays);
        day = next;
        const [row] = await tx
          .insert(shows)
          .values({
            name: demo.name,
            subtitle: demo.subtitle,
            description: `${demo.name} : ${demo.subtitle}. Saison 2026-2027.`,
            producerId: c.producerIds[n % c.producerIds.length]!,
            roomId: room.id,
            pricingId,
            durationMinutes: demo.minutes,
            // Two shows are archived, to show the status filter with something in it.
            status: n % 19 === 18 ? 'archived' : 'published',
          })
          .returning();
        await writeLinks(tx, row!.id, {
          categoryIds: [c.categories.get(demo.category)].filter((id): id is string => Boolean(id)),
          artistIds: [c.artistIds[n % c.artistIds.length]!, c.artistIds[(n * 7 + 3) % c.artistIds.length]!],
          salesChannelIds: c.channels
            .filter((ch, i) => !ch.needsApproval || n % 3 === i % 3)
            .map((ch) => ch.id),
        });
        await addEvents(tx, row!, starts);
        n++;
      }
    }
    log?.info({ shows: n }, 'demo season seeded');
  });
  return true;
}
