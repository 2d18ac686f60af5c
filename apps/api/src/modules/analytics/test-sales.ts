import { todayInFrance } from '@encore/shared/analytics/calendar-days';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { events, users } from '../../db/schema';
import type { TestContext } from '../../test/test-app';
import { openTillSession } from '../../test/till-session';
import { boxOffice, boxOfficeFixtures } from '../sales/test-fixtures';
import { orderFixtures } from '../sales/test-orders';

/**
 * A minute ago, unless that was yesterday in France (the first minute after midnight): then now. The
 * figures of "today" must hold this order whatever the hour the tests run at.
 */
export function aMinuteAgoToday(now = new Date()) {
  const earlier = new Date(now.getTime() - 60_000);
  return todayInFrance(earlier) === todayInFrance(now) ? earlier : now;
}

/**
 * Waits, when France's midnight is less than `margin` ms away, until it has passed: a test that reads
 * "today" (the seller's card) after making its facts then reads the day they were made on.
 */
export async function clearOfMidnightInFrance(margin = 90_000) {
  const now = new Date();
  const later = new Date(now.getTime() + margin);
  if (todayInFrance(later) === todayInFrance(now)) return;
  while (todayInFrance() === todayInFrance(now)) await new Promise((r) => setTimeout(r, 1000));
}

/**
 * Sales made in a test, through the box office's API (carts, validation, approvals, cancellations) on the
 * demo producer's theatre show, plus a finished order on another producer's show. `expected` is what they
 * must add to the figures, computed by hand from the prices (not by the code under test).
 */
export async function salesScenario(t: TestContext) {
  const f = await boxOfficeFixtures(t);
  const o = await orderFixtures(t);
  const db = t.database.db;
  const bo = boxOffice(t, f);
  // The box office sells in cash: in its open till session (issue 23).
  await openTillSession(t.app, (await t.login('BOX_OFFICE')).token);
  const [theatreEvent] = await db.select().from(events).where(eq(events.id, f.events.theatre));
  // An event tomorrow (France time or later today), for the seller's "today and tomorrow".
  const startsAt = new Date(Date.now() + 3 * 3600_000);
  const [soon] = await db
    .insert(events)
    .values({
      showId: f.theatreShow,
      roomId: theatreEvent!.roomId,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 7200_000),
      capacity: theatreEvent!.capacity,
    })
    .returning();
  const [manager] = await db.select().from(users).where(eq(users.email, 'manager@encore.test'));
  return {
    f,
    o,
    bo,
    soon: soon!.id,
    plein: f.levels['Orchestre/Plein']!,
    balcon: f.levels['Balcon/Plein']!,
    managerId: manager!.id,
  };
}

type Scenario = Awaited<ReturnType<typeof salesScenario>>;

/** Sells `items` ([price level, seat ids]) on a channel through the box office's API; the cart's id. */
export async function sell(s: Scenario, channel: string, items: [string, string[]][], payment = 'card') {
  const cart = await s.bo.cart(channel);
  for (const [level, ids] of items) expect((await s.bo.seats(cart, s.soon, level, ids)).status).toBe(201);
  expect((await s.bo.validate(cart, undefined, payment)).status).toBe(200);
  return cart;
}

/**
 * The analytics tests' sales on the theatre show today: 3 tickets at the box office in cash over two VAT
 * rates (2 x 45.00 at 5.5 %, 25.00 at 20 %); 2 on the website with its 1.50 fee, one of them cancelled
 * (a partial cancellation); an invitation waiting for approval (nothing yet); one ticket of another
 * producer's show. Net on the theatre show: 4 tickets, 161.50 with fees.
 */
export async function standardSales(s: Scenario) {
  const seats = s.f.seats.orchestre;
  await sell(
    s,
    s.f.channels.boxOffice,
    [
      [s.plein, seats.slice(0, 2)],
      [s.balcon, [s.f.seats.balcon[0]!]],
    ],
    'cash',
  );
  const web = await sell(s, s.f.channels.web, [[s.plein, seats.slice(2, 4)]]);
  const items = (await s.bo.api.get(`/api/orders/${web}`)).body.data.items;
  expect((await s.bo.api.post(`/api/orders/${web}/items/${items[0].id}/cancel`, {})).status).toBe(200);
  await sell(s, s.f.channels.invitations, [[s.plein, [seats[5]!]]]);
  await s.o.write({
    show: s.o.other,
    createdBy: s.managerId,
    createdAt: aMinuteAgoToday(),
    items: [s.o.item(s.o.other.eventId, 0, s.o.seat(0, 0, 0))],
  });
}
