import { describe, expect, it } from 'vitest';
import { addDays, todayInFrance } from '@encore/shared/analytics/calendar-days';
import type { SalesTable } from '@encore/shared/analytics/analytics.schema';
import type { Dashboard } from '@encore/shared/analytics/dashboard.schema';
import { showInstant } from '@encore/shared/shows/show-time';
import { orderPayments } from '../../db/schema';
import { openTillSession } from '../../test/till-session';
import { useTestApp } from '../../test/use-test-app';
import { dashboardReader, moved } from './test-dashboard';
import { clearOfMidnightInFrance, salesScenario } from './test-sales';

/**
 * Issue 23: revenue is what was paid minus what was refunded, on the France day it moved; sales, refunds
 * and invitations apart. Every figure is checked against the facts this test makes.
 */
const t = useTestApp();
const dashboard = dashboardReader(t);
const dayOf = (business: NonNullable<Dashboard['business']>, day: string) =>
  business.perDay.find((d) => d.day === day)!;

describe('dashboard money', () => {
  it('counts split payments without the change, invitations apart, refunds apart on the day they moved', async () => {
    const s = await salesScenario(t);
    await openTillSession(t.app, (await t.login('BOX_OFFICE')).token);
    await clearOfMidnightInFrance();
    const today = todayInFrance();
    const yesterday = addDays(today, -1);
    // An order of yesterday (sold at noon in France, paid then by card), two tickets at 45.00 on Tartuffe.
    const older = await s.o.write({
      createdAt: showInstant(yesterday, '12:00'),
      items: [
        s.o.item(s.o.own.eventId, 0, s.o.seat(0, 0, 0)),
        s.o.item(s.o.own.eventId, 0, s.o.seat(0, 0, 1)),
      ],
    });
    const olderTotal = (await s.bo.api.get(`/api/orders/${older}`)).body.data.totalInclTaxCents as number;
    expect(olderTotal).toBeGreaterThan(0);
    await t.database.db.insert(orderPayments).values({
      orderId: older,
      method: 'card',
      amountCents: olderTotal,
      receivedBy: s.o.seller,
      at: showInstant(yesterday, '12:03'),
    });
    const [seller0, manager0] = await Promise.all([dashboard('BOX_OFFICE'), dashboard('SHOW_MANAGER')]);
    const byDay = async () => {
      const res = await t.api
        .as('SHOW_MANAGER')
        .get(`/api/analytics/sales?dimension=day&from=${yesterday}&to=${today}`);
      expect(res.status).toBe(200);
      return res.body.data as SalesTable;
    };
    const table0 = await byDay();
    const seats = s.f.seats.orchestre;
    const cart = async (level: string, ids: string[]) => {
      const id = await s.bo.cart(s.f.channels.boxOffice);
      expect((await s.bo.seats(id, s.soon, level, ids)).status).toBe(201);
      return id;
    };
    const customer = { name: 'Ada Lovelace', email: 'ada@example.com' };

    // Split: 2 x 45.00 = 90.00, 50.00 in cash (100.00 tendered: 50.00 change) and 40.00 by card.
    const split = await cart(s.plein, seats.slice(0, 2));
    const splitRes = await s.bo.api.post(`/api/orders/${split}/validate`, {
      customer,
      payments: [
        { method: 'cash', amountCents: 5000, tenderedCents: 10000 },
        { method: 'card', amountCents: 4000 },
      ],
    });
    expect(splitRes.status).toBe(200);
    expect(splitRes.body.data).toMatchObject({ paidCents: 9000, changeCents: 5000 });
    // An invitation: one ticket, nothing paid.
    const invitation = await cart(s.plein, [seats[2]!]);
    const invited = await s.bo.api.post(`/api/orders/${invitation}/validate`, {
      customer,
      paymentMethod: 'free',
      invitationReason: 'press',
    });
    expect(invited.status).toBe(200);
    expect(invited.body.data).toMatchObject({ paidCents: 0, totalInclTaxCents: 0, balanceCents: 0 });
    // 2 x 25.00 by card; one ticket cancelled, 20.00 of its 25.00 paid back in cash (another method: a reason).
    const partial = await cart(s.balcon, s.f.seats.balcon.slice(0, 2));
    expect((await s.bo.validate(partial, customer, 'card')).status).toBe(200);
    const partialItems = (await s.bo.api.get(`/api/orders/${partial}`)).body.data.items;
    const refund = await s.bo.api.post(`/api/orders/${partial}/items/${partialItems[0].id}/cancel`, {
      refund: { method: 'cash', amountCents: 2000, reason: 'Geste commercial' },
    });
    expect(refund.status).toBe(200);
    expect(refund.body.data).toMatchObject({ paidCents: 5000, refundedCents: 2000 });
    // Yesterday's order cancelled today: its whole payment refunded today by card.
    const cancelled = await s.bo.api.post(`/api/orders/${older}/cancel`, {});
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({
      paidCents: olderTotal,
      refundedCents: olderTotal,
      balanceCents: 0,
    });

    const [seller1, manager1] = await Promise.all([dashboard('BOX_OFFICE'), dashboard('SHOW_MANAGER')]);
    expect(seller1.today).toBe(today);
    const paidCents = 9000 + 5000;
    const refundedCents = 2000 + olderTotal;
    // The seller's day: 4 tickets sold for money, 1 invitation; 3 of its tickets cancelled today (one of
    // today's, two of yesterday's) and their refunds apart: never negative sales.
    expect(moved(seller1.mySales!.today, seller0.mySales!.today)).toEqual({
      tickets: 4,
      invitations: 1,
      cancelledTickets: 3,
      paidCents,
      refundedCents,
      revenueCents: paidCents - refundedCents,
    });
    // The business's today: the same tickets, cancellations and money.
    expect(moved(manager1.business!.today, manager0.business!.today)).toEqual({
      tickets: 4,
      cancelledTickets: 3,
      invitations: 1,
      paidCents,
      refundedCents,
      revenueCents: paidCents - refundedCents,
    });
    // Yesterday keeps its payment: nothing moved on it today.
    expect(moved(dayOf(manager1.business!, yesterday), dayOf(manager0.business!, yesterday))).toEqual({
      tickets: 0,
      cancelledTickets: 0,
      invitations: 0,
      paidCents: 0,
      refundedCents: 0,
      revenueCents: 0,
    });
    expect(dayOf(manager1.business!, yesterday).paidCents).toBeGreaterThanOrEqual(olderTotal);
    // The analytics table by day says the same: today's line and yesterday's, invitations apart.
    const table1 = await byDay();
    const line = (table: SalesTable, day: string) =>
      table.rows.find((r) => r.key === day) ?? {
        paidCents: 0,
        refundedCents: 0,
        revenueCents: 0,
        invitations: 0,
      };
    const tableMoved = (day: string) =>
      Object.fromEntries(
        (['paidCents', 'refundedCents', 'revenueCents', 'invitations'] as const).map((k) => [
          k,
          (line(table1, day)[k] ?? 0) - (line(table0, day)[k] ?? 0),
        ]),
      );
    expect(tableMoved(today)).toEqual({
      paidCents,
      refundedCents,
      revenueCents: paidCents - refundedCents,
      invitations: 1,
    });
    expect(tableMoved(yesterday)).toEqual({
      paidCents: 0,
      refundedCents: 0,
      revenueCents: 0,
      invitations: 0,
    });
    expect(line(table1, yesterday).paidCents).toBeGreaterThanOrEqual(olderTotal);
    expect(table1.totals.revenueCents! - table0.totals.revenueCents!).toBe(paidCents - refundedCents);
    // The top shows by money: the theatre show brought today's paid minus refunded (Tartuffe: its refund).
    const top = (d: Dashboard) => new Map(d.business!.topShows.map((x) => [x.showName, x.revenueCents]));
    expect((top(manager1).get('Le Misanthrope') ?? 0) - (top(manager0).get('Le Misanthrope') ?? 0)).toBe(
      paidCents - 2000,
    );
  });
});
