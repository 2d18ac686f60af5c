import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkIns, orderHistory, orders, tickets } from '../db/schema';
import {
  boxOffice,
  boxOfficeFixtures,
  soldCount,
  type BoxOfficeFixtures,
} from '../modules/sales/test-fixtures';
import { cutNextCommit, journalSettled } from '../test/commit-cut';
import { bearer } from '../test/test-app';
import { useTestApp } from '../test/use-test-app';

const t = useTestApp();
let f: BoxOfficeFixtures;
let b: ReturnType<typeof boxOffice>;
let token: string;
beforeAll(async () => {
  f = await boxOfficeFixtures(t);
  b = boxOffice(t, f);
  token = (await t.login('BOX_OFFICE')).token;
});

/** One request as the box office seller, with an Idempotency-Key when given. */
async function send(method: 'POST' | 'PATCH' | 'DELETE', url: string, body?: object, key?: string) {
  const res = await t.app.inject({
    method,
    url,
    headers: { ...bearer(token), ...(key === undefined ? {} : { 'idempotency-key': key }) },
    ...(body ? { payload: body } : {}),
  });
  return { status: res.statusCode, body: res.body, replayed: res.headers['idempotent-replayed'] };
}

let seat = 0;
/** A cart holding `n` seats of the theatre's orchestra, none sold before. */
async function cartWithSeats(n = 2): Promise<{ cart: string; seatIds: string[] }> {
  const cart = await b.cart();
  const seatIds = f.seats.orchestre.slice(seat, (seat += n));
  expect((await b.seats(cart, f.events.theatre, f.levels['Orchestre/Plein']!, seatIds)).status).toBe(201);
  return { cart, seatIds };
}
const validation = { customer: { name: 'Ada Lovelace', email: 'ada@example.com' }, paymentMethod: 'card' };
const validate = (cart: string, key?: string, body: object = validation) =>
  send('POST', `/api/orders/${cart}/validate`, body, key);

/** What one sale left in the database: the order's confirmations, its tickets. */
async function saleFacts(cart: string) {
  const db = t.database.db;
  const [confirmed] = await db
    .select({ n: count() })
    .from(orderHistory)
    .where(and(eq(orderHistory.orderId, cart), eq(orderHistory.action, 'confirmed')));
  const [issued] = await db.select({ n: count() }).from(tickets).where(eq(tickets.orderId, cart));
  const [order] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, cart));
  return { status: order!.status, confirmations: confirmed!.n, tickets: issued!.n };
}

describe('writes safe to retry: Idempotency-Key (issue 24)', () => {
  it('sells once when the same validate is sent 20 times at once with one key: 20 identical answers', async () => {
    const { cart } = await cartWithSeats(2);
    const soldBefore = await soldCount(t.database.db, f.events.theatre);
    const answers = await Promise.all(Array.from({ length: 20 }, () => validate(cart, `sale-${cart}`)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(answers.filter((a) => a.replayed === 'true')).toHaveLength(19);
    expect(JSON.parse(answers[0]!.body).data).toMatchObject({ id: cart, status: 'confirmed' });
    expect(await saleFacts(cart)).toEqual({ status: 'confirmed', confirmations: 1, tickets: 2 });
    expect(await soldCount(t.database.db, f.events.theatre)).toBe(soldBefore + 2);
  });

  it('answers a retry after a lost answer with the first answer, without the key a second validate is refused', async () => {
    const { cart } = await cartWithSeats(1);
    const first = await validate(cart, `lost-${cart}`);
    const retry = await validate(cart, `lost-${cart}`);
    expect(retry).toEqual({ ...first, replayed: 'true' });
    expect((await validate(cart)).status).toBe(409);
  });

  it.each(['after', 'before'] as const)(
    'sells once when the connection is cut %s the commit reached the database, and the retry answers the sale',
    async (when) => {
      const { cart } = await cartWithSeats(2);
      const soldBefore = await soldCount(t.database.db, f.events.theatre);
      // The earlier sales' journal facts chained first: the commit cut must be this sale's.
      await journalSettled(t.database);
      const { done } = cutNextCommit(t.database, when);
      const cut = await validate(cart, `cut-${cart}`);
      await done;
      expect(cut.status).toBe(503);
      const retry = await validate(cart, `cut-${cart}`);
      expect(retry.status).toBe(200);
      expect(retry.replayed).toBe(when === 'after' ? 'true' : undefined);
      expect(JSON.parse(retry.body).data).toMatchObject({ id: cart, status: 'confirmed' });
      expect(await saleFacts(cart)).toEqual({ status: 'confirmed', confirmations: 1, tickets: 2 });
      expect(await soldCount(t.database.db, f.events.theatre)).toBe(soldBefore + 2);
    },
  );

  it('refuses the key with another body or on another route (422 E00011), and changes nothing', async () => {
    const { cart } = await cartWithSeats(1);
    const key = `reuse-${cart}`;
    expect((await validate(cart, key)).status).toBe(200);
    const otherBody = await validate(cart, key, { ...validation, paymentMethod: 'cash' });
    expect({ status: otherBody.status, code: JSON.parse(otherBody.body).error.code }).toEqual({
      status: 422,
      code: 'E00011',
    });
    const otherRoute = await send('DELETE', `/api/carts/${cart}`, undefined, key);
    expect(otherRoute.status).toBe(422);
    expect(await saleFacts(cart)).toMatchObject({ status: 'confirmed', confirmations: 1 });
  });

  it('stores no error answer: the same key runs again once the cause is gone', async () => {
    const cart = await b.cart();
    const key = `empty-${cart}`;
    expect((await validate(cart, key)).status).toBe(409); // empty cart
    const seatIds = f.seats.orchestre.slice(seat, (seat += 1));
    expect((await b.seats(cart, f.events.theatre, f.levels['Orchestre/Plein']!, seatIds)).status).toBe(201);
    const sold = await validate(cart, key);
    expect({ status: sold.status, replayed: sold.replayed }).toEqual({ status: 200, replayed: undefined });
  });

  it('replays the cart writes: a cart created once, seats held once', async () => {
    const create = () => send('POST', '/api/carts', { salesChannelId: f.channels.boxOffice }, 'create-1');
    const [a, c] = [await create(), await create()];
    expect({ status: c.status, body: c.body }).toEqual({ status: 201, body: a.body });
    const cart = JSON.parse(a.body).data.id as string;
    const seatIds = f.seats.orchestre.slice(seat, (seat += 2));
    const body = { eventId: f.events.theatre, priceLevelId: f.levels['Orchestre/Plein']!, seatIds };
    const add = () => send('POST', `/api/carts/${cart}/items`, body, `add-${cart}`);
    const [added, again] = [await add(), await add()];
    expect(again).toEqual({ ...added, replayed: 'true' });
    expect(JSON.parse(again.body).data.items).toHaveLength(2);
  });

  it('replays a check-in scan: the retry answers "valid" again and records one scan', async () => {
    const { cart } = await cartWithSeats(1);
    expect((await validate(cart)).status).toBe(200);
    const [ticket] = await t.database.db.select().from(tickets).where(eq(tickets.orderId, cart));
    const scan = { code: ticket!.code, eventId: f.events.theatre };
    const first = await send('POST', '/api/check-ins', scan, `scan-${cart}`);
    const retry = await send('POST', '/api/check-ins', scan, `scan-${cart}`);
    expect(JSON.parse(first.body).data.result).toBe('valid');
    expect(retry).toEqual({ ...first, replayed: 'true' });
    const scans = await t.database.db.select().from(checkIns).where(eq(checkIns.ticketId, ticket!.id));
    expect(scans).toHaveLength(1);
    expect(JSON.parse((await send('POST', '/api/check-ins', scan)).body).data.result).toBe('already_used');
  });
});
