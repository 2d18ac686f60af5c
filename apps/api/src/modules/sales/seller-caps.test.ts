import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { loadConfig } from '../../config';
import { orders } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/test-app';
import { secondSeller } from './second-seller';
import { boxOffice, boxOfficeFixtures, type BoxOfficeFixtures } from './test-fixtures';

let t: TestContext;
let f: BoxOfficeFixtures;
let bo: ReturnType<typeof boxOffice>;
beforeAll(async () => {
  t = await createTestApp({ sellerCaps: { openCarts: 3, heldSeats: 5 } });
  f = await boxOfficeFixtures(t);
  bo = boxOffice(t, f);
});
afterAll(() => t.close());

const tooManyCarts = {
  code: 'E03012',
  message: 'You have too many open carts: validate or abandon one before opening another',
  details: { max: 3 },
};
const tooManySeats = {
  code: 'E03013',
  message: 'You hold too many seats in your carts: validate or abandon a cart before holding more',
  details: { max: 5 },
};
const lapse = (id: string) =>
  t.database.db
    .update(orders)
    .set({ expiresAt: sql`clock_timestamp() - interval '1 second'` })
    .where(eq(orders.id, id));
const open = () => bo.api.post('/api/carts', { salesChannelId: f.channels.boxOffice });
const plein = () => f.levels['Orchestre/Plein']!;

describe('caps per seller', () => {
  it('reads MAX_OPEN_CARTS_PER_SELLER and MAX_HELD_SEATS_PER_SELLER, 20 and 500 by default', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).sellerCaps).toEqual({ openCarts: 20, heldSeats: 500 });
    const set = { NODE_ENV: 'test', MAX_OPEN_CARTS_PER_SELLER: '7', MAX_HELD_SEATS_PER_SELLER: '70' };
    expect(loadConfig(set).sellerCaps).toEqual({ openCarts: 7, heldSeats: 70 });
  });

  it('refuses a cart over the open carts cap (409 E03012); an abandoned or lapsed one does not count', async () => {
    const carts = [await bo.cart(), await bo.cart(), await bo.cart()];
    expect(await open()).toMatchObject({ status: 409, body: { error: tooManyCarts } });
    // Another seller has caps of its own.
    expect(
      (await (await secondSeller(t)).api.post('/api/carts', { salesChannelId: f.channels.web })).status,
    ).toBe(201);
    expect((await bo.api.delete(`/api/carts/${carts[0]}`)).status).toBe(200);
    const fourth = await open();
    expect(fourth.status).toBe(201);
    expect(await open()).toMatchObject({ status: 409, body: { error: tooManyCarts } });
    await lapse(carts[1]!);
    expect((await open()).status).toBe(201);
    // Leave no open cart to the next test.
    for (const id of [carts[2]!, fourth.body.data.id]) await bo.api.delete(`/api/carts/${id}`);
  });

  it('refuses seats or places over the held seats cap (409 E03013), over all live carts of the seller', async () => {
    const [a, b] = [await bo.cart(), await bo.cart()];
    expect((await bo.seats(a, f.events.theatre, plein(), f.seats.orchestre.slice(0, 4))).status).toBe(201);
    const over = await bo.seats(b, f.events.theatre, plein(), f.seats.orchestre.slice(4, 6));
    expect(over).toMatchObject({ status: 409, body: { error: tooManySeats } });
    // Standing places count as seats (the careful path checks the cap too).
    const places = await bo.places(b, f.events.hangar, f.levels['Fosse/Debout']!, 'fosse', 2);
    expect(places).toMatchObject({ status: 409, body: { error: tooManySeats } });
    expect((await bo.seats(b, f.events.theatre, plein(), [f.seats.orchestre[4]!])).status).toBe(201);
    expect((await bo.seats(b, f.events.theatre, plein(), [f.seats.orchestre[5]!])).status).toBe(409);
    // Nothing of a refused add is held.
    const cart = (await bo.api.get(`/api/carts/${b}`)).body.data;
    expect(cart.items).toHaveLength(1);
    // A lapsed hold does not count; a sold cart's seats are no longer held.
    await lapse(a);
    expect((await bo.seats(b, f.events.theatre, plein(), [f.seats.orchestre[6]!])).status).toBe(201);
    expect((await bo.validate(b)).status).toBe(200);
    const c = await bo.cart();
    expect((await bo.places(c, f.events.hangar, f.levels['Fosse/Debout']!, 'fosse', 5)).status).toBe(201);
    await bo.api.delete(`/api/carts/${c}`);
  });

  it("counts a cart taken over as the new seller's: over its caps the take-over is refused", async () => {
    const other = await secondSeller(t, 'seller3@encore.test');
    const theirs = (await other.api.post('/api/carts', { salesChannelId: f.channels.boxOffice })).body.data
      .id;
    const seats = {
      eventId: f.events.theatre,
      priceLevelId: plein(),
      seatIds: f.seats.orchestre.slice(10, 14),
    };
    expect((await other.api.post(`/api/carts/${theirs}/items`, seats)).status).toBe(201);
    const mine = await bo.cart();
    expect((await bo.seats(mine, f.events.theatre, plein(), f.seats.orchestre.slice(14, 16))).status).toBe(
      201,
    );
    const taken = await bo.api.post(`/api/carts/${theirs}/take-over`, {});
    expect(taken).toMatchObject({ status: 409, body: { error: tooManySeats } });
    await bo.api.delete(`/api/carts/${mine}`);
    expect((await bo.api.post(`/api/carts/${theirs}/take-over`, {})).status).toBe(200);
  });
});
