import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JournalEvent } from '@encore/shared/journal/journal-events';
import { journalEntries, journalPending } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/test-app';
import { openTillSession } from '../../test/till-session';
import { boxOffice, boxOfficeFixtures, type BoxOfficeFixtures } from './test-fixtures';

/**
 * Issue 23, points 1-4: payments, invitations and refunds as facts, checked against the facts each test
 * makes, with the journal's events the sales module records (the real recorder: read back from the
 * database) and the seller's till session (the tills module's: cash needs one open).
 */
let t: TestContext;
let f: BoxOfficeFixtures;
let bo: ReturnType<typeof boxOffice>;
/** The box office seller's open till session (opened once, by the first test that needs it). */
const tillSession = async () => openTillSession(t.app, (await t.login('BOX_OFFICE')).token);

beforeAll(async () => {
  t = await createTestApp();
  f = await boxOfficeFixtures(t);
  bo = boxOffice(t, f);
});
afterAll(() => t.close());

/**
 * The journal's events of an order, oldest first: those chained, then those still waiting for the chainer
 * (read in one statement: the chainer moves facts from one table to the other between two reads).
 */
async function eventsOf(orderId: string): Promise<JournalEvent[]> {
  const result = await t.database.db.execute(sql`
    select type, payload from (
      select 0 as part, ${journalEntries.sequence} as n, ${journalEntries.type} as type,
        ${journalEntries.payload} as payload from ${journalEntries}
      union all
      select 1, ${journalPending.id}, ${journalPending.type}, ${journalPending.payload} from ${journalPending}
    ) facts where payload::jsonb ->> 'orderId' = ${orderId} order by part, n`);
  const { rows } = result as unknown as { rows: { type: string; payload: string }[] };
  return rows.map((r) => ({ type: r.type, payload: JSON.parse(r.payload) }) as JournalEvent);
}

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

describe('till sessions', () => {
  // First in the file: the seller has no open session yet.
  it('refuses cash without an open till session (409 E04001): nothing sold, nothing journalled', async () => {
    expect((await bo.api.get('/api/till-sessions/current')).status).toBe(404);
    const cart = await cartOf(2, balcon());
    const refused = await validate(cart, { paymentMethod: 'cash' });
    expect(refused).toMatchObject({ status: 409, body: { error: { code: 'E04001' } } });
    expect(refused.body.error.message).toBe('No open till session');
    const split = await validate(cart, {
      payments: [
        { method: 'card', amountCents: 3000 },
        { method: 'cash', amountCents: 2300, tenderedCents: 2500 },
      ],
    });
    expect(split).toMatchObject({ status: 409, body: { error: { code: 'E04001' } } });
    // The cart still holds its seats, unsold, and the journal knows nothing of it.
    const held = (await bo.api.get(`/api/carts/${cart}`)).body.data;
    expect(held).toMatchObject({ status: 'cart', payments: [] });
    expect(held.items.map((i: { status: string }) => i.status)).toEqual(['held', 'held']);
    expect(await eventsOf(cart)).toEqual([]);

    // A card payment needs no till: it belongs to no session.
    const byCard = await cartOf(1, balcon());
    const card = await validate(byCard, { paymentMethod: 'card' });
    expect(card.status).toBe(200);
    expect(card.body.data.payments).toMatchObject([{ method: 'card', tillSessionId: null }]);
    // A cash refund without a session is refused too, and cancels nothing.
    const item = card.body.data.items[0].id;
    const cashBack = await bo.api.post(`/api/orders/${byCard}/items/${item}/cancel`, {
      refund: { method: 'cash', reason: 'Terminal de paiement en panne' },
    });
    expect(cashBack).toMatchObject({ status: 409, body: { error: { code: 'E04001' } } });
    const still = (await bo.api.get(`/api/orders/${byCard}`)).body.data;
    expect(still).toMatchObject({ status: 'confirmed', refunds: [], refundedCents: 0 });
    expect(still.items[0].status).toBe('sold');
    expect((await eventsOf(byCard)).map((e) => e.type)).toEqual(['sale', 'payment']);

    // Once the seller's till is open, the same cart sells for cash, in that session.
    const sessionId = await tillSession();
    const sold = await validate(cart, { paymentMethod: 'cash' });
    expect(sold.status).toBe(200);
    expect(sold.body.data.payments).toMatchObject([{ method: 'cash', tillSessionId: sessionId }]);
    const refunded = await bo.api.post(`/api/orders/${byCard}/items/${item}/cancel`, {
      refund: { method: 'cash', reason: 'Terminal de paiement en panne' },
    });
    expect(refunded.body.data.refunds).toMatchObject([{ method: 'cash', tillSessionId: sessionId }]);
    const events = await eventsOf(cart);
    expect(events.map((e) => e.type)).toEqual(['sale', 'payment']);
    expect(events.map((e) => e.payload)).toMatchObject([
      { tillSessionId: sessionId },
      { tillSessionId: sessionId, method: 'cash' },
    ]);
  });
});

describe('payments', () => {
  it('takes a split payment, cash with change; the order and its journal say what moved', async () => {
    await tillSession();
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
    const events = await eventsOf(cart);
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
    expect(await eventsOf(cart)).toEqual([]);
    const ok = await validate(cart, { payments: [{ method: 'cheque', amountCents: 2650 }] });
    expect(ok.body.data).toMatchObject({ status: 'confirmed', paidCents: 2650, balanceCents: 0 });
  });

  it('keeps paymentMethod as the shorthand for one payment of the whole total', async () => {
    await tillSession();
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
    expect((await eventsOf(cart)).map((e) => [e.type, e.payload])).toMatchObject([
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
    await tillSession();
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

    const events = (await eventsOf(cart)).filter((e) => e.type === 'cancellation' || e.type === 'refund');
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
    expect((await eventsOf(cart)).map((e) => e.type)).toEqual(['sale', 'payment']);
    const cancel = await bo.api.post(`/api/orders/${cart}/cancel`, {});
    expect(cancel.body.data).toMatchObject({ status: 'cancelled', refundedCents: total, balanceCents: 0 });
    expect(cancel.body.data.refunds).toMatchObject([{ method: 'card', amountCents: total }]);
  });
});
