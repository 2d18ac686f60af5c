import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { events, pricings } from '../../db/schema';
import { openTillSession } from '../../test/till-session';
import { useTestApp } from '../../test/use-test-app';
import { boxOffice, boxOfficeFixtures, type BoxOfficeFixtures } from './test-fixtures';

const t = useTestApp();
let f: BoxOfficeFixtures;
let bo: ReturnType<typeof boxOffice>;
let unpriced: string[];

/** The theatre's pricing leaves the last row of the balcony and the standing area without a category. */
beforeAll(async () => {
  f = await boxOfficeFixtures(t);
  bo = boxOffice(t, f);
  // Some sales are in cash: the seller's till session is open (issue 23).
  await openTillSession(t.app, (await t.login('BOX_OFFICE')).token);
  const db = t.database.db;
  const [event] = await db.select().from(events).where(eq(events.id, f.events.theatre));
  const { pricingId } = (await bo.api.get(`/api/shows/${event!.showId}`)).body.data as { pricingId: string };
  const [pricing] = await db.select().from(pricings).where(eq(pricings.id, pricingId));
  const mapping = JSON.parse(pricing!.seatCategoriesJson!) as Record<string, string[]>;
  unpriced = f.seats.balcon.slice(20);
  for (const id of Object.keys(mapping))
    mapping[id] = mapping[id]!.filter((seat) => !unpriced.includes(seat) && seat !== 'parterre');
  await db
    .update(pricings)
    .set({ seatCategoriesJson: JSON.stringify(mapping), updatedAt: new Date() })
    .where(eq(pricings.id, pricingId));
});

describe('places no category covers', () => {
  it("refuses seats outside the pricing's categories with 'Category not available', holding nothing", async () => {
    const cart = await bo.cart();
    const level = f.levels['Balcon/Plein']!;
    const res = await bo.seats(cart, f.events.theatre, level, [f.seats.balcon[0]!, ...unpriced.slice(0, 2)]);
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({
      code: 'E03011',
      message: 'Category not available',
      details: { seatIds: unpriced.slice(0, 2) },
    });
    expect((await bo.api.get(`/api/carts/${cart}`)).body.data.items).toEqual([]);
    // A seat of a category at another category's level is still the price level's refusal.
    const other = await bo.seats(cart, f.events.theatre, f.levels['Orchestre/Plein']!, [f.seats.balcon[0]!]);
    expect(other.body.error).toMatchObject({ code: 'E03006', message: 'Price level not available' });
  });

  it("refuses admissions to an area no category covers with 'Category not available'", async () => {
    const res = await bo.places(await bo.cart(), f.events.theatre, f.levels['Balcon/Plein']!, 'parterre', 2);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({
      code: 'E03011',
      message: 'Category not available',
      details: { gaAreaId: 'parterre' },
    });
  });
});

describe('messages of malformed requests', () => {
  it('asks for a missing sales channel, and says a malformed one is malformed', async () => {
    const missing = await bo.api.post('/api/carts', {});
    expect(missing.status).toBe(400);
    expect(missing.body.error.details).toMatchObject([{ path: 'salesChannelId', message: 'Required field' }]);
    const malformed = await bo.api.post('/api/carts', { salesChannelId: 'box-office' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.details).toMatchObject([
      { path: 'salesChannelId', code: 'common.invalidFormat', message: 'Invalid format' },
    ]);
  });

  it('names the allowed payment methods for an unknown one, and asks for a missing one', async () => {
    const cart = await bo.cart();
    await bo.seats(cart, f.events.theatre, f.levels['Balcon/Plein']!, [f.seats.balcon[11]!]);
    const customer = { name: 'Ada Lovelace', email: 'ada@example.com' };
    const bitcoin = await bo.validate(cart, customer, 'bitcoin');
    expect(bitcoin.status).toBe(400);
    expect(bitcoin.body.error.details).toEqual([
      {
        path: 'paymentMethod',
        code: 'orders.paymentMethodInvalid',
        params: { options: 'cash, card, cheque, transfer, voucher, free' },
        message: 'The payment method must be one of: cash, card, cheque, transfer, voucher, free',
      },
    ]);
    const missing = await bo.api.post(`/api/orders/${cart}/validate`, { customer });
    expect(missing.body.error.details).toMatchObject([
      { path: 'paymentMethod', code: 'common.required', message: 'Required field' },
    ]);
    // Nothing was sold: the cart is still a cart holding its seat, and validates with a real method.
    expect((await bo.api.get(`/api/carts/${cart}`)).body.data).toMatchObject({
      status: 'cart',
      items: [{ status: 'held' }],
    });
    expect((await bo.validate(cart, customer, 'cash')).body.data.status).toBe('confirmed');
  });
});
