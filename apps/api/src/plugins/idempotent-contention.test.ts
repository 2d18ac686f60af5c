import { beforeAll, describe, expect, it } from 'vitest';
import {
  boxOffice,
  boxOfficeFixtures,
  soldCount,
  type BoxOfficeFixtures,
} from '../modules/sales/test-fixtures';
import { bearer } from '../test/test-app';
import { openTillSession } from '../test/till-session';
import { useTestApp } from '../test/use-test-app';

const t = useTestApp();
let f: BoxOfficeFixtures;
let b: ReturnType<typeof boxOffice>;
let token: string;
beforeAll(async () => {
  f = await boxOfficeFixtures(t);
  b = boxOffice(t, f);
  token = (await t.login('BOX_OFFICE')).token;
  // Sales in cash: the seller's till session is open (issue 23).
  await openTillSession(t.app, token);
});

const keyed = async (url: string, payload: object, key: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(token), 'idempotency-key': key },
    payload,
  });
  return { status: res.statusCode, code: res.statusCode >= 400 ? res.json().error.code : undefined };
};

/**
 * Keyed writes meet each other as unkeyed ones do: the refusals the sale statements raise, the careful path's
 * row locks and retried deadlocks all happen inside each request's transaction (savepoints), and are
 * answered as usual, never 500.
 */
describe('keyed writes under contention (issue 24)', () => {
  it('holds two seats for one of 12 sellers wanting them at once: the others 409 E03001', async () => {
    const carts = await Promise.all(Array.from({ length: 12 }, () => b.cart()));
    const seatIds = f.seats.orchestre.slice(0, 2);
    const body = { eventId: f.events.theatre, priceLevelId: f.levels['Orchestre/Plein']!, seatIds };
    const answers = await Promise.all(carts.map((c) => keyed(`/api/carts/${c}/items`, body, `hold-${c}`)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409 && a.code === 'E03001')).toHaveLength(11);
  });

  it('holds 7 places for 7 of 8 sellers at once in an area of 50, refuses the 8th (E03003), sells them', async () => {
    const carts = await Promise.all(Array.from({ length: 8 }, () => b.cart()));
    const fosse = {
      eventId: f.events.hangar,
      priceLevelId: f.levels['Fosse/Debout']!,
      gaAreaId: 'fosse',
      quantity: 7,
    };
    const answers = await Promise.all(carts.map((c) => keyed(`/api/carts/${c}/items`, fosse, `area-${c}`)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(7);
    expect(answers.filter((a) => a.status === 409 && a.code === 'E03003')).toHaveLength(1);
    const customer = { name: 'Ada Lovelace', email: 'ada@example.com' };
    const held = carts.filter((_, i) => answers[i]!.status === 201);
    const validated = await Promise.all(
      held.map((c) => keyed(`/api/orders/${c}/validate`, { customer, paymentMethod: 'cash' }, `sell-${c}`)),
    );
    expect(validated.map((v) => v.status)).toEqual(Array(7).fill(200));
    expect(await soldCount(t.database.db, f.events.hangar)).toBe(49);
  });
});
