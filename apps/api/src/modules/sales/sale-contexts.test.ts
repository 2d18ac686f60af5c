import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogueVersion, priceLevels, showSalesChannels, shows } from '../../db/schema';
import { useTestApp } from '../../test/use-test-app';
import { boxOffice, boxOfficeFixtures, type BoxOfficeFixtures } from './test-fixtures';

// A process keeps the cart it opened and the catalogue facts of its last adds (sale-contexts.ts): each
// test makes its first add (facts kept), changes the catalogue behind the process's back (straight in the
// database, as another API process or an import would), then adds again to the same cart.
const t = useTestApp();
let f: BoxOfficeFixtures;
let bo: ReturnType<typeof boxOffice>;

beforeAll(async () => {
  f = await boxOfficeFixtures(t);
  bo = boxOffice(t, f);
});

const db = () => t.database.db;
const plein = () => f.levels['Orchestre/Plein']!;
const addSeat = (cart: string, seat: number) =>
  bo.seats(cart, f.events.theatre, plein(), [f.seats.orchestre[seat]!]);
const priceOfSeat = (
  res: { body: { data: { items: { seatId: string; unitPriceCents: number }[] } } },
  seat: number,
) => res.body.data.items.find((i) => i.seatId === f.seats.orchestre[seat])?.unitPriceCents;
const version = async () => (await db().select().from(catalogueVersion))[0]!.version;

describe('facts an API process kept between two adds', () => {
  it("sells at the level's price of now, not of the cart's first add", async () => {
    const cart = await bo.cart();
    const first = await addSeat(cart, 0);
    expect(first.status).toBe(201);
    const price = priceOfSeat(first, 0)!;
    await db()
      .update(priceLevels)
      .set({ priceCents: price + 500 })
      .where(eq(priceLevels.id, plein()));
    try {
      const second = await addSeat(cart, 1);
      expect(second.status).toBe(201);
      expect(priceOfSeat(second, 1)).toBe(price + 500);
      expect(priceOfSeat(second, 0)).toBe(price);
    } finally {
      await db().update(priceLevels).set({ priceCents: price }).where(eq(priceLevels.id, plein()));
    }
  });

  it('refuses the next add once the event is cancelled, and sells again once it is reinstated', async () => {
    const manager = t.api.as('SHOW_MANAGER');
    const cart = await bo.cart();
    expect((await addSeat(cart, 2)).status).toBe(201);
    expect((await manager.post(`/api/events/${f.events.theatre}/cancel`, {})).status).toBe(200);
    try {
      const refused = await addSeat(cart, 3);
      expect(refused.status).toBe(409);
      expect(refused.body.error).toMatchObject({ code: 'E03007', details: { reason: 'eventCancelled' } });
    } finally {
      expect((await manager.post(`/api/events/${f.events.theatre}/reinstate`, {})).status).toBe(200);
    }
    expect((await addSeat(cart, 3)).status).toBe(201);
  });

  it("refuses the next add once the show no longer sells on the cart's channel", async () => {
    const cart = await bo.cart();
    expect((await addSeat(cart, 4)).status).toBe(201);
    const [show] = await db().select({ id: shows.id }).from(shows).where(sql`${shows.id} = (
      select show_id from events where id = ${f.events.theatre})`);
    const link = and(
      eq(showSalesChannels.showId, show!.id),
      eq(showSalesChannels.salesChannelId, f.channels.boxOffice),
    );
    const [removed] = await db().delete(showSalesChannels).where(link).returning();
    try {
      const refused = await addSeat(cart, 5);
      expect(refused.status).toBe(400);
      expect(refused.body.error).toMatchObject({ code: 'E03008' });
    } finally {
      await db().insert(showSalesChannels).values(removed!);
    }
    expect((await addSeat(cart, 5)).status).toBe(201);
  });
});

describe('the catalogue version', () => {
  it('moves at the commit of a transaction that wrote the catalogue, once, and never back', async () => {
    const before = await version();
    let inside = 0;
    await db().transaction(async (tx) => {
      await tx
        .update(priceLevels)
        .set({ name: sql`${priceLevels.name}` })
        .where(eq(priceLevels.id, plein()));
      await tx.update(shows).set({ name: sql`${shows.name}` });
      inside = (await tx.select().from(catalogueVersion))[0]!.version;
    });
    // Deferred to the commit: the row is locked only from there (no deadlock between catalogue writers).
    expect(inside).toBe(before);
    const after = await version();
    expect(after).toBeGreaterThan(before);

    // A transaction that rolled back moves nothing.
    await expect(
      db().transaction(async (tx) => {
        await tx.update(priceLevels).set({ priceCents: 1 }).where(eq(priceLevels.id, plein()));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await version()).toBe(after);
    await db()
      .update(priceLevels)
      .set({ name: sql`${priceLevels.name}` })
      .where(eq(priceLevels.id, plein()));
    expect(await version()).toBeGreaterThan(after);
  });
});
