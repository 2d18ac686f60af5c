import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JournalEntry } from '@encore/shared/journal/journal.schema';
import { createTestApp, type TestContext } from '../../test/test-app';
import { requests } from '../../test/requests';
import { openTillSession } from '../../test/till-session';
import { boxOffice, boxOfficeFixtures, type BoxOfficeFixtures } from './test-fixtures';

/**
 * Issue 23, points 4 and 5 as the server is wired (composition-root.ts), read back through the API only:
 * a counter sale in the seller's open till session is in the journal (GET /api/journal), the chain verifies
 * (POST /api/journal/verify), an invitation and a refund are entries too, and the session's Z report counts
 * the sale; cash without an open session is refused (409 E04001) and sells nothing.
 */
let t: TestContext;
let f: BoxOfficeFixtures;
let bo: ReturnType<typeof boxOffice>;
let admin: ReturnType<ReturnType<typeof requests>['as']>;

beforeAll(async () => {
  t = await createTestApp();
  f = await boxOfficeFixtures(t);
  bo = boxOffice(t, f);
  admin = requests(t).as('ADMIN');
});
afterAll(() => t.close());

const customer = { name: 'Ada Lovelace', email: 'ada@example.com' };
let nextSeat = 0;
/** A box office cart holding `n` new balcony seats (25 € at 20 %, no fee at the counter). */
async function cartOf(n: number) {
  const cart = await bo.cart();
  const seats = f.seats.balcon.slice(nextSeat, nextSeat + n);
  nextSeat += n;
  const res = await bo.seats(cart, f.events.theatre2, f.levels['Balcon/Plein']!, seats);
  expect(res.status).toBe(201);
  return cart;
}

/** Verifies the chain (which chains what is waiting first), then reads the newest entries of the journal. */
async function verifiedJournal() {
  const verify = await admin.post('/api/journal/verify', {});
  expect(verify.status).toBe(200);
  expect(verify.body.data).toMatchObject({ ok: true, firstBrokenSequence: null, reason: null });
  const list = await admin.get('/api/journal?pageSize=100');
  expect(list.status).toBe(200);
  return (list.body.data as JournalEntry[]).map((e) => ({ ...e, payload: JSON.parse(e.payload) }));
}
const ofOrder = (entries: Awaited<ReturnType<typeof verifiedJournal>>, orderId: string) =>
  entries.filter((e) => e.payload.orderId === orderId).sort((a, b) => a.sequence - b.sequence);

describe('sales in the journal and the till (issue 23)', () => {
  it('refuses cash without an open till session (409 E04001): nothing sold, the cart still held', async () => {
    expect((await bo.api.get('/api/till-sessions/current')).status).toBe(404);
    const cart = await cartOf(1);
    const res = await bo.api.post(`/api/orders/${cart}/validate`, { customer, paymentMethod: 'cash' });
    expect(res).toMatchObject({
      status: 409,
      body: { error: { code: 'E04001', message: 'No open till session' } },
    });
    expect((await bo.api.get(`/api/carts/${cart}`)).body.data).toMatchObject({
      status: 'cart',
      items: [{ status: 'held' }],
      payments: [],
    });
    expect(ofOrder(await verifiedJournal(), cart)).toEqual([]);
  });

  it('journals a cash sale, an invitation and a refund, verifies the chain and counts the sale in the Z report', async () => {
    const sessionId = await openTillSession(t.app, (await t.login('BOX_OFFICE')).token);

    // A cash sale of 2 x 25 €, 100 € tendered.
    const cart = await cartOf(2);
    const sold = await bo.api.post(`/api/orders/${cart}/validate`, {
      customer,
      payments: [{ method: 'cash', amountCents: 5000, tenderedCents: 10000 }],
    });
    expect(sold.status).toBe(200);
    expect(sold.body.data).toMatchObject({ paidCents: 5000, changeCents: 5000 });
    expect(sold.body.data.payments).toMatchObject([{ method: 'cash', tillSessionId: sessionId }]);
    const sale = ofOrder(await verifiedJournal(), cart);
    expect(sale.map((e) => e.type)).toEqual(['sale', 'payment']);
    expect(sale[0]!.payload).toMatchObject({
      orderNumber: sold.body.data.number,
      tillSessionId: sessionId,
      totalCents: 5000,
      tickets: 2,
    });
    expect(sale[1]!.payload).toMatchObject({
      method: 'cash',
      amountCents: 5000,
      tenderedCents: 10000,
      changeCents: 5000,
      tillSessionId: sessionId,
    });
    // Gapless: the sale's entries follow each other.
    expect(sale[1]!.sequence).toBe(sale[0]!.sequence + 1);

    // An invitation: an entry of its own, no payment.
    const invited = await cartOf(1);
    const invitation = await bo.api.post(`/api/orders/${invited}/validate`, {
      customer,
      paymentMethod: 'free',
      invitationReason: 'artist',
    });
    expect(invitation.status).toBe(200);
    // A ticket of the cash sale cancelled and refunded in cash (its method), in the session.
    const item = sold.body.data.items[0].id;
    const cancelled = await bo.api.post(`/api/orders/${cart}/items/${item}/cancel`, {});
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.refunds).toMatchObject([
      { method: 'cash', amountCents: 2500, tillSessionId: sessionId },
    ]);

    const entries = await verifiedJournal();
    expect(ofOrder(entries, invited).map((e) => [e.type, e.payload])).toMatchObject([
      ['invitation', { reason: 'artist', tickets: 1, orderNumber: invitation.body.data.number }],
    ]);
    expect(ofOrder(entries, cart).map((e) => e.type)).toEqual(['sale', 'payment', 'cancellation', 'refund']);
    expect(ofOrder(entries, cart)[3]!.payload).toMatchObject({
      method: 'cash',
      amountCents: 2500,
      tillSessionId: sessionId,
    });

    // The session's Z report counts the sale, the refund and the invitation.
    const report = await bo.api.get(`/api/till-sessions/${sessionId}/report`);
    expect(report.status).toBe(200);
    expect(report.body.data).toMatchObject({
      payments: { cash: 5000, card: 0 },
      paymentsCount: 1,
      refunds: { cash: 2500 },
      refundsCount: 1,
      invitations: { orders: 1, tickets: 1 },
      cancellations: { items: 1 },
    });
    expect(report.body.data.orders).toBe(1);
  });

  it("journals a split payment's sale and payments in their order, one after the other", async () => {
    await openTillSession(t.app, (await t.login('BOX_OFFICE')).token);
    const cart = await cartOf(2);
    const sold = await bo.api.post(`/api/orders/${cart}/validate`, {
      customer,
      payments: [
        { method: 'card', amountCents: 3000 },
        { method: 'cash', amountCents: 2000, tenderedCents: 2000 },
      ],
    });
    expect(sold.status).toBe(200);
    const entries = ofOrder(await verifiedJournal(), cart);
    expect(entries.map((e) => [e.type, e.payload.method])).toEqual([
      ['sale', undefined],
      ['payment', 'card'],
      ['payment', 'cash'],
    ]);
    expect(entries.map((e) => e.sequence - entries[0]!.sequence)).toEqual([0, 1, 2]);
  });
});
