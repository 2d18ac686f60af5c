import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema';
import { createTestApp, usesPostgres, type TestContext } from '../../test/test-app';
import { openTillSession } from '../../test/till-session';
import { sellCartAtOnce, type CartSale } from './sql/sell-cart';
import { boxOffice, boxOfficeFixtures, type BoxOfficeFixtures } from './test-fixtures';

/**
 * The one-statement sale reads the seller's till session itself (sql/till-session.ts), by the tills
 * module's rule: a payment belongs to the seller's open session, cash without one sells nothing, and the
 * session's row is held until the sale's transaction ends, so a closing waits for the sale and counts it.
 */
let t: TestContext;
let f: BoxOfficeFixtures;
let bo: ReturnType<typeof boxOffice>;
beforeAll(async () => {
  t = await createTestApp();
  f = await boxOfficeFixtures(t);
  bo = boxOffice(t, f);
});
afterAll(() => t.close());

let nextSeat = 0;
/** A box office cart holding one new balcony seat (25 €) and its seller. */
async function oneSeatCart() {
  const cart = await bo.cart();
  const seat = f.seats.balcon[nextSeat++]!;
  expect((await bo.seats(cart, f.events.theatre2, f.levels['Balcon/Plein']!, [seat])).status).toBe(201);
  const [row] = await t.database.db
    .select({ seller: orders.createdBy, status: orders.status })
    .from(orders)
    .where(eq(orders.id, cart));
  return { cart, seller: row!.seller! };
}
const saleOf = (id: string, userId: string, method: 'cash' | 'card'): CartSale => ({
  id,
  userId,
  customer: { name: 'Ada Lovelace', email: null, phone: null, language: null },
  paymentMethod: method,
  payments: [{ method, amountCents: null, tenderedCents: null, changeCents: null, reference: null }],
  paidCents: null,
  withTills: true,
  cash: method === 'cash',
  tillSessionId: null,
  journal: false,
  inTransaction: true,
});
const statusOf = async (id: string) =>
  (await t.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]!.status;

describe('the one-statement sale and the till session', () => {
  it("puts the payment in the seller's open session; a closing waits for the sale and counts it", async () => {
    const sessionId = await openTillSession(t.app, (await t.login('BOX_OFFICE')).token, { '1000': 2 });
    const { cart, seller } = await oneSeatCart();
    const db = t.database.db;
    let closing: ReturnType<typeof bo.api.post> | undefined;
    await db.transaction(async (tx) => {
      const sold = await sellCartAtOnce(tx, saleOf(cart, seller, 'cash'));
      expect(sold?.tillSessionId).toBe(sessionId);
      expect(sold?.payments.map((p) => [p.method, p.amountCents, p.tillSessionId])).toEqual([
        ['cash', 2500, sessionId],
      ]);
      if (!usesPostgres) return;
      // The closing starts while the sale is not committed: it must wait for it (the session's row).
      const result = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
        rows: { pid: number }[];
      };
      const pid = result.rows[0]!.pid;
      closing = bo.api.post(`/api/till-sessions/${sessionId}/close`, { cash: {} });
      for (;;) {
        const { rows } = (await db.execute(
          sql`select count(*)::int as n from pg_stat_activity where ${pid} = any(pg_blocking_pids(pid))`,
        )) as unknown as { rows: { n: number }[] };
        if (rows[0]!.n > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    });
    closing ??= bo.api.post(`/api/till-sessions/${sessionId}/close`, { cash: {} });
    const closed = await closing;
    expect(closed.status).toBe(200);
    expect(closed.body.data.expected.cash).toBe(2000 + 2500);
  });

  it('sells nothing for cash without an open session; a card payment then has no session', async () => {
    const { cart, seller } = await oneSeatCart();
    const db = t.database.db;
    expect(await db.transaction((tx) => sellCartAtOnce(tx, saleOf(cart, seller, 'cash')))).toBeNull();
    expect(await statusOf(cart)).toBe('cart');
    const sold = await db.transaction((tx) => sellCartAtOnce(tx, saleOf(cart, seller, 'card')));
    expect(sold?.tillSessionId).toBeNull();
    expect(sold?.payments.map((p) => [p.method, p.tillSessionId])).toEqual([['card', null]]);
    expect(await statusOf(cart)).toBe('confirmed');
  });
});
