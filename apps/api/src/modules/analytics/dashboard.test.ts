import { describe, expect, it } from 'vitest';
import type { Dashboard } from '@encore/shared/analytics/dashboard.schema';
import type { RoleName } from '@encore/shared/auth/permissions';
import { useTestApp } from '../../test/use-test-app';
import { openTillSession } from '../../test/till-session';
import { dashboardReader, moved } from './test-dashboard';
import { aMinuteAgoToday, clearOfMidnightInFrance, salesScenario } from './test-sales';

const t = useTestApp();
const dashboard = dashboardReader(t);
const sellerMoved = (after: NonNullable<Dashboard['mySales']>, before: typeof after) =>
  moved(after.today, before.today);

const zero = {
  tickets: 0,
  revenueCents: 0,
  paidCents: 0,
  refundedCents: 0,
  invitations: 0,
  cancelledTickets: 0,
};

describe('dashboard', () => {
  it('moves with sales, partial and whole cancellations, approvals; a producer sees its own shows only', async () => {
    const s = await salesScenario(t);
    await openTillSession(t.app, (await t.login('BOX_OFFICE')).token);
    await clearOfMidnightInFrance();
    const [seller0, manager0, producer0] = await Promise.all([
      dashboard('BOX_OFFICE'),
      dashboard('SHOW_MANAGER'),
      dashboard('PRODUCER'),
    ]);
    const seats = s.f.seats.orchestre;
    const sell = async (channel: string, items: [string, string[]][], payment = 'card') => {
      const cart = await s.bo.cart(channel);
      for (const [level, ids] of items) expect((await s.bo.seats(cart, s.soon, level, ids)).status).toBe(201);
      expect((await s.bo.validate(cart, undefined, payment)).status).toBe(200);
      return cart;
    };
    // Box office channel, no fee: 2 x 45.00 (5.5 %) + 1 x 25.00 (20 %), cash.
    await sell(
      s.f.channels.boxOffice,
      [
        [s.plein, seats.slice(0, 2)],
        [s.balcon, [s.f.seats.balcon[0]!]],
      ],
      'cash',
    );
    // Website, 1.50 fee per ticket: 2 x (45.00 + 1.50); then one of them cancelled.
    const web = await sell(s.f.channels.web, [[s.plein, seats.slice(2, 4)]]);
    const webOrder = (await s.bo.api.get(`/api/orders/${web}`)).body.data;
    expect((await s.bo.api.post(`/api/orders/${web}/items/${webOrder.items[0].id}/cancel`, {})).status).toBe(
      200,
    );
    // Sold then cancelled whole: counts nothing.
    const gone = await sell(s.f.channels.boxOffice, [[s.plein, [seats[4]!]]]);
    expect((await s.bo.api.post(`/api/orders/${gone}/cancel`, {})).status).toBe(200);
    // Invitations need approval: pending, no revenue yet.
    const invitation = await sell(s.f.channels.invitations, [[s.plein, [seats[5]!]]]);
    // Another producer's show, sold by someone else.
    await s.o.write({
      show: s.o.other,
      createdBy: s.managerId,
      createdAt: aMinuteAgoToday(),
      items: [
        s.o.item(s.o.other.eventId, 0, s.o.seat(0, 0, 0)),
        s.o.item(s.o.other.eventId, 0, s.o.seat(0, 0, 1)),
      ],
    });

    // Money moved today: paid 115.00 cash, 93.00 and 45.00 card, 45.00 card for the order waiting for
    // approval (paid at validation); refunded by card 46.50 (one web ticket) and 45.00 (the whole order).
    const paidCents = 11500 + 9300 + 4500 + 4500;
    const refundedCents = 4650 + 4500;
    const money = { paidCents, refundedCents, revenueCents: paidCents - refundedCents, invitations: 0 };
    // Tickets sold for money today, today's cancellations apart (the pending order counts once approved).
    const expectedOwn = { tickets: 3 + 2 + 1, cancelledTickets: 2, ...money };
    const [seller1, manager1, producer1] = await Promise.all([
      dashboard('BOX_OFFICE'),
      dashboard('SHOW_MANAGER'),
      dashboard('PRODUCER'),
    ]);
    // The seller's day: tickets sold gross, the cancelled ones apart, never negative sales.
    expect(sellerMoved(seller1.mySales!, seller0.mySales!)).toEqual(expectedOwn);
    expect(seller1.mySales!.pendingOrders - seller0.mySales!.pendingOrders).toBe(1);
    expect(moved(producer1.business!.today, producer0.business!.today)).toEqual(expectedOwn);
    // The other show's order was written without money facts: its tickets only.
    expect(moved(manager1.business!.today, manager0.business!.today)).toEqual({
      ...expectedOwn,
      tickets: expectedOwn.tickets + 2,
    });
    expect(moved(manager1.business!.last7, manager0.business!.last7)).toEqual(
      moved(manager1.business!.today, manager0.business!.today),
    );
    expect(manager1.business!.perDay).toHaveLength(30);
    expect(manager1.business!.perDay.at(-1)).toMatchObject({
      day: manager1.today,
      ...manager1.business!.today,
    });
    expect(producer1.business!.scope).toBe('own');
    expect(manager1.business!.scope).toBe('all');
    expect(producer1.business!.topShows.map((x) => x.showName)).not.toContain('Ondine');
    expect(manager1.business!.topShows.map((x) => x.showName)).toContain('Le Misanthrope');
    // The event's fill rate, on the seller's today-and-tomorrow list.
    expect(seller1.events.window).toBe('today_tomorrow');
    expect(seller1.events.items.find((e) => e.id === s.soon)).toMatchObject({
      showName: 'Le Misanthrope',
      sold: 4,
      checkedIn: 0,
    });
    // A ticket let in at the door: the event's check-ins move.
    const webTickets = (await s.bo.api.get(`/api/orders/${web}/tickets`)).body.data as {
      qr: string;
      status: string;
    }[];
    const entry = await s.bo.api.post('/api/check-ins', {
      code: webTickets.find((x) => x.status === 'valid')!.qr,
      eventId: s.soon,
    });
    expect(entry.body.data.result).toBe('valid');
    const atTheDoor = await dashboard('BOX_OFFICE');
    expect(atTheDoor.events.items.find((e) => e.id === s.soon)!.checkedIn).toBe(1);
    // The invitation waits for both approvers, each on its own dashboard.
    for (const d of [manager1, producer1]) expect(d.approvals!.orders.map((x) => x.id)).toContain(invitation);
    expect(manager1.approvals!.as).toEqual(['show_manager']);
    expect(producer1.approvals!.as).toEqual(['producer']);
    expect(seller1.approvals).toBeNull();

    const approve = (role: RoleName, as: string) =>
      t.api.as(role).post(`/api/orders/${invitation}/approve`, { as });
    expect((await approve('SHOW_MANAGER', 'show_manager')).status).toBe(200);
    const [manager2, producer2] = await Promise.all([dashboard('SHOW_MANAGER'), dashboard('PRODUCER')]);
    expect(manager2.approvals!.orders.map((x) => x.id)).not.toContain(invitation);
    expect(producer2.approvals!.orders.map((x) => x.id)).toContain(invitation);
    expect(moved(producer2.business!.today, producer1.business!.today)).toEqual(zero);
    expect((await approve('PRODUCER', 'producer')).status).toBe(200);
    const [seller3, producer3] = await Promise.all([dashboard('BOX_OFFICE'), dashboard('PRODUCER')]);
    expect(producer3.approvals!.total).toBe(producer1.approvals!.total - 1);
    // Confirmed: a ticket now, for its seller too; its money had moved at validation.
    expect(moved(producer3.business!.today, producer1.business!.today)).toEqual({ ...zero, tickets: 1 });
    expect(sellerMoved(seller3.mySales!, seller1.mySales!)).toEqual({
      ...zero,
      tickets: 1,
      cancelledTickets: 0,
    });
  });

  it('gives an artist its upcoming events only, and nobody without a session anything', async () => {
    const artist = await dashboard('ARTIST');
    expect(artist).toMatchObject({ mySales: null, business: null, approvals: null });
    expect(artist.events.window).toBe('upcoming');
    expect(artist.events.items.map((e) => e.showName)).not.toContain('Le Misanthrope');
    expect((await t.api.anonymous.get('/api/dashboard')).status).toBe(401);
  });
});
