import { describe, expect, it } from 'vitest';
import type { OrderSummary } from '@encore/shared/orders/order.schema';
import { openTillSession } from '../../test/till-session';
import { useTestApp } from '../../test/use-test-app';
import { boxOffice, boxOfficeFixtures } from './test-fixtures';

/** Issue 23: the orders list answers each order's paid, refunded and balance, as its page does. */
const t = useTestApp();
const customer = { name: 'Ada Lovelace', email: 'ada@example.com' };

describe('GET /api/orders money', () => {
  it("answers paid, refunded and balance from each order's facts", async () => {
    const f = await boxOfficeFixtures(t);
    const bo = boxOffice(t, f);
    await openTillSession(t.app, (await t.login('BOX_OFFICE')).token);
    const cart = async (seats: string[]) => {
      const id = await bo.cart(f.channels.boxOffice);
      expect((await bo.seats(id, f.events.theatre2, f.levels['Balcon/Plein']!, seats)).status).toBe(201);
      return id;
    };
    // Split 2 x 25.00: 30.00 cash (50.00 tendered) and 20.00 card; then one ticket cancelled, 10.00 of
    // its 25.00 paid back in cash with a reason.
    const split = await cart(f.seats.balcon.slice(0, 2));
    const validated = await bo.api.post(`/api/orders/${split}/validate`, {
      customer,
      payments: [
        { method: 'cash', amountCents: 3000, tenderedCents: 5000 },
        { method: 'card', amountCents: 2000 },
      ],
    });
    expect(validated.status).toBe(200);
    const items = (await bo.api.get(`/api/orders/${split}`)).body.data.items;
    const cancel = await bo.api.post(`/api/orders/${split}/items/${items[0].id}/cancel`, {
      refund: { method: 'cash', amountCents: 1000, reason: 'Geste commercial' },
    });
    expect(cancel.status).toBe(200);
    // A whole order cancelled: all of it paid back by card.
    const gone = await cart([f.seats.balcon[2]!]);
    expect((await bo.validate(gone, customer, 'card')).status).toBe(200);
    expect((await bo.api.post(`/api/orders/${gone}/cancel`, {})).status).toBe(200);
    // An invitation: nothing paid, nothing owed.
    const invitation = await cart([f.seats.balcon[3]!]);
    expect(
      (
        await bo.api.post(`/api/orders/${invitation}/validate`, {
          customer,
          paymentMethod: 'free',
          invitationReason: 'artist',
        })
      ).status,
    ).toBe(200);

    const list = await bo.api.get('/api/orders?mine=true&pageSize=100');
    expect(list.status).toBe(200);
    const row = (id: string) => (list.body.data as OrderSummary[]).find((o) => o.id === id)!;
    // Each row says what its order's page says.
    for (const id of [split, gone, invitation]) {
      const detail = (await bo.api.get(`/api/orders/${id}`)).body.data;
      expect(row(id)).toMatchObject({
        paidCents: detail.paidCents,
        refundedCents: detail.refundedCents,
        balanceCents: detail.balanceCents,
      });
    }
    // Against the facts made here: 50.00 paid (never the 20.00 change), 10.00 refunded; the live ticket
    // (25.00) was paid, and 15.00 of the cancelled one's 25.00 was kept: 25.00 - 50.00 + 10.00 = -15.00.
    expect(row(split)).toMatchObject({
      paidCents: 5000,
      refundedCents: 1000,
      balanceCents: 2500 - 5000 + 1000,
    });
    expect(row(gone)).toMatchObject({ paidCents: 2500, refundedCents: 2500, balanceCents: 0 });
    expect(row(invitation)).toMatchObject({
      paidCents: 0,
      refundedCents: 0,
      balanceCents: 0,
      totalInclTaxCents: 0,
    });
  });
});
