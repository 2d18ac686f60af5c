import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { itemAmounts, orderTotals } from '@encore/shared/money';
import { eventQuotaUsage, orderHistory, orderItems, orders } from '../../../db/schema';
import { useTestApp } from '../../../test/use-test-app';
import { levelFacts, saleFacts } from '../sale-facts';
import { holdSeatsAtOnce, quotaFull, seatsTaken } from './hold-seats';
import { boxOffice, boxOfficeFixtures, type BoxOfficeFixtures } from '../test-fixtures';

// The one-statement seat hold (the add-to-cart's fast path): all of it, or nothing at all.
const t = useTestApp();
let f: BoxOfficeFixtures;
let bo: ReturnType<typeof boxOffice>;

beforeAll(async () => {
  f = await boxOfficeFixtures(t);
  bo = boxOffice(t, f);
});

async function hold(cartId: string, levelName: string, seatIds: string[]) {
  const db = t.database.db;
  const level = (await levelFacts(db, f.levels[levelName]!))!;
  const facts = (await saleFacts(db, f.events.theatre))!;
  const [cart] = await db.select().from(orders).where(eq(orders.id, cartId));
  const rows = seatIds.map((seatId) => ({
    id: crypto.randomUUID(),
    orderId: cartId,
    eventId: f.events.theatre,
    priceLevelId: level.id,
    categoryId: level.categoryId,
    priceLevelName: level.name,
    seatId,
    quantity: 1,
    areaLabel: 'Orchestre',
    rowLabel: 'A',
    seatLabel: seatId,
    ...itemAmounts(level.priceCents, level.rateBasisPoints, 150),
  }));
  const result = await holdSeatsAtOnce(db, {
    cartId,
    holdSeconds: 900,
    userId: cart!.createdBy!,
    show: { showId: facts.showId, producerId: facts.producerId },
    rows,
    quota: level.quota,
    maxSeats: 500,
    added: orderTotals(rows),
    details: { eventId: f.events.theatre, priceLevelId: level.id, seatIds },
  });
  return 'refused' in result ? { refused: result.refused, items: [], cart: undefined } : result;
}

/** What a refused statement must leave as it was. */
async function stateOf(cartId: string) {
  const db = t.database.db;
  const [cart] = await db.select().from(orders).where(eq(orders.id, cartId));
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, cartId));
  const history = await db.select().from(orderHistory).where(eq(orderHistory.orderId, cartId));
  const [quota] = await db
    .select()
    .from(eventQuotaUsage)
    .where(
      and(
        eq(eventQuotaUsage.eventId, f.events.theatre),
        eq(eventQuotaUsage.priceLevelId, f.levels['Orchestre/Réduit']!),
      ),
    );
  return { cart, items: items.length, history: history.length, quota: quota?.used };
}

describe('seats held in one statement', () => {
  it('holds free seats, renews the hold, adds the items to the totals and writes the step', async () => {
    const cartId = await bo.cart();
    const first = await hold(cartId, 'Orchestre/Plein', f.seats.orchestre.slice(0, 2));
    expect(first!.items).toHaveLength(2);
    const second = await hold(cartId, 'Orchestre/Plein', f.seats.orchestre.slice(2, 3));
    // The answer lists the cart's earlier items with the new one, and the totals are those of all three.
    expect(second!.items.map((l) => l.item.seatId)).toEqual(f.seats.orchestre.slice(0, 3));
    expect(second!.cart).toMatchObject(orderTotals(second!.items.map((l) => l.item)));
    expect(second!.cart!.totalInclTaxCents).toBe(3 * (4500 + 150));
    expect(second!.cart!.showId).toBe(f.theatreShow);
    expect(second!.cart!.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 890_000);
    const { history } = await stateOf(cartId);
    expect(history).toBe(3); // created + two item_added
  });

  it('counts a quota level against its counter', async () => {
    const cartId = await bo.cart();
    // The level's first hold makes its counter (any path: every live item counts, quota or not).
    expect(
      (await bo.seats(cartId, f.events.theatre, f.levels['Orchestre/Réduit']!, [f.seats.orchestre[5]!]))
        .status,
    ).toBe(201);
    expect((await stateOf(cartId)).quota).toBe(1);
    expect(await hold(cartId, 'Orchestre/Réduit', f.seats.orchestre.slice(6, 8))).not.toHaveProperty(
      'refused',
    );
    expect((await stateOf(cartId)).quota).toBe(3);
    // Quota 5: three more is full (the 409 at once), two more is not.
    const level = { eventId: f.events.theatre, priceLevelId: f.levels['Orchestre/Réduit']!, quota: 5 };
    expect(await quotaFull(t.database.db, { ...level, count: 3 })).toBe(true);
    expect(await quotaFull(t.database.db, { ...level, count: 2 })).toBe(false);
  });

  it('does nothing at all when one seat is taken, the quota would overflow or the cart is closed', async () => {
    const other = await bo.cart();
    expect(await hold(other, 'Orchestre/Plein', [f.seats.orchestre[9]!])).not.toHaveProperty('refused');
    const cartId = await bo.cart();
    expect(await hold(cartId, 'Orchestre/Plein', [f.seats.orchestre[8]!])).not.toHaveProperty('refused');
    const before = await stateOf(cartId);

    // Seat 9 is the other cart's: seat 10, free, is not held either.
    expect(await hold(cartId, 'Orchestre/Plein', f.seats.orchestre.slice(9, 11))).toMatchObject({
      refused: 'seats',
    });
    expect(await seatsTaken(t.database.db, f.events.theatre, f.seats.orchestre.slice(9, 11))).toEqual([
      f.seats.orchestre[9],
    ]);
    // Quota 5, 3 used: three more would be 6.
    expect(await hold(cartId, 'Orchestre/Réduit', f.seats.orchestre.slice(11, 14))).toMatchObject({
      refused: 'quota',
    });
    expect(await stateOf(cartId)).toEqual(before);
    const taken = await t.database.db
      .select()
      .from(orderItems)
      .where(and(eq(orderItems.eventId, f.events.theatre), eq(orderItems.seatId, f.seats.orchestre[10]!)));
    expect(taken).toEqual([]);

    // A cart no longer live (closed here: a lapsed one is swept every second, which would race the check;
    // cart-expiry.test.ts has lapsed carts, whose seats the careful path frees for the next seller).
    await t.database.db.update(orders).set({ status: 'abandoned' }).where(eq(orders.id, cartId));
    const lapsed = await stateOf(cartId);
    // Refused for the cart, not its seats (the careful path's order: the cart is locked first).
    expect(await hold(cartId, 'Orchestre/Plein', [f.seats.orchestre[12]!])).toMatchObject({
      refused: 'cart',
    });
    expect(await stateOf(cartId)).toEqual(lapsed);
  });
});
