import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import { events, soldOf } from '../../db/schema';
import type { TestContext } from '../../test/test-app';
import { bearer } from '../../test/test-app';
import type { BoxOfficeFixtures } from '../sales/test-fixtures';

/** The box office's invariants, checked in SQL after a race: what a double sale or an overrun looks like. */
export async function auditInventory(db: Executor, f: BoxOfficeFixtures, quota: number) {
  const doubles = (await rawRows(
    db,
    sql`
    select count(*)::int as n from (select event_id, seat_id from order_items
      where seat_id is not null and status in ('held', 'sold') group by 1, 2 having count(*) > 1) d`,
  )) as { n: number }[];
  const soldTwice = (await rawRows(
    db,
    sql`
    select count(*)::int as n from (select event_id, seat_id from order_items
      where seat_id is not null and status = 'sold' group by 1, 2 having count(*) > 1) d`,
  )) as { n: number }[];
  const reduced = (await rawRows(
    db,
    sql`
    select coalesce(sum(quantity), 0)::int as n from order_items where event_id = ${f.events.theatre}
      and price_level_id = ${f.levels['Orchestre/Réduit']!} and status in ('held', 'sold')`,
  )) as { n: number }[];
  const sold = (await rawRows(
    db,
    sql`
    select (select ${soldOf(events.id)} from ${events} where ${events.id} = ${f.events.theatre}) as counter,
      (select count(*)::int from order_items where event_id = ${f.events.theatre} and status = 'sold') as items`,
  )) as { counter: number; items: number }[];
  return {
    doubleHeldOrSold: doubles[0]!.n,
    doubleSold: soldTwice[0]!.n,
    quotaOverrun: Math.max(0, reduced[0]!.n - quota),
    soldCounter: Number(sold[0]!.counter),
    soldItems: Number(sold[0]!.items),
  };
}

/** One random add-to-cart: 1 to 3 seats of one area of the theatre, at a level of their category. */
export function randomAdd(f: BoxOfficeFixtures, random: () => number) {
  const orchestre = random() < 0.6;
  const pool = orchestre ? f.seats.orchestre : f.seats.balcon;
  const start = Math.floor(random() * (pool.length - 3));
  const seatIds = pool.slice(start, start + 1 + Math.floor(random() * 3));
  const level = orchestre
    ? f.levels[random() < 0.5 ? 'Orchestre/Réduit' : 'Orchestre/Plein']!
    : f.levels['Balcon/Plein']!;
  return { eventId: f.events.theatre, priceLevelId: level, seatIds };
}

/** A seeded generator, so a failing run can be replayed. */
export function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

export async function injectAll(
  t: TestContext,
  token: string,
  /** `token`: the call's own seller (a cart is changed by its seller only), instead of the common one. */
  calls: { method: 'POST' | 'DELETE'; url: string; payload?: object; token?: string }[],
) {
  const responses = await Promise.all(
    calls.map((c) =>
      t.app.inject({ method: c.method, url: c.url, headers: bearer(c.token ?? token), payload: c.payload }),
    ),
  );
  const statuses = new Map<number, number>();
  for (const r of responses) statuses.set(r.statusCode, (statuses.get(r.statusCode) ?? 0) + 1);
  return { responses, statuses, serverErrors: responses.filter((r) => r.statusCode >= 500).length };
}
