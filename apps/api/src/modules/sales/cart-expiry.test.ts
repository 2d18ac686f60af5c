import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { eventQuotaUsage, orders } from '../../db/schema';
import { useTestApp } from '../../test/use-test-app';
import { boxOffice, boxOfficeFixtures, type BoxOfficeFixtures } from './test-fixtures';

const t = useTestApp({ overrides: { cartHoldSeconds: 2 } });
let f: BoxOfficeFixtures;
let bo: ReturnType<typeof boxOffice>;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  f = await boxOfficeFixtures(t);
  bo = boxOffice(t, f);
});

describe('hold expiry (CART_HOLD_SECONDS=2)', () => {
  it('frees a lapsed hold at once for the next seller, and refuses to validate it', async () => {
    const first = await bo.cart();
    const [seat] = f.seats.orchestre;
    expect((await bo.seats(first, f.events.theatre, f.levels['Orchestre/Plein']!, [seat!])).status).toBe(201);
    await sleep(2100);
    // On every screen at once: a lapsed hold is no longer listed.
    const availability = await bo.api.get(`/api/events/${f.events.theatre}/availability`);
    expect(availability.body.data.heldSeatIds).not.toContain(seat);
    const second = await bo.cart();
    expect((await bo.seats(second, f.events.theatre, f.levels['Orchestre/Plein']!, [seat!])).status).toBe(
      201,
    );
    const late = await bo.validate(first);
    expect(late.status).toBe(409);
    expect(late.body.error).toMatchObject({ code: 'E03005', message: 'Your cart has expired' });
    const order = (await bo.api.get(`/api/carts/${first}`)).body.data;
    expect(order.status).toBe('abandoned');
    expect((await bo.validate(second)).body.data.status).toBe('confirmed');
  });

  it('refuses an expired cart with nothing sold, and the sweep gives quota and places back', async () => {
    const cart = await bo.cart();
    const level = f.levels['Orchestre/Réduit']!; // quota 5
    await bo.seats(cart, f.events.theatre, level, f.seats.orchestre.slice(10, 15));
    await bo.places(await bo.cart(), f.events.hangar, f.levels['Fosse/Debout']!, 'fosse', 50);
    const quotaUsed = async () =>
      (
        await t.database.db
          .select()
          .from(eventQuotaUsage)
          .where(and(eq(eventQuotaUsage.eventId, f.events.theatre), eq(eventQuotaUsage.priceLevelId, level)))
      )[0]?.used;
    expect(await quotaUsed()).toBe(5);
    await sleep(2100);
    const res = await bo.validate(cart);
    expect(res.body.error.code).toBe('E03005');
    // The background sweep (every second) closes the cart and gives the quota back without anyone asking.
    for (let i = 0; i < 40 && (await quotaUsed()) !== 0; i++) await sleep(100);
    expect(await quotaUsed()).toBe(0);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, cart));
    expect(row!.status).toBe('abandoned');
    const availability = await bo.api.get(`/api/events/${f.events.hangar}/availability`);
    expect(availability.body.data.gaAreas[0]).toMatchObject({ id: 'fosse', remaining: 50 });
    expect(availability.body.data.held).toBe(0);
  });

  it('renews the hold on every change of the cart', async () => {
    const cart = await bo.cart();
    const level = f.levels['Balcon/Plein']!;
    const first = await bo.seats(cart, f.events.theatre, level, [f.seats.balcon[0]!]);
    await sleep(1300);
    const second = await bo.seats(cart, f.events.theatre, level, [f.seats.balcon[1]!]);
    expect(Date.parse(second.body.data.expiresAt)).toBeGreaterThan(
      Date.parse(first.body.data.expiresAt) + 500,
    );
    await sleep(600); // 1.3 s after the first change, 0.6 s after the last
    const res = await bo.validate(cart);
    expect(res.body.data.status).toBe('confirmed');
    expect(res.body.data.items).toHaveLength(2);
  });

  it('sweeps every lapsed cart even when one of them cannot be closed', async () => {
    const broken = await bo.cart();
    const level = f.levels['Orchestre/Réduit']!;
    expect((await bo.seats(broken, f.events.theatre, level, [f.seats.orchestre[20]!])).status).toBe(201);
    const fine = await bo.cart();
    const balcon = f.levels['Balcon/Plein']!;
    expect((await bo.seats(fine, f.events.theatre, balcon, [f.seats.balcon[25]!])).status).toBe(201);
    // The first cart's counter made wrong behind the code's back: giving its ticket back breaks a CHECK.
    const key = and(eq(eventQuotaUsage.eventId, f.events.theatre), eq(eventQuotaUsage.priceLevelId, level));
    await t.database.db.update(eventQuotaUsage).set({ used: 0 }).where(key);
    const status = async (id: string) =>
      (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!.status;
    await sleep(2100);
    for (let i = 0; i < 30 && (await status(fine)) === 'cart'; i++) await sleep(100);
    expect(await status(fine)).toBe('abandoned');
    expect(await status(broken)).toBe('cart');
    await t.database.db.update(eventQuotaUsage).set({ used: 1 }).where(key);
    for (let i = 0; i < 30 && (await status(broken)) === 'cart'; i++) await sleep(100);
    expect(await status(broken)).toBe('abandoned');
  });
});
