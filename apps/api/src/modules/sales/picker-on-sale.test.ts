import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { events, shows } from '../../db/schema';
import { useTestApp } from '../../test/use-test-app';
import { boxOffice, boxOfficeFixtures, type BoxOfficeFixtures } from './test-fixtures';

const t = useTestApp();
let f: BoxOfficeFixtures;
let bo: ReturnType<typeof boxOffice>;
const extra: Record<string, string> = {};

beforeAll(async () => {
  f = await boxOfficeFixtures(t);
  bo = boxOffice(t, f);
  const db = t.database.db;
  // An event that started ten minutes ago: still in "this hour", which the picker's `from` starts at.
  const [started] = await db
    .insert(events)
    .values({
      showId: f.theatreShow,
      roomId: (await db.select().from(events).where(eq(events.id, f.events.theatre)))[0]!.roomId,
      startsAt: new Date(Date.now() - 10 * 60_000),
      endsAt: new Date(Date.now() + 110 * 60_000),
      capacity: 60,
    })
    .returning();
  extra.started = started!.id;
});

/** The ids `GET /api/events?onSale=true` lists to the seller. */
async function onSaleIds(): Promise<string[]> {
  const hour = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000).toISOString();
  const res = await bo.api.get(`/api/events?onSale=true&from=${hour}&sort=startsAt&pageSize=100`);
  expect(res.status).toBe(200);
  return (res.body.data as { id: string }[]).map((e) => e.id);
}

describe('GET /api/events?onSale=true (the box office picker)', () => {
  it('offers exactly the events a cart accepts: not archived, cancelled, started, unpriced or unsold', async () => {
    expect(await onSaleIds()).toEqual([f.events.theatre, f.events.hangar, f.events.theatre2]);
    // Everything left out is refused when added: the picker never leads the seller to that error.
    const cart = await bo.cart();
    const level = f.levels['Orchestre/Plein']!;
    for (const id of [f.events.archived, f.events.cancelled, f.events.past, extra.started!]) {
      const res = await bo.seats(cart, id, level, [f.seats.orchestre[29]!]);
      expect(res.body.error.code).toBe('E03007');
    }
    // And what is offered is accepted.
    expect((await bo.seats(cart, f.events.theatre, level, [f.seats.orchestre[29]!])).status).toBe(201);
  });

  it('leaves out a show without a pricing or without a sales channel, and one archived later', async () => {
    const db = t.database.db;
    await db.update(shows).set({ status: 'archived' }).where(eq(shows.id, f.hangarShow));
    expect(await onSaleIds()).toEqual([f.events.theatre, f.events.theatre2]);
    await db.update(shows).set({ pricingId: null }).where(eq(shows.id, f.theatreShow));
    expect(await onSaleIds()).toEqual([]);
    // Without the filter the picker's old query still lists them: the filter is what leaves them out.
    const all = await bo.api.get('/api/events?status=scheduled&pageSize=100');
    expect((all.body.data as { id: string }[]).map((e) => e.id)).toContain(f.events.archived);
  });

  it('refuses a bad onSale value with 400', async () => {
    expect((await bo.api.get('/api/events?onSale=yes')).status).toBe(400);
  });
});
