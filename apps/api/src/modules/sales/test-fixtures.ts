import { eq } from 'drizzle-orm';
import type { RoleName } from '@encore/shared/auth/permissions';
import type { Executor } from '../../db/client';
import {
  events,
  soldOf,
  priceLevels,
  pricingCategories,
  pricings,
  rooms,
  salesChannels,
  showSalesChannels,
  shows,
  taxClasses,
} from '../../db/schema';
import { seedDemoCatalogue } from '../../db/seed/seed-catalogue';
import type { TestContext } from '../../test/test-app';
import { requests } from '../../test/requests';
import { insertPlacedRoom, insertUnplacedRoom, seatMapOf } from '../pricings/test-helpers';
import { findUserByEmail } from '../users/users.repository';

const day = 24 * 3600 * 1000;

async function pricingFor(
  db: Executor,
  roomId: string,
  zones: {
    name: string;
    ids: string[];
    levels: { name: string; cents: number; rate: number; quota?: number }[];
  }[],
) {
  const taxes = new Map((await db.select().from(taxClasses)).map((t) => [t.rateBasisPoints, t.id]));
  const [pricing] = await db
    .insert(pricings)
    .values({ name: `Pricing ${roomId}`, roomId })
    .returning();
  const mapping: Record<string, string[]> = {};
  const levels: Record<string, string> = {};
  const categories: Record<string, string> = {};
  for (const [rank, zone] of zones.entries()) {
    const [category] = await db
      .insert(pricingCategories)
      .values({
        pricingId: pricing!.id,
        name: zone.name,
        rank,
        defaultColour: '#1c7ed6',
        activeColour: '#1864ab',
        textColour: '#ffffff',
        seatCount: zone.ids.length,
      })
      .returning();
    categories[zone.name] = category!.id;
    mapping[category!.id] = zone.ids;
    for (const level of zone.levels) {
      const [row] = await db
        .insert(priceLevels)
        .values({
          pricingId: pricing!.id,
          categoryId: category!.id,
          name: level.name,
          taxClassId: taxes.get(level.rate)!,
          priceCents: level.cents,
          quota: level.quota ?? null,
        })
        .returning();
      levels[`${zone.name}/${level.name}`] = row!.id;
    }
  }
  await db
    .update(pricings)
    .set({ seatCategoriesJson: JSON.stringify(mapping) })
    .where(eq(pricings.id, pricing!.id));
  return { pricingId: pricing!.id, levels, categories };
}

/**
 * A theatre (2 areas x 3 rows x 10 seats: area a0 is category "Orchestre", a1 "Balcon") and a hangar
 * (general admission "fosse" 50, "mezzanine" 10), each with a published show sold on BOX_OFFICE, WEB (fee
 * 1.50 €) and INVITATIONS (needs approval), events tomorrow; plus a past, a cancelled and an archived one.
 */
export async function boxOfficeFixtures(
  t: TestContext,
  options: { seatsPerRow?: number; quota?: number } = {},
) {
  const db = t.database.db;
  await seedDemoCatalogue(db);
  const channel = async (code: string) =>
    (await db.select().from(salesChannels).where(eq(salesChannels.code, code)))[0]!.id;
  const channels = {
    boxOffice: await channel('BOX_OFFICE'),
    web: await channel('WEB'),
    invitations: await channel('INVITATIONS'),
    phone: await channel('PHONE'),
  };
  const producerId = (await findUserByEmail(db, 'producer@encore.test'))!.producerId!;
  const map = seatMapOf(2, 3, options.seatsPerRow ?? 10);
  const theatre = await insertPlacedRoom(db, 'Théâtre box office', map);
  // A standing area beside the seats, as an arena's pit.
  const parterre = { id: 'parterre', name: 'Parterre', capacity: 10 };
  await db
    .update(rooms)
    .set({ gaAreas: [parterre], capacity: map.seats.length + parterre.capacity })
    .where(eq(rooms.id, theatre.id));
  const hangar = await insertUnplacedRoom(db, 'Hangar box office', [
    { id: 'fosse', name: 'Fosse', capacity: 50 },
    { id: 'mezzanine', name: 'Mezzanine', capacity: 10 },
  ]);
  const seatsOf = (area: string) => map.seats.filter((s) => s.rowId.startsWith(area)).map((s) => s.id);
  const theatrePricing = await pricingFor(db, theatre.id, [
    {
      name: 'Orchestre',
      ids: seatsOf('a0'),
      levels: [
        { name: 'Plein', cents: 4500, rate: 550 },
        { name: 'Réduit', cents: 3000, rate: 550, quota: options.quota ?? 5 },
      ],
    },
    {
      name: 'Balcon',
      ids: [...seatsOf('a1'), 'parterre'],
      levels: [{ name: 'Plein', cents: 2500, rate: 2000 }],
    },
  ]);
  const hangarPricing = await pricingFor(db, hangar.id, [
    { name: 'Fosse', ids: ['fosse'], levels: [{ name: 'Debout', cents: 2000, rate: 210 }] },
    { name: 'Mezzanine', ids: ['mezzanine'], levels: [{ name: 'Assis', cents: 3500, rate: 1000, quota: 8 }] },
  ]);
  const show = async (name: string, roomId: string, pricingId: string, status: 'published' | 'archived') => {
    const [row] = await db
      .insert(shows)
      .values({ name, producerId, roomId, pricingId, durationMinutes: 120, status })
      .returning();
    await db.insert(showSalesChannels).values(
      [channels.boxOffice, channels.web, channels.invitations].map((c) => ({
        showId: row!.id,
        salesChannelId: c,
      })),
    );
    return row!.id;
  };
  const event = async (
    showId: string,
    roomId: string,
    capacity: number,
    inDays: number,
    status = 'scheduled',
  ) => {
    const startsAt = new Date(Date.now() + inDays * day);
    const [row] = await db
      .insert(events)
      .values({
        showId,
        roomId,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 2 * 3600 * 1000),
        capacity,
        status: status as 'scheduled',
      })
      .returning();
    return row!.id;
  };
  const theatreShow = await show('Le Misanthrope', theatre.id, theatrePricing.pricingId, 'published');
  const hangarShow = await show('Concert debout', hangar.id, hangarPricing.pricingId, 'published');
  const archivedShow = await show('Archivé', theatre.id, theatrePricing.pricingId, 'archived');
  return {
    channels,
    producerId,
    map,
    seats: { orchestre: seatsOf('a0'), balcon: seatsOf('a1') },
    theatreShow,
    hangarShow,
    levels: { ...theatrePricing.levels, ...hangarPricing.levels },
    events: {
      theatre: await event(theatreShow, theatre.id, map.seats.length, 2),
      theatre2: await event(theatreShow, theatre.id, map.seats.length, 3),
      hangar: await event(hangarShow, hangar.id, 60, 2),
      past: await event(theatreShow, theatre.id, map.seats.length, -1),
      cancelled: await event(theatreShow, theatre.id, map.seats.length, 4, 'cancelled'),
      archived: await event(archivedShow, theatre.id, map.seats.length, 5),
    },
  };
}
export type BoxOfficeFixtures = Awaited<ReturnType<typeof boxOfficeFixtures>>;

/** Request helpers plus a cart opener for the box office tests. */
export function boxOffice(t: TestContext, f: BoxOfficeFixtures, role: RoleName = 'BOX_OFFICE') {
  const api = requests(t).as(role);
  return {
    api,
    async cart(channelId = f.channels.boxOffice): Promise<string> {
      const res = await api.post('/api/carts', { salesChannelId: channelId });
      if (res.status !== 201) throw new Error(`cart: ${JSON.stringify(res.body)}`);
      return res.body.data.id;
    },
    seats: (cartId: string, eventId: string, priceLevelId: string, seatIds: string[]) =>
      api.post(`/api/carts/${cartId}/items`, { eventId, priceLevelId, seatIds }),
    places: (cartId: string, eventId: string, priceLevelId: string, gaAreaId: string, quantity: number) =>
      api.post(`/api/carts/${cartId}/items`, { eventId, priceLevelId, gaAreaId, quantity }),
    validate: (
      cartId: string,
      customer: Record<string, unknown> = { name: 'Ada Lovelace', email: 'ada@example.com' },
      paymentMethod = 'card',
    ) => api.post(`/api/orders/${cartId}/validate`, { customer, paymentMethod }),
  };
}

/** An event's tickets sold, as the API counts them (the view event_sales). */
export async function soldCount(db: Executor, eventId: string): Promise<number> {
  const [row] = await db
    .select({ n: soldOf(events.id) })
    .from(events)
    .where(eq(events.id, eventId));
  return row!.n;
}
