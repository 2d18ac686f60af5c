import { asc, eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalJson } from '@encore/shared/journal/canonical-json';
import type { JournalEvent } from '@encore/shared/journal/journal-events';
import { forNamedStatements } from '../../db/client';
import { journalEntries, journalPending, orderItems, orderPayments, orders } from '../../db/schema';
import { createTestApp, usesPostgres, type TestContext } from '../../test/test-app';
import { requests } from '../../test/requests';
import { openTillSession } from '../../test/till-session';
import type { PlannedPayment } from './order-money';
import { validationEvents } from './order-journal';
import { sellCartAtOnce } from './sql/sell-cart';
import { boxOffice, boxOfficeFixtures, type BoxOfficeFixtures } from './test-fixtures';

/**
 * Issue 23, "journalled sale costs": the plain sale's statement (sql/sell-cart.ts) writes the sale's journal
 * events itself, so the journalled sale is one statement committed on its own, as the unjournalled one. Its
 * events are the ones `validationEvents` (order-journal.ts) makes of the sale's rows, chained as canonical
 * JSON in their order (the sale, then each payment); a refused sale writes none.
 */
let t: TestContext;
let f: BoxOfficeFixtures;
let bo: ReturnType<typeof boxOffice>;
let admin: ReturnType<ReturnType<typeof requests>['as']>;
let sessionId: string;

beforeAll(async () => {
  t = await createTestApp();
  f = await boxOfficeFixtures(t);
  bo = boxOffice(t, f);
  admin = requests(t).as('ADMIN');
  sessionId = await openTillSession(t.app, (await t.login('BOX_OFFICE')).token);
});
afterAll(() => t.close());

const customer = { name: 'Ada Lovelace', email: 'ada@example.com' };
const balcon = () => f.levels['Balcon/Plein']!;
const orchestre = () => f.levels['Orchestre/Plein']!;
let nextSeat = 0;
/**
 * A cart on `channel` holding balcony seats (25 € at 20 %) and orchestra seats (45 € at 5.5 %): two VAT
 * rates, and on the web channel a fee of 1.50 € per ticket (a 0 % line).
 */
async function cartOf(balconies: number, orchestras: number, channel = f.channels.web) {
  const cart = await bo.cart(channel);
  const at = nextSeat;
  nextSeat += Math.max(balconies, orchestras);
  if (balconies) {
    const res = await bo.seats(cart, f.events.theatre2, balcon(), f.seats.balcon.slice(at, at + balconies));
    expect(res.status).toBe(201);
  }
  if (orchestras) {
    const seats = f.seats.orchestre.slice(at, at + orchestras);
    expect((await bo.seats(cart, f.events.theatre2, orchestre(), seats)).status).toBe(201);
  }
  const [row] = await t.database.db
    .select({ seller: orders.createdBy, total: orders.totalInclTaxCents })
    .from(orders)
    .where(eq(orders.id, cart));
  return { cart, seller: row!.seller!, total: row!.total };
}

/**
 * The order's journal events as stored, oldest first: those chained (their payload as hashed), then those
 * still waiting for the chainer, in one statement (the chainer moves them from one table to the other).
 */
async function storedEventsOf(orderId: string) {
  const result = await t.database.db.execute(sql`
    select type, payload, chained from (
      select 0 as part, ${journalEntries.sequence} as n, ${journalEntries.type} as type,
        ${journalEntries.payload} as payload, true as chained from ${journalEntries}
      union all
      select 1, ${journalPending.id}, ${journalPending.type}, ${journalPending.payload}, false from ${journalPending}
    ) facts where payload::jsonb ->> 'orderId' = ${orderId} order by part, n`);
  return (result as unknown as { rows: { type: string; payload: string; chained: boolean }[] }).rows;
}
const parsed = (rows: { type: string; payload: string }[]) =>
  rows.map((r) => ({ type: r.type, payload: JSON.parse(r.payload) as unknown }));

/** The events `validationEvents` makes of the order's rows as stored (its items, its payments in order). */
async function expectedEventsOf(orderId: string, userId: string): Promise<JournalEvent[]> {
  const db = t.database.db;
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  const payments = await db
    .select()
    .from(orderPayments)
    .where(eq(orderPayments.orderId, orderId))
    .orderBy(asc(orderPayments.at));
  const ref = { order: order!, userId, tillSessionId: payments[0]?.tillSessionId ?? null };
  return validationEvents(ref, items, payments, null);
}

/** Verifies the chain (chaining what waits first): intact. */
async function verifiedIntact() {
  const verify = await admin.post('/api/journal/verify', {});
  expect(verify.status).toBe(200);
  expect(verify.body.data).toMatchObject({ ok: true, firstBrokenSequence: null, reason: null });
}

const payment = (p: Partial<PlannedPayment> & Pick<PlannedPayment, 'method'>): PlannedPayment => ({
  amountCents: null,
  tenderedCents: null,
  changeCents: null,
  reference: null,
  ...p,
});

describe("the sale's statement writes its journal events", () => {
  it('writes the events validationEvents makes of the rows it answers: split, cash with change, fees, two rates', async () => {
    const { cart, seller, total } = await cartOf(2, 1);
    // 2 x (25 + 1.50) + (45 + 1.50) = 99.50 €: 20 € in cash (50 € tendered), the rest by card.
    expect(total).toBe(9950);
    const payments = [
      payment({ method: 'cash', amountCents: 2000, tenderedCents: 5000, changeCents: 3000 }),
      payment({ method: 'card', amountCents: 7950, reference: 'TPE 7' }),
    ];
    const sold = await sellCartAtOnce(t.database.db, {
      id: cart,
      userId: seller,
      customer: { name: 'Ada Lovelace', email: null, phone: null, language: null },
      paymentMethod: 'card',
      payments,
      paidCents: 9950,
      withTills: true,
      cash: true,
      tillSessionId: null,
      journal: true,
    });
    expect(sold).not.toBeNull();
    const ref = { order: sold!.order, userId: seller, tillSessionId: sold!.tillSessionId };
    const expected = validationEvents(
      ref,
      sold!.items.map((l) => l.item),
      sold!.payments,
      null,
    );
    // What the sale is: three lines (fees at 0 %, 5.5 %, 20 %), three tickets, two payments in the session.
    expect(expected[0]).toMatchObject({
      type: 'sale',
      payload: {
        totalCents: 9950,
        tickets: 3,
        tillSessionId: sessionId,
        vat: [
          { rateBasisPoints: 0, baseCents: 450 },
          { rateBasisPoints: 550, totalCents: 4500 },
          { rateBasisPoints: 2000, totalCents: 5000 },
        ],
      },
    });
    expect(expected.map((e) => e.type)).toEqual(['sale', 'payment', 'payment']);
    expect(parsed(await storedEventsOf(cart))).toEqual(expected);

    // Chained in that order, one after the other, as the canonical JSON `record` would have stored.
    await verifiedIntact();
    const chained = await storedEventsOf(cart);
    expect(chained.map((e) => [e.type, e.payload, e.chained])).toEqual(
      expected.map((e) => [e.type, canonicalJson(e.payload), true]),
    );
  });

  it("journals the box office's sales through the API: the same events, chained in order, the chain intact", async () => {
    const sales = [
      // Split on the web channel (fees), two rates: 26.50 + 2 x 46.50 = 119.50 €, cash with change last.
      {
        ...(await cartOf(1, 2)),
        body: {
          payments: [
            { method: 'card', amountCents: 7000 },
            { method: 'cash', amountCents: 4950, tenderedCents: 5000 },
          ],
        },
      },
      // The counter: the shorthand, one payment of the whole total by card, no fee, one rate.
      { ...(await cartOf(2, 0, f.channels.boxOffice)), body: { paymentMethod: 'card' } },
      // The counter in cash, exact.
      {
        ...(await cartOf(0, 1, f.channels.boxOffice)),
        body: { payments: [{ method: 'cash', amountCents: 4500 }] },
      },
    ];
    for (const { cart, body } of sales) {
      const res = await bo.api.post(`/api/orders/${cart}/validate`, { customer, ...body });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data.status).toBe('confirmed');
    }
    await verifiedIntact();
    let last = 0;
    for (const { cart, seller } of sales) {
      const expected = await expectedEventsOf(cart, seller);
      expect(expected.length).toBeGreaterThanOrEqual(2);
      const chained = await storedEventsOf(cart);
      expect(chained.map((e) => [e.type, e.payload, e.chained])).toEqual(
        expected.map((e) => [e.type, canonicalJson(e.payload), true]),
      );
      // Gapless and in the order of the sales.
      const sequences = (
        await t.database.db
          .select({ n: journalEntries.sequence })
          .from(journalEntries)
          .where(sql`${journalEntries.payload}::jsonb ->> 'orderId' = ${cart}`)
          .orderBy(asc(journalEntries.sequence))
      ).map((r) => Number(r.n));
      expect(sequences.map((n) => n - sequences[0]!)).toEqual(expected.map((_, i) => i));
      expect(sequences[0]!).toBeGreaterThan(last);
      last = sequences[0]!;
    }
  });

  it('writes no event for a sale refused: cash without a till session, payments short, a lapsed cart', async () => {
    // Another seller without a till session, paying cash: 409 E04001, nothing sold, nothing journalled.
    const seller = boxOffice(t, f, 'ADMIN');
    const cashCart = await seller.cart(f.channels.boxOffice);
    const seat = f.seats.balcon[nextSeat++]!;
    expect((await seller.seats(cashCart, f.events.theatre2, balcon(), [seat])).status).toBe(201);
    const cash = await seller.api.post(`/api/orders/${cashCart}/validate`, {
      customer,
      paymentMethod: 'cash',
    });
    expect(cash).toMatchObject({ status: 409, body: { error: { code: 'E04001' } } });

    const { cart: short } = await cartOf(1, 0);
    const mismatch = await bo.api.post(`/api/orders/${short}/validate`, {
      customer,
      payments: [{ method: 'card', amountCents: 100 }],
    });
    expect(mismatch).toMatchObject({ status: 400, body: { error: { code: 'E04002' } } });

    const { cart: lapsed } = await cartOf(1, 0);
    await t.database.db
      .update(orders)
      .set({ expiresAt: sql`clock_timestamp() - interval '1 minute'` })
      .where(eq(orders.id, lapsed));
    const gone = await bo.api.post(`/api/orders/${lapsed}/validate`, { customer, paymentMethod: 'card' });
    expect(gone.status).toBeGreaterThanOrEqual(400);

    // The statement itself, asked to journal, on each of them: nothing sold, nothing written.
    for (const [cart, cashToo] of [
      [cashCart, true],
      [short, false],
      [lapsed, false],
    ] as const) {
      const [row] = await t.database.db
        .select({ seller: orders.createdBy })
        .from(orders)
        .where(eq(orders.id, cart));
      const refused = await sellCartAtOnce(t.database.db, {
        id: cart,
        userId: row!.seller!,
        customer: { name: 'Ada Lovelace', email: null, phone: null, language: null },
        paymentMethod: cashToo ? 'cash' : 'card',
        payments: [payment({ method: cashToo ? 'cash' : 'card', amountCents: cashToo ? null : 100 })],
        paidCents: cashToo ? null : 100,
        withTills: true,
        cash: cashToo,
        tillSessionId: null,
        journal: true,
      });
      expect(refused).toBeNull();
    }
    await verifiedIntact();
    for (const cart of [cashCart, short, lapsed]) {
      expect(await storedEventsOf(cart)).toEqual([]);
      const [order] = await t.database.db.select().from(orders).where(eq(orders.id, cart));
      // Never sold (the lapsed cart may be abandoned by its refusal).
      expect(['cart', 'abandoned']).toContain(order!.status);
    }
  });

  it('sells without a journal event when no journal is wired (the statement told so)', async () => {
    const { cart, seller } = await cartOf(1, 0, f.channels.boxOffice);
    const sold = await sellCartAtOnce(t.database.db, {
      id: cart,
      userId: seller,
      customer: { name: 'Ada Lovelace', email: null, phone: null, language: null },
      paymentMethod: 'card',
      payments: [payment({ method: 'card' })],
      paidCents: null,
      withTills: true,
      cash: false,
      tillSessionId: null,
      journal: false,
    });
    expect(sold?.order.status).toBe('confirmed');
    await verifiedIntact();
    expect(await storedEventsOf(cart)).toEqual([]);
  });
});

/** A statement sent to the database (its text, its name when a named one), or a transaction opened. */
interface Sent {
  text: string;
  name?: string;
}

/**
 * The statements sent while `run` runs. PostgreSQL: those on the named statements' connections (the
 * sale's pool; the journal's chainer, which may run meanwhile, uses the other), `begin` among them when a
 * transaction opens there. PGlite: those run on the database outside a transaction (a transaction's
 * statements go through its own handle), and a `begin` where a transaction opened.
 */
/** Until nothing waits for the chainer (twice in a row, 150 ms apart): it opens no transaction then. */
async function journalIdle() {
  const waiting = async () => (await t.database.db.select().from(journalPending).limit(1)).length;
  for (let quiet = 0, tries = 0; quiet < 2 && tries < 100; tries++) {
    quiet = (await waiting()) ? 0 : quiet + 1;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

async function sentDuring(run: () => Promise<unknown>) {
  const sent: Sent[] = [];
  if (usesPostgres) {
    const hot = (forNamedStatements(t.database.db) as unknown as { $client: pg.Pool }).$client;
    // Each connection checked out meanwhile has its `query` (its own property: db/keeping-pool.ts) watched.
    const watched = new Map<pg.PoolClient, unknown>();
    const acquired = (client: pg.PoolClient) => {
      if (watched.has(client)) return;
      const query = client.query as (...a: unknown[]) => unknown;
      watched.set(client, query);
      (client as unknown as { query: unknown }).query = (...args: unknown[]) => {
        const q = args[0] as string | { text: string; name?: string };
        sent.push(typeof q === 'string' ? { text: q } : { text: q.text, name: q.name });
        return query.apply(client, args);
      };
    };
    hot.on('acquire', acquired);
    try {
      await run();
    } finally {
      hot.off('acquire', acquired);
      for (const [client, query] of watched) (client as unknown as { query: unknown }).query = query;
    }
    return sent;
  }
  const client = (t.database.db as unknown as { $client: Record<string, unknown> }).$client;
  const { query, transaction } = client as {
    query: (...a: unknown[]) => unknown;
    transaction: (...a: unknown[]) => unknown;
  };
  client.query = (...args: unknown[]) => {
    sent.push({ text: String(args[0]) });
    return query.apply(client, args);
  };
  client.transaction = (...args: unknown[]) => {
    sent.push({ text: 'begin' });
    return transaction.apply(client, args);
  };
  try {
    await run();
  } finally {
    delete client.query;
    delete client.transaction;
    if (client.query !== query) Object.assign(client, { query, transaction });
  }
  return sent;
}

describe('round trips of the journalled sale', () => {
  it('is one statement committed on its own, its journal events in it (no transaction, no insert of its own)', async () => {
    const { cart } = await cartOf(1, 1, f.channels.boxOffice);
    // The earlier tests' events chained first: on PGlite's one connection the chainer's transaction (a
    // `begin` too) would otherwise be seen beside the sale (it was, once in four runs).
    await journalIdle();
    const sent = await sentDuring(async () => {
      const res = await bo.api.post(`/api/orders/${cart}/validate`, {
        customer,
        payments: [
          { method: 'cash', amountCents: 2000, tenderedCents: 2000 },
          { method: 'card', amountCents: 5000 },
        ],
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    });
    // The journal's events are written by one statement, the sale's (its payments in it), sent on its own:
    // no transaction opened before it (the chainer may open its own afterwards, on PGlite's one connection).
    const journalling = sent.filter((s) => /insert into "journal_pending"/i.test(s.text));
    expect(journalling).toHaveLength(1);
    expect(journalling[0]!.text).toMatch(/insert into "order_payments"/i);
    const sale = sent.indexOf(journalling[0]!);
    expect(sent.slice(0, sale).filter((s) => /^\s*begin/i.test(s.text))).toEqual([]);
    // PostgreSQL: on the named statements' connections, that statement (named), and nothing else.
    if (usesPostgres)
      expect(sent.map((s) => s.name ?? s.text.trim().slice(0, 40))).toEqual(['encore_sell_cart']);
    expect(parsed(await storedEventsOf(cart)).map((e) => e.type)).toEqual(['sale', 'payment', 'payment']);
  });
});
