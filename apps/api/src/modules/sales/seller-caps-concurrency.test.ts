import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, usesPostgres, type TestContext } from '../../test/test-app';
import { injectAll } from '../inventory/test-concurrency-audit';
import { boxOfficeFixtures } from './test-fixtures';

const caps = { openCarts: 5, heldSeats: 8 };
const opened: TestContext[] = [];
afterAll(() => Promise.all(opened.map((t) => t.close())));

/**
 * The negative control: the seller's count without its lock (check-then-write), replacing the function
 * in this test's database only, to show the race the lock closes is real.
 */
const countWithoutLock = sql`create or replace function encore_seller_holds(seller uuid)
  returns table (carts int, seats int) language plpgsql as $$
  begin
    return query select count(*)::int, coalesce(sum(h.n), 0)::int from orders o
      left join lateral (select sum(i.quantity) as n from order_items i
        where i.order_id = o.id and i.status = 'held') h on true
      where o.created_by = seller and (o.status = 'cart') is true and o.expires_at > clock_timestamp();
  end $$`;

/** 40 cart openings of one seller at once, then 2 seats added to each opened cart at once. */
async function race(locked: boolean) {
  const t = await createTestApp({ sellerCaps: caps });
  opened.push(t);
  if (!locked) await t.database.db.execute(countWithoutLock);
  const f = await boxOfficeFixtures(t);
  const { token } = await t.login('BOX_OFFICE');
  const open = {
    method: 'POST' as const,
    url: '/api/carts',
    payload: { salesChannelId: f.channels.boxOffice },
  };
  const openings = await injectAll(
    t,
    token,
    Array.from({ length: 40 }, () => open),
  );
  const carts = (
    (await t.database.db.execute(sql`select id from orders where status = 'cart'`)) as unknown as {
      rows: { id: string }[];
    }
  ).rows.map((r) => r.id);
  const seats = f.seats.orchestre;
  const adds = await injectAll(
    t,
    token,
    carts.map((id, i) => ({
      method: 'POST' as const,
      url: `/api/carts/${id}/items`,
      payload: {
        eventId: f.events.theatre,
        priceLevelId: f.levels['Orchestre/Plein'],
        seatIds: seats.slice(2 * i, 2 * i + 2),
      },
    })),
  );
  const held = (await t.database.db.execute(
    sql`select count(*)::int as n from order_items where status = 'held'`,
  )) as unknown as { rows: { n: number }[] };
  return { openings, carts: carts.length, adds, held: held.rows[0]!.n };
}

describe.skipIf(!usesPostgres)('caps per seller under concurrency (PostgreSQL)', () => {
  it('never lets concurrent openings or holds of one seller pass its caps', async () => {
    const { openings, carts, adds, held } = await race(true);
    expect(openings.serverErrors).toBe(0);
    expect(openings.statuses.get(201)).toBe(caps.openCarts);
    expect(openings.statuses.get(409)).toBe(40 - caps.openCarts);
    expect(carts).toBe(caps.openCarts);
    expect(adds.serverErrors).toBe(0);
    // 5 carts asking 2 seats each with a cap of 8: four of them get theirs.
    expect(adds.statuses.get(201)).toBe(4);
    expect(held).toBe(8);
  }, 120_000);

  it('negative control: counted without the seller lock, the same race passes the caps', async () => {
    const { carts, held } = await race(false);
    expect(carts > caps.openCarts || held > caps.heldSeats).toBe(true);
  }, 120_000);
});
