import { eq } from 'drizzle-orm';
import { artists, producers, salesChannels, showCategories } from '../../db/schema';
import { seedDemoCatalogue } from '../../db/seed/seed-catalogue';
import type { TestContext } from '../../test/test-app';
import { findUserByEmail } from '../users/users.repository';
import { insertPlacedRoom, insertUnplacedRoom, seatMapOf } from '../pricings/test-helpers';

/** The demo catalogue plus two rooms, and the records the demo PRODUCER and ARTIST accounts stand for. */
export async function showFixtures(t: TestContext) {
  const db = t.database.db;
  await seedDemoCatalogue(db);
  const ownProducerId = (await findUserByEmail(db, 'producer@encore.test'))!.producerId!;
  const ownArtistId = (await findUserByEmail(db, 'artist@encore.test'))!.artistId!;
  const otherProducerId = (await db.select().from(producers)).find((p) => p.id !== ownProducerId)!.id;
  const otherArtistId = (await db.select().from(artists)).find((a) => a.id !== ownArtistId)!.id;
  const categories = await db.select().from(showCategories);
  const channels = await db.select().from(salesChannels).where(eq(salesChannels.code, 'WEB'));
  const theatre = await insertPlacedRoom(db, 'Théâtre test', seatMapOf(2, 5, 10));
  const hangar = await insertUnplacedRoom(db, 'Hangar test', [{ id: 'fosse', name: 'Fosse', capacity: 500 }]);
  return {
    ownProducerId,
    ownArtistId,
    otherProducerId,
    otherArtistId,
    categoryIds: categories.map((c) => c.id),
    webChannelId: channels[0]!.id,
    theatreId: theatre.id,
    hangarId: hangar.id,
  };
}
export type ShowFixtures = Awaited<ReturnType<typeof showFixtures>>;

/** A show body: name, producer, room and dates; each test adds what it checks. */
export const showBody = (f: ShowFixtures, overrides: Record<string, unknown> = {}) => ({
  name: 'Le Misanthrope',
  producerId: f.ownProducerId,
  roomId: f.theatreId,
  durationMinutes: 120,
  dates: [{ date: '2027-03-10', times: ['20:30'] }],
  ...overrides,
});
