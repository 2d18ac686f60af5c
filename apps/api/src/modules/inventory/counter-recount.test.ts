import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders, priceLevels, rooms } from '../../db/schema';
import { useTestApp } from '../../test/use-test-app';
import { counterDrift } from './sql/counter-recount';
import { boxOffice, boxOfficeFixtures, type BoxOfficeFixtures } from '../sales/test-fixtures';

// Every counter of the live stock (quota, area, sold) equals a recount of the items after every kind of
// change: hold, level change, removal, sale, approval, cancellation, abandon, expiry, admin changes.
const t = useTestApp({ overrides: { cartHoldSeconds: 2 } });
let f: BoxOfficeFixtures;
let bo: ReturnType<typeof boxOffice>;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  f = await boxOfficeFixtures(t);
  bo = boxOffice(t, f);
});

const noDrift = async () => expect(await counterDrift(t.database.db)).toEqual([]);
const ok = async (res: Promise<{ status: number; body: { data?: unknown } }>, status = 200) => {
  const answer = await res;
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  await noDrift();
  return answer.body as { data: { id: string; status: string; items: { id: string }[] } };
};

describe('counters against a recount of the facts', () => {
  it('agree after every kind of change', async () => {
    const theatre = f.events.theatre;
    const reduced = f.levels['Orchestre/Réduit']!; // quota 5
    const full = f.levels['Orchestre/Plein']!;
    const balcon = f.levels['Balcon/Plein']!;
    const seats = f.seats.orchestre;
    // Hold seats and places, change a level, remove an item, sell, cancel an item.
    const a = await bo.cart();
    await ok(bo.seats(a, theatre, reduced, seats.slice(0, 3)), 201);
    const held = await ok(bo.places(a, theatre, balcon, 'parterre', 3), 201);
    const [first, second] = held.data.items;
    await ok(bo.api.patch(`/api/carts/${a}/items/${first!.id}`, { priceLevelId: full }));
    await ok(bo.api.delete(`/api/carts/${a}/items/${second!.id}`));
    const sold = await ok(bo.validate(a));
    expect(sold.data.status).toBe('confirmed');
    await ok(bo.api.post(`/api/orders/${a}/items/${sold.data.items[0]!.id}/cancel`, {}));
    // A whole order cancelled; a cart abandoned.
    const b = await bo.cart();
    await ok(bo.seats(b, theatre, reduced, seats.slice(5, 7)), 201);
    await ok(bo.validate(b));
    await ok(bo.api.post(`/api/orders/${b}/cancel`, { reason: 'test' }));
    const c = await bo.cart();
    await ok(bo.places(c, theatre, balcon, 'parterre', 2), 201);
    await ok(bo.api.delete(`/api/carts/${c}`));
    // Approvals: held while pending, sold once both approved.
    const d = await bo.cart(f.channels.invitations);
    await ok(bo.seats(d, theatre, full, seats.slice(8, 10)), 201);
    expect((await ok(bo.validate(d))).data.status).toBe('pending_approval');
    await ok(t.api.as('SHOW_MANAGER').post(`/api/orders/${d}/approve`, { as: 'show_manager' }));
    await ok(t.api.as('PRODUCER').post(`/api/orders/${d}/approve`, { as: 'producer' }));
    // Expiry: a lapsed cart swept.
    const e = await bo.cart();
    await ok(bo.seats(e, theatre, reduced, seats.slice(10, 12)), 201);
    await ok(bo.places(e, theatre, balcon, 'parterre', 1), 201);
    await sleep(2100);
    const status = async () => (await t.database.db.select().from(orders).where(eq(orders.id, e)))[0]!.status;
    for (let i = 0; i < 30 && (await status()) === 'cart'; i++) await sleep(100);
    expect(await status()).toBe('abandoned');
    await noDrift();
    // Admin changes: the quota removed, a seat held meanwhile, the quota set again; an area made smaller.
    const [level] = await t.database.db.select().from(priceLevels).where(eq(priceLevels.id, reduced));
    const setQuota = (quota: number | null) =>
      t.api.as('ADMIN').patch(`/api/pricings/${level!.pricingId}/price-levels/${reduced}`, { quota });
    await ok(setQuota(null));
    const g = await bo.cart();
    await ok(bo.seats(g, theatre, reduced, seats.slice(12, 14)), 201);
    await ok(setQuota(3));
    await ok(bo.api.delete(`/api/carts/${g}`));
    await t.database.db
      .update(rooms)
      .set({ gaAreas: [{ id: 'parterre', name: 'Parterre', capacity: 4 }] })
      .where(
        eq(
          rooms.id,
          (await t.database.db.select().from(rooms).where(eq(rooms.name, 'Théâtre box office')))[0]!.id,
        ),
      );
    const h = await bo.cart();
    // 3 places sold (order a): one left of 4.
    await ok(bo.places(h, theatre, balcon, 'parterre', 1), 201);
    await ok(bo.places(h, theatre, balcon, 'parterre', 1), 409);
  });
});
