import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { orders } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/test-app';
import { secondSeller } from './second-seller';
import { boxOffice, boxOfficeFixtures, type BoxOfficeFixtures } from './test-fixtures';

let t: TestContext;
let f: BoxOfficeFixtures;
let first: ReturnType<typeof boxOffice>;
let second: Awaited<ReturnType<typeof secondSeller>>;
let firstId: string;
beforeAll(async () => {
  t = await createTestApp();
  f = await boxOfficeFixtures(t);
  first = boxOffice(t, f);
  second = await secondSeller(t);
  firstId = (await first.api.get('/api/auth/me')).body.data.id;
});
afterAll(() => t.close());

const anotherSeller = {
  code: 'E03014',
  message: 'This cart belongs to another seller: take it over to change, validate or abandon it',
};
const customer = { customer: { name: 'Ada Lovelace', email: 'ada@example.com' }, paymentMethod: 'card' };

/** A cart of the first seller holding two orchestra seats; its id and first item's id. */
async function firstSellersCart(seats: string[]) {
  const id = await first.cart();
  const added = await first.seats(id, f.events.theatre, f.levels['Orchestre/Plein']!, seats);
  expect(added.status).toBe(201);
  return { id, itemId: added.body.data.items[0].id as string };
}

describe("another seller's cart", () => {
  it('refuses every change, the validation and the abandon to another seller (403 E03014)', async () => {
    const { id, itemId } = await firstSellersCart(f.seats.orchestre.slice(0, 2));
    const tries = [
      second.api.post(`/api/carts/${id}/items`, {
        eventId: f.events.theatre,
        priceLevelId: f.levels['Orchestre/Plein'],
        seatIds: [f.seats.orchestre[5]],
      }),
      second.api.post(`/api/carts/${id}/items`, {
        eventId: f.events.hangar,
        priceLevelId: f.levels['Fosse/Debout'],
        gaAreaId: 'fosse',
        quantity: 2,
      }),
      second.api.patch(`/api/carts/${id}/items/${itemId}`, { priceLevelId: f.levels['Orchestre/Réduit'] }),
      second.api.delete(`/api/carts/${id}/items/${itemId}`),
      second.api.post(`/api/orders/${id}/validate`, customer),
      second.api.delete(`/api/carts/${id}`),
    ];
    for (const res of await Promise.all(tries))
      expect(res).toMatchObject({ status: 403, body: { error: anotherSeller } });
    // Reading it stays allowed, and nothing changed.
    const cart = await second.api.get(`/api/carts/${id}`);
    expect(cart.body.data).toMatchObject({ status: 'cart', createdBy: firstId });
    expect(cart.body.data.items.map((i: { status: string }) => i.status)).toEqual(['held', 'held']);
  });

  it('lets another seller take it over explicitly, recorded in the history; then only the new seller acts', async () => {
    const { id } = await firstSellersCart(f.seats.orchestre.slice(2, 4));
    const taken = await second.api.post(`/api/carts/${id}/take-over`, {});
    expect(taken.status).toBe(200);
    expect(taken.body.data).toMatchObject({ status: 'cart', createdBy: second.id });
    const order = await second.api.get(`/api/orders/${id}`);
    const step = order.body.data.history.find((h: { action: string }) => h.action === 'taken_over');
    expect(step).toMatchObject({
      userId: second.id,
      userName: 'Second Seller',
      details: { from: firstId, to: second.id, fromName: expect.any(String) },
    });
    // The first seller now needs the cart back the same way.
    const back = await first.seats(id, f.events.theatre, f.levels['Orchestre/Plein']!, [
      f.seats.orchestre[6]!,
    ]);
    expect(back).toMatchObject({ status: 403, body: { error: anotherSeller } });
    expect((await first.validate(id)).status).toBe(403);
    const added = await second.api.post(`/api/carts/${id}/items`, {
      eventId: f.events.theatre,
      priceLevelId: f.levels['Orchestre/Plein'],
      seatIds: [f.seats.orchestre[7]],
    });
    expect(added.status).toBe(201);
    const sold = await second.api.post(`/api/orders/${id}/validate`, customer);
    expect(sold.body.data).toMatchObject({ status: 'confirmed' });
    // A sold order is no cart to take over.
    expect((await first.api.post(`/api/carts/${id}/take-over`, {})).status).toBe(409);
  });

  it("takes nothing over from oneself and lets the new seller release the cart's seats", async () => {
    const { id } = await firstSellersCart(f.seats.orchestre.slice(8, 10));
    const own = await first.api.post(`/api/carts/${id}/take-over`, {});
    expect(own.status).toBe(200);
    expect(own.body.data.createdBy).toBe(firstId);
    expect((await second.api.post(`/api/carts/${id}/take-over`, {})).status).toBe(200);
    const released = await second.api.delete(`/api/carts/${id}`);
    expect(released.body.data).toMatchObject({ status: 'abandoned' });
    const history = (await first.api.get(`/api/orders/${id}`)).body.data.history;
    expect(history.map((h: { action: string }) => h.action)).toEqual([
      'created',
      'item_added',
      'taken_over',
      'abandoned',
    ]);
  });

  it("refuses a cart whose hold has lapsed (409 E03005): its seats may be anyone's by now", async () => {
    const { id } = await firstSellersCart([f.seats.orchestre[11]!]);
    await t.database.db
      .update(orders)
      .set({ expiresAt: sql`clock_timestamp() - interval '1 second'` })
      .where(eq(orders.id, id));
    const res = await second.api.post(`/api/carts/${id}/take-over`, {});
    expect(res).toMatchObject({ status: 409, body: { error: { code: 'E03005' } } });
    expect((await second.api.get(`/api/carts/${id}`)).body.data.createdBy).toBe(firstId);
  });

  it('is refused to a role that may not change carts', async () => {
    const { id } = await firstSellersCart([f.seats.orchestre[10]!]);
    const res = await boxOffice(t, f, 'SHOW_MANAGER').api.post(`/api/carts/${id}/take-over`, {});
    expect(res.status).toBe(403);
  });
});
