import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { orders, priceLevels } from '../../db/schema';
import { useTestApp } from '../../test/use-test-app';
import { counterDrift } from './sql/counter-recount';
import { boxOffice, boxOfficeFixtures, type BoxOfficeFixtures } from '../sales/test-fixtures';

const t = useTestApp({ overrides: { cartHoldSeconds: 2 } });
let f: BoxOfficeFixtures;
let bo: ReturnType<typeof boxOffice>;
let level: string;
let pricingId: string;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const statuses: number[] = [];
const track = <T extends { status: number }>(res: T) => (statuses.push(res.status), res);

beforeAll(async () => {
  f = await boxOfficeFixtures(t);
  bo = boxOffice(t, f);
  level = f.levels['Orchestre/Plein']!; // no quota to begin with
  const [row] = await t.database.db.select().from(priceLevels).where(eq(priceLevels.id, level));
  pricingId = row!.pricingId;
});

const setQuota = async (quota: number | null) => {
  const res = track(
    await t.api.as('ADMIN').patch(`/api/pricings/${pricingId}/price-levels/${level}`, { quota }),
  );
  expect(res.status).toBe(200);
};
const hold = async (seatIds: string[]) => {
  const cart = await bo.cart();
  return { cart, res: track(await bo.seats(cart, f.events.theatre, level, seatIds)) };
};
const sell = async (seatIds: string[]) => {
  const { cart, res } = await hold(seatIds);
  expect(res.status).toBe(201);
  const sold = track(await bo.validate(cart));
  expect(sold.body.data.status).toBe('confirmed');
  return cart;
};
/** Tickets of the level that are live: sold, or held by a cart whose hold has not lapsed. */
const liveTickets = async () => {
  const result = (await t.database.db.execute(sql`
    select coalesce(sum(i.quantity), 0)::int as n from order_items i join orders o on o.id = i.order_id
    where i.event_id = ${f.events.theatre} and i.price_level_id = ${level}
      and (i.status = 'sold' or (i.status = 'held' and o.expires_at > clock_timestamp()))`)) as unknown as {
    rows: { n: number }[];
  };
  return Number(result.rows[0]!.n);
};

describe('a quota removed and set again (issue 21)', () => {
  it('corrupts nothing: no 500, no stuck hold, never more live tickets than the quota', async () => {
    const seats = f.seats.orchestre;
    await setQuota(5);
    await sell([seats[0]!]);
    await setQuota(null);
    const soldWhileNull = await sell([seats[1]!]);
    const left = await hold(seats.slice(2, 5));
    expect(left.res.status).toBe(201);
    expect(await counterDrift(t.database.db)).toEqual([]);
    await sleep(2100);
    // The sweeper (every second) closes the lapsed cart and gives its seats back.
    const status = async () =>
      (await t.database.db.select().from(orders).where(eq(orders.id, left.cart)))[0]!.status;
    for (let i = 0; i < 30 && (await status()) === 'cart'; i++) await sleep(100);
    expect(await status()).toBe('abandoned');
    expect(await counterDrift(t.database.db)).toEqual([]);
    await setQuota(5);
    expect(track(await t.api.as('BOX_OFFICE').post(`/api/orders/${soldWhileNull}/cancel`, {})).status).toBe(
      200,
    );
    // One seat sold is left on a quota of 5: four more at most, one seat per cart, then the quota's 409.
    const answers: number[] = [];
    for (const seat of seats.slice(2, 10)) {
      const { cart, res } = await hold([seat]);
      answers.push(res.status);
      if (res.status === 201) track(await bo.validate(cart));
      else expect(res.body.error).toMatchObject({ code: 'E03002' });
    }
    expect(answers).toEqual([201, 201, 201, 201, 409, 409, 409, 409]);
    expect(await liveTickets()).toBe(5);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(await counterDrift(t.database.db)).toEqual([]);
  });

  it('a quota lowered below what is sold refuses new holds with the quota message', async () => {
    await setQuota(2);
    const { res } = await hold([f.seats.orchestre[12]!]);
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({
      code: 'E03002',
      message: 'Quota not available for same products',
    });
    await setQuota(null);
    expect((await hold([f.seats.orchestre[12]!])).res.status).toBe(201);
    expect(await counterDrift(t.database.db)).toEqual([]);
  });
});
