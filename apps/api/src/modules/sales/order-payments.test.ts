import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@encore/shared/errors';
import type { JournalEvent } from '@encore/shared/journal/journal-events';
import { tills, tillSessions } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { createTestApp, type TestContext } from '../../test/test-app';
import { boxOffice, boxOfficeFixtures, type BoxOfficeFixtures } from './test-fixtures';

/**
 * Issue 23, points 1-3: payments, invitations and refunds as facts, checked against the facts each test
 * makes, with the journal's events the sales module records and the till session it asks for.
 */
let t: TestContext;
let f: BoxOfficeFixtures;
let bo: ReturnType<typeof boxOffice>;
const journal: JournalEvent[] = [];
/** The till session the stub answers; `refuseCash`: no open session, cash refused as the tills module will. */
const till = { sessionId: null as string | null, refuseCash: false };

beforeAll(async () => {
  t = await createTestApp({}, undefined, {
    journal: { record: async (_db, event) => void journal.push(event) },
    tills: {
      sessionFor: async (_db, _userId, { cash }) => {
        if (cash && till.refuseCash) throw new AppError(409, ErrorCode.noOpenTillSession);
        return till.sessionId;
      },
    },
  });
  f = await boxOfficeFixtures(t);
  bo = boxOffice(t, f);
});
afterAll(() => t.close());

const customer = { name: 'Ada Lovelace', email: 'ada@example.com' };
const balcon = () => f.levels['Balcon/Plein']!;
const orchestre = () => f.levels['Orchestre/Plein']!;
let nextSeat = 0;
/** A cart holding `n` new seats of the level (Balcon 25 € at 20 %, Orchestre 45 € at 5.5 %; fee 1.50 €). */
async function cartOf(n: number, level: string, channel = f.channels.web) {
  const cart = await bo.cart(channel);
  const pool = level === orchestre() ? f.seats.orchestre : f.seats.balcon;
  const seats = pool.slice(nextSeat % 25, (nextSeat % 25) + n);
  nextSeat += n;
  const res = await bo.seats(cart, f.events.theatre2, level, seats);
  if (res.status !== 201 && res.status !== 200) throw new Error(JSON.stringify(res.body));
  return cart;
}
const validate = (cart: string, body: Record<string, unknown>) =>
  bo.api.post(`/api/orders/${cart}/validate`, { customer, ...body });
const eventsOf = (orderId: string) =>
  journal.filter((e) => (e.payload as { orderId?: string }).orderId === orderId);

describe('payments', () => {
  it('takes a split payment, cash with change; the order and its journal say what moved', async () => {
    const cart = await cartOf(2, balcon());
    const res = await validate(cart, {
      payments: [
        { method: 'cash', amountCents: 2000, tenderedCents: 5000 },
        { method: 'card', amountCents: 3300, reference: 'TPE 4411' },
      ],
    });
    expect(res.status).toBe(200);
    const order = res.body.data;
    expect(order).toMatchObject({
      status: 'confirmed',
      totalInclTaxCents: 2 * (2500 + 150),
      paymentMethod: 'card',
      paidCents: 5300,
      refundedCents: 0,
      balanceCents: 0,
      changeCents: 3000,
      invitationReason: null,
      refunds: [],
    });
    expect(order.payments).toMatchObject([
      { method: 'cash', amountCents: 2000, tenderedCents: 5000, changeCents: 3000, reference: null },
      { method: 'card', amountCents: 3300, tenderedCents: null, changeCents: null, reference: 'TPE 4411' },
    ]);
    const read = (await bo.api.get(`/api/orders/${cart}`)).body.data;
    expect(read).toMatchObject({ paidCents: 5300, refundedCents: 0, balanceCents: 0 });
    expect(read.payments).toEqual(order.payments);
    // The journal: the sale per VAT rate (25 € at 20 %: 4.17 € VAT per ticket; fees at 0 %) and each payment.
    const events = eventsOf(cart);
    expect(events.map((e) => e.type)).toEqual(['sale', 'payment', 'payment']);
    expect(events[0]!.payload).toMatchObject({
      orderNumber: order.number,
      totalCents: 5300,
      tickets: 2,
      vat: [
        { rateBasisPoints: 0, baseCents: 300, vatCents: 0, totalCents: 300 },
        { rateBasisPoints: 2000, baseCents: 2 * 2083, vatCents: 2 * 417, totalCents: 5000 },
      ],
    });
    expect(events.slice(1).map((e) => e.payload)).toMatchObject([
      { method: 'cash', amountCents: 2000, tenderedCents: 5000, changeCents: 3000 },
      { method: 'card', amountCents: 3300, tenderedCents: null },
    ]);
  });

  it('refuses payments that do not add up to the total (E04002): nothing sold, the cart still open', async () => {
    const cart = await cartOf(1, balcon());
    const short = await validate(cart, { payments: [{ method: 'card', amountCents: 2600 }] });
    expect(short).toMatchObject({ status: 400, body: { error: { code: 'E04002' } } });
    expect(short.body.error.message).toBe('Payments do not match the total');
    expect((await bo.api.get(`/api/carts/${cart}`)).body.data).toMatchObject({
      status: 'cart',
      payments: [],
    });
    expect(eventsOf(cart)).toEqual([]);
    const ok = await validate(cart, { payments: [{ method: 'cheque', amountCents: 2650 }] });
    expect(ok.body.data).toMatchObject({ status: 'confirmed', paidCents: 2650, balanceCents: 0 });
  });

  it('keeps paymentMethod as the shorthand for one payment of the whole total', async () => {
    const cart = await cartOf(1, orchestre());
    const res = await validate(cart, { paymentMethod: 'cash' });
    expect(res.body.data).toMatchObject({ paymentMethod: 'cash', paidCents: 4650, changeCents: 0 });
    expect(res.body.data.payments).toMatchObject([
      { method: 'cash', amountCents: 4650, tenderedCents: null },
    ]);
  });

  it('refuses cash tendered below its amount, and tendered on another method', async () => {
    const cart = await cartOf(1, balcon());
    const low = await validate(cart, {
      payments: [{ method: 'cash', amountCents: 2650, tenderedCents: 2000 }],
    });
    expect(low.status).toBe(400);
    expect(low.body.error.details).toMatchObject([{ path: 'payments.0.tenderedCents' }]);
    const card = await validate(cart, {
      payments: [{ method: 'card', amountCents: 2650, tenderedCents: 3000 }],
    });
    expect(card.status).toBe(400);
  });

  it('puts each payment in the till session the tills module answers; cash it refuses is not sold', async () => {
    const [row] = await t.database.db.insert(tills).values({ name: 'Guichet test' }).returning();
    const [session] = await t.database.db
      .insert(tillSessions)
      .values({ tillId: row!.id, openedBy: row!.id, openingFloat: {}, openingFloatCents: 0 })
      .returning();
    till.refuseCash = true;
    try {
      const refused = await cartOf(1, balcon());
      const res = await validate(refused, { payments: [{ method: 'cash', amountCents: 2650 }] });
      expect(res).toMatchObject({ status: 409, body: { error: { code: 'E04001' } } });
      expect((await bo.api.get(`/api/carts/${refused}`)).body.data.status).toBe('cart');
      till.sessionId = session!.id;
      const cart = await cartOf(1, balcon());
      const sold = await validate(cart, { payments: [{ method: 'card', amountCents: 2650 }] });
      expect(sold.body.data.payments).toMatchObject([{ tillSessionId: session!.id }]);
      const item = sold.body.data.items[0].id;
      const cancelled = await bo.api.post(`/api/orders/${cart}/items/${item}/cancel`, undefined);
      expect(cancelled.body.data.refunds).toMatchObject([{ tillSessionId: session!.id, method: 'card' }]);
    } finally {
      till.refuseCash = false;
      till.sessionId = null;
    }
  });
});

describe('invitations', () => {
  it('needs a reason, prices the items 0, collects nothing and is journalled as an invitation', async () => {
    // At the counter (the box office channel), as the web app's dialog sends it.
    const cart = await cartOf(2, orchestre(), f.channels.boxOffice);
    const missing = await validate(cart, { paymentMethod: 'free' });
    expect(missing.status).toBe(400);
    expect(missing.body.error.details).toMatchObject([{ path: 'invitationReason' }]);
    const res = await validate(cart, { paymentMethod: 'free', invitationReason: 'press' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'confirmed',
      paymentMethod: 'free',
      invitationReason: 'press',
      subtotalCents: 0,
      feesCents: 0,
      vatCents: 0,
      totalCents: 0,
      totalInclTaxCents: 0,
      payments: [],
      paidCents: 0,
      balanceCents: 0,
      changeCents: 0,
    });
    expect(res.body.data.items.map((i: { unitPriceCents: number }) => i.unitPriceCents)).toEqual([0, 0]);
    expect(eventsOf(cart).map((e) => [e.type, e.payload])).toMatchObject([
      ['invitation', { reason: 'press', tickets: 2 }],
    ]);
    // Cancelling an invitation refunds nothing.
    const cancel = await bo.api.post(`/api/orders/${cart}/cancel`, { reason: 'Plus disponible' });
    expect(cancel.body.data).toMatchObject({
      status: 'cancelled',
      refunds: [],
      refundedCents: 0,
      balanceCents: 0,
    });
  });
});

describe('refunds', () => {
  it('refunds a cancelled item by the main method, another method with a reason, partially, then the order', async () => {
    const cart = await cartOf(3, orchestre());
    const sold = await validate(cart, {
      payments: [
        { method: 'card', amountCents: 10000 },
        { method: 'cash', amountCents: 3950, tenderedCents: 4000 },
      ],
    });
    expect(sold.body.data).toMatchObject({ totalInclTaxCents: 3 * 4650, paidCents: 13950, changeCents: 50 });
    const [first, second, third] = sold.body.data.items.map((i: { id: string }) => i.id);
    const cancelItem = (item: string, body?: unknown) =>
      bo.api.post(`/api/orders/${cart}/items/${item}/cancel`, body);

    // Default: what the item was paid (45 € + 1.50 € fee), by the largest payment's method.
    const one = await cancelItem(first);
    expect(one.status).toBe(200);
    expect(one.body.data).toMatchObject({ totalInclTaxCents: 9300, paidCents: 13950, refundedCents: 4650 });
    expect(one.body.data.balanceCents).toBe(0);
    expect(one.body.data.refunds).toMatchObject([
      { method: 'card', amountCents: 4650, orderItemId: first, reason: null },
    ]);

    // Another method without a reason is refused (nothing cancelled); too much is refused.
    const noReason = await cancelItem(second, { refund: { method: 'cash', amountCents: 2000 } });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error.details).toMatchObject([{ path: 'refund.reason' }]);
    const tooMuch = await cancelItem(second, { refund: { method: 'card', amountCents: 4651 } });
    expect(tooMuch.body.error.details).toMatchObject([{ path: 'refund.amountCents' }]);
    const still = (await bo.api.get(`/api/orders/${cart}`)).body.data;
    expect(still.items.find((i: { id: string }) => i.id === second).status).toBe('sold');
    expect(still.refundedCents).toBe(4650);

    // A partial refund in cash, with its reason: the customer is owed the rest (a negative balance).
    const partial = await cancelItem(second, {
      refund: { method: 'cash', amountCents: 2000, reason: 'Terminal de paiement en panne' },
    });
    expect(partial.body.data).toMatchObject({ totalInclTaxCents: 4650, refundedCents: 6650 });
    expect(partial.body.data.balanceCents).toBe(4650 - 13950 + 6650);
    expect(partial.body.data.refunds[1]).toMatchObject({
      method: 'cash',
      amountCents: 2000,
      orderItemId: second,
      reason: 'Terminal de paiement en panne',
    });

    // The whole order: the last item's 46.50 €, by card.
    const all = await bo.api.post(`/api/orders/${cart}/cancel`, { reason: 'Annulation client' });
    expect(all.body.data).toMatchObject({ status: 'cancelled', refundedCents: 11300 });
    expect(all.body.data.balanceCents).toBe(0 - 13950 + 11300);
    expect(all.body.data.refunds[2]).toMatchObject({ method: 'card', amountCents: 4650, orderItemId: null });
    expect(all.body.data.items.find((i: { id: string }) => i.id === third).status).toBe('cancelled');

    const events = eventsOf(cart).filter((e) => e.type === 'cancellation' || e.type === 'refund');
    expect(events.map((e) => e.type)).toEqual([
      'cancellation',
      'refund',
      'cancellation',
      'refund',
      'cancellation',
      'refund',
    ]);
    expect(events[0]!.payload).toMatchObject({
      itemIds: [first],
      totalCents: 4650,
      tickets: 1,
      vat: [
        { rateBasisPoints: 0, baseCents: 150, vatCents: 0, totalCents: 150 },
        { rateBasisPoints: 550, baseCents: 4265, vatCents: 235, totalCents: 4500 },
      ],
    });
    expect(events.filter((e) => e.type === 'refund').map((e) => e.payload)).toMatchObject([
      { method: 'card', amountCents: 4650, reason: null },
      { method: 'cash', amountCents: 2000, reason: 'Terminal de paiement en panne' },
      { method: 'card', amountCents: 4650 },
    ]);
  });

  it('refunds no more than was paid minus refunded', async () => {
    const cart = await cartOf(2, balcon());
    await validate(cart, { paymentMethod: 'transfer' });
    const item = (await bo.api.get(`/api/orders/${cart}`)).body.data.items[0].id;
    // A partial refund of the first item, 0 for nothing; then the order: the other item's 26.50 €.
    await bo.api.post(`/api/orders/${cart}/items/${item}/cancel`, {
      refund: { method: 'transfer', amountCents: 0 },
    });
    const res = await bo.api.post(`/api/orders/${cart}/cancel`, {});
    expect(res.body.data).toMatchObject({ paidCents: 5300, refundedCents: 2650, balanceCents: -2650 });
    expect(res.body.data.refunds).toMatchObject([{ method: 'transfer', amountCents: 2650 }]);
  });

  it('takes the payment of a pending order at validation and refunds it when the order is cancelled', async () => {
    const cart = await cartOf(1, balcon(), f.channels.invitations);
    const res = await validate(cart, { paymentMethod: 'card' });
    const total = res.body.data.totalInclTaxCents;
    expect(total).toBeGreaterThan(0);
    expect(res.body.data).toMatchObject({ status: 'pending_approval', paidCents: total, balanceCents: 0 });
    expect(eventsOf(cart).map((e) => e.type)).toEqual(['sale', 'payment']);
    const cancel = await bo.api.post(`/api/orders/${cart}/cancel`, {});
    expect(cancel.body.data).toMatchObject({ status: 'cancelled', refundedCents: total, balanceCents: 0 });
    expect(cancel.body.data.refunds).toMatchObject([{ method: 'card', amountCents: total }]);
  });
});
