import { asc, eq, inArray } from 'drizzle-orm';
import { events, priceLevels, rooms, salesChannels, taxClasses, users } from '../../db/schema';
import { seedRoomPricing } from '../../db/seed/demo-season-pricings';
import { writeOrders, type WrittenItem, type WrittenOrder } from '../../db/seed/order-writer';
import type { TestContext } from '../../test/test-app';
import { requests } from '../../test/requests';
import { showBody, showFixtures } from '../shows/test-fixtures';

const nextYear = new Date().getUTCFullYear() + 1;

/**
 * Two shows in the test theatre (the demo PRODUCER's and another producer's), priced by the demo season's
 * pricing (Plein tarif, Réduit, -26 ans with a quota of 40), and a writer of finished orders on them.
 */
export async function orderFixtures(t: TestContext) {
  const db = t.database.db;
  const f = await showFixtures(t);
  const api = requests(t);
  const [theatre] = await db.select().from(rooms).where(eq(rooms.id, f.theatreId));
  const [tax] = await db.select().from(taxClasses).where(eq(taxClasses.rateBasisPoints, 550));
  const pricingId = await seedRoomPricing(db, theatre!, 4500, tax!.id);
  const levels = await db
    .select()
    .from(priceLevels)
    .where(eq(priceLevels.pricingId, pricingId))
    .orderBy(asc(priceLevels.rank));
  const channels = await db.select().from(salesChannels);
  const channel = (code: string) => channels.find((c) => c.code === code)!;
  const makeShow = async (name: string, producerId: string, date: string) => {
    const body = showBody(f, {
      name,
      producerId,
      pricingId,
      salesChannelIds: channels.map((c) => c.id),
      dates: [{ date, times: ['20:00'] }],
    });
    const res = await api.as('SHOW_MANAGER').post('/api/shows', body);
    if (res.status !== 201) throw new Error(JSON.stringify(res.body));
    const [event] = await db.select().from(events).where(eq(events.showId, res.body.data.id));
    return { id: res.body.data.id as string, producerId, eventId: event!.id };
  };
  const own = await makeShow('Tartuffe', f.ownProducerId, `${nextYear}-04-01`);
  const other = await makeShow('Ondine', f.otherProducerId, `${nextYear}-04-02`);
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, ['boxoffice@encore.test', 'manager@encore.test']));
  const seller = people.find((p) => p.email.startsWith('boxoffice'))!.id;

  /** A seat of the theatre: a0r0s0 is Area 0, row 1, seat 1. */
  const seat = (area: number, row: number, n: number) => ({
    id: `a${area}r${row}s${n}`,
    area: `Area ${area}`,
    row: String(row + 1),
    label: String(n + 1),
  });
  const item = (eventId: string, levelIndex: number, s: WrittenItem['seat'], cancelled = false) => {
    const level = levels[levelIndex]!;
    return {
      eventId,
      level: { ...level, rateBasisPoints: 550 },
      quota: level.quota,
      seat: s,
      cancelled,
    } satisfies WrittenItem;
  };
  const write = async (order: Partial<WrittenOrder> & Pick<WrittenOrder, 'items'>) => {
    const [id] = await writeOrders(db, [
      {
        status: 'confirmed',
        channel: channel('WEB'),
        show: own,
        createdBy: seller,
        customer: { name: 'Jeanne Dupont', email: 'jeanne@example.org', phone: '+33 6 12 34 56 78' },
        paymentMethod: 'card',
        createdAt: new Date(Date.now() - 3_600_000),
        ...order,
      },
    ]);
    return id!;
  };
  return { f, api, levels, channel, own, other, seller, seat, item, write };
}
export type OrderFixtures = Awaited<ReturnType<typeof orderFixtures>>;
