import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoEmail } from '../../db/seed/seed-demo';
import { orderItems, tickets } from '../../db/schema';
import { apiProcesses, callProcess } from '../../test/api-process';
import { createTestApp, usesPostgres, type TestContext } from '../../test/test-app';
import { within } from '../../test/within';
import { boxOffice, boxOfficeFixtures, type BoxOfficeFixtures } from '../sales/test-fixtures';

// After a crash between a sale's statement and its tickets, the tickets are owed: every running process
// repairs them within seconds (ticket-repair.ts), not only the crashed one when it restarts.
let t: TestContext;
let f: BoxOfficeFixtures;
let b: ReturnType<typeof boxOffice>;
const processes = apiProcesses();

beforeAll(async () => {
  t = await createTestApp();
  f = await boxOfficeFixtures(t);
  b = boxOffice(t, f);
});
afterAll(async () => {
  processes.stopAll();
  await t.close();
});

const db = () => t.database.db;
/** The order's tickets a door accepts, as `itemId:admission`. */
async function validTickets(orderId: string) {
  const rows = await db()
    .select({ itemId: tickets.itemId, admission: tickets.admission })
    .from(tickets)
    .where(and(eq(tickets.orderId, orderId), eq(tickets.status, 'valid')));
  return rows.map((r) => `${r.itemId}:${r.admission}`).sort();
}

/** A confirmed sale of two seats and three standing places; answers the order and its tickets. */
async function sale(seat: number) {
  const cart = await b.cart();
  const seats = f.seats.balcon.slice(seat, seat + 2);
  expect((await b.seats(cart, f.events.theatre, f.levels['Balcon/Plein']!, seats)).status).toBe(201);
  expect((await b.places(cart, f.events.theatre, f.levels['Balcon/Plein']!, 'parterre', 3)).status).toBe(201);
  expect((await b.validate(cart)).body.data.status).toBe('confirmed');
  const all = await validTickets(cart);
  expect(all).toHaveLength(5);
  return { cart, all };
}

/** As if the process had stopped before writing them: one seat's ticket and one standing admission. */
async function loseTickets(cart: string) {
  const items = await db().select().from(orderItems).where(eq(orderItems.orderId, cart));
  const seat = items.find((i) => i.seatId)!;
  const area = items.find((i) => i.gaAreaId)!;
  await db()
    .delete(tickets)
    .where(
      sql`(${tickets.itemId} = ${seat.id}) or (${tickets.itemId} = ${area.id} and ${tickets.admission} = 2)`,
    );
  expect(await validTickets(cart)).toHaveLength(3);
}

describe('tickets owed after a crash', () => {
  it('are issued again by the running process within seconds, never for a cancelled order', async () => {
    const { cart, all } = await sale(0);
    const cancelled = await sale(2);
    await loseTickets(cart);
    await loseTickets(cancelled.cart);
    expect((await b.api.post(`/api/orders/${cancelled.cart}/cancel`, {})).status).toBe(200);
    const repaired = await within(15_000, all.join(), async () => (await validTickets(cart)).join());
    expect(repaired.value).toBe(all.join());
    const left = await db().select().from(tickets).where(eq(tickets.orderId, cancelled.cart));
    expect(left.map((x) => x.status)).toEqual(['void', 'void', 'void']);
  }, 30_000);

  it.skipIf(!usesPostgres)(
    'are issued by another process when the one that sold was killed',
    async () => {
      // Only the two processes run: the test's own app stops (its database stays).
      await t.app.close();
      const [a, other] = await Promise.all([
        processes.start(t.databaseUrl!, t.jwtSecret),
        processes.start(t.databaseUrl!, t.jwtSecret),
      ]);
      const login = await fetch(`${a}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: demoEmail('BOX_OFFICE'), password: DEMO_PASSWORD }),
      });
      const { token } = ((await login.json()) as { data: { token: string } }).data;
      const call = (url: string, body: unknown) => callProcess(a, token, 'POST', url, body);
      const cart = (await call('/api/carts', { salesChannelId: f.channels.boxOffice })).body.data.id;
      const level = f.levels['Balcon/Plein']!;
      const held = [
        await call(`/api/carts/${cart}/items`, {
          eventId: f.events.theatre,
          priceLevelId: level,
          seatIds: [f.seats.balcon[6]!, f.seats.balcon[7]!],
        }),
        await call(`/api/carts/${cart}/items`, {
          eventId: f.events.theatre,
          priceLevelId: level,
          gaAreaId: 'parterre',
          quantity: 3,
        }),
      ];
      expect(held.map((r) => r.status)).toEqual([201, 201]);
      const sold = await call(`/api/orders/${cart}/validate`, {
        customer: { name: 'Ada', email: 'ada@example.com' },
        paymentMethod: 'card',
      });
      expect(sold.status).toBe(200);
      const all = await validTickets(cart);
      expect(all).toHaveLength(5);
      processes.kill(0);
      await loseTickets(cart);
      const repaired = await within(15_000, all.join(), async () => (await validTickets(cart)).join());
      expect(repaired.value).toBe(all.join());
      expect(repaired.ms).toBeLessThan(12_000);
      // The process still answers: it is alive and did the repair.
      expect((await fetch(`${other}/api/ping`)).status).toBe(200);
      const ids = (
        await db()
          .select()
          .from(tickets)
          .where(inArray(tickets.orderId, [cart]))
      ).length;
      expect(ids).toBe(5);
    },
    120_000,
  );
});
