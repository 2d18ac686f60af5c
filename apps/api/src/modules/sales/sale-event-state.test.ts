import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { events, showSalesChannels, shows, tickets } from '../../db/schema';
import { useTestApp } from '../../test/use-test-app';
import { boxOffice, boxOfficeFixtures, soldCount, type BoxOfficeFixtures } from './test-fixtures';

const t = useTestApp();
let f: BoxOfficeFixtures;
let bo: ReturnType<typeof boxOffice>;

beforeAll(async () => {
  f = await boxOfficeFixtures(t);
  bo = boxOffice(t, f);
});

const db = () => t.database.db;
const manager = () => t.api.as('SHOW_MANAGER');
/** The order's tickets a door accepts. */
const ticketsOf = async (orderId: string) =>
  (
    await db()
      .select()
      .from(tickets)
      .where(and(eq(tickets.orderId, orderId), eq(tickets.status, 'valid')))
  ).length;

/** A cart of `channel` holding two seats and two standing places of the theatre's event. */
async function heldCart(channel = f.channels.boxOffice, seat = 0) {
  const cart = await bo.cart(channel);
  const seats = f.seats.orchestre.slice(seat, seat + 2);
  expect((await bo.seats(cart, f.events.theatre, f.levels['Orchestre/Plein']!, seats)).status).toBe(201);
  const places = await bo.places(cart, f.events.theatre, f.levels['Balcon/Plein']!, 'parterre', 2);
  expect(places.status).toBe(201);
  return cart;
}

async function expectRefused(res: { status: number; body: { error: unknown } }, reason: string) {
  expect(res.status).toBe(409);
  expect(res.body.error).toMatchObject({
    code: 'E03007',
    message: expect.stringMatching(/^This event is not on sale: /),
    details: { reason },
  });
}

/** Each change of the event's state, then its undoing. */
const changes = {
  eventCancelled: {
    apply: async () =>
      expect((await manager().post(`/api/events/${f.events.theatre}/cancel`, {})).status).toBe(200),
    undo: async () =>
      expect((await manager().post(`/api/events/${f.events.theatre}/reinstate`, {})).status).toBe(200),
  },
  eventStarted: {
    apply: () => moveEvent(-60_000),
    undo: () => moveEvent(2 * 24 * 3600 * 1000),
  },
  showArchived: {
    apply: () => showStatus('archived'),
    undo: () => showStatus('published'),
  },
  channelNotOnShow: {
    apply: async () => {
      await db()
        .delete(showSalesChannels)
        .where(
          and(
            eq(showSalesChannels.showId, f.theatreShow),
            sql`${showSalesChannels.salesChannelId} in (${f.channels.boxOffice}, ${f.channels.invitations})`,
          ),
        );
    },
    undo: async () => {
      await db()
        .insert(showSalesChannels)
        .values(
          [f.channels.boxOffice, f.channels.invitations].map((c) => ({
            showId: f.theatreShow,
            salesChannelId: c,
          })),
        );
    },
  },
};

async function moveEvent(fromNowMs: number) {
  const startsAt = new Date(Date.now() + fromNowMs);
  const endsAt = new Date(startsAt.getTime() + 2 * 3600 * 1000);
  await db().update(events).set({ startsAt, endsAt }).where(eq(events.id, f.events.theatre));
}
async function showStatus(status: 'published' | 'archived') {
  await db().update(shows).set({ status }).where(eq(shows.id, f.theatreShow));
}

describe('the event state is part of the sale', () => {
  for (const [reason, change] of Object.entries(changes))
    it(`refuses to validate a cart already holding seats (${reason}), sells once it is undone`, async () => {
      const cart = await heldCart();
      const sold = await soldCount(db(), f.events.theatre);
      await change.apply();
      try {
        await expectRefused(await bo.validate(cart), reason);
        const after = await bo.api.get(`/api/carts/${cart}`);
        expect(after.body.data.status).toBe('cart');
        expect(await ticketsOf(cart)).toBe(0);
        expect(await soldCount(db(), f.events.theatre)).toBe(sold);
      } finally {
        await change.undo();
      }
      const validated = await bo.validate(cart);
      expect(validated.status).toBe(200);
      expect(validated.body.data.status).toBe('confirmed');
      expect(await ticketsOf(cart)).toBe(4);
      // Free the seats for the next case.
      expect((await t.api.as('ADMIN').post(`/api/orders/${cart}/cancel`, {})).status).toBe(200);
    });

  for (const [reason, change] of Object.entries(changes))
    it(`refuses a pending order's validation and approvals (${reason}), approves once it is undone`, async () => {
      const cart = await heldCart(f.channels.invitations, 4);
      await change.apply();
      try {
        await expectRefused(await bo.validate(cart), reason);
      } finally {
        await change.undo();
      }
      expect((await bo.validate(cart)).body.data.status).toBe('pending_approval');
      await change.apply();
      try {
        for (const [role, as] of [
          ['SHOW_MANAGER', 'show_manager'],
          ['PRODUCER', 'producer'],
        ] as const)
          await expectRefused(await t.api.as(role).post(`/api/orders/${cart}/approve`, { as }), reason);
        const order = await manager().get(`/api/orders/${cart}`);
        expect(order.body.data).toMatchObject({ status: 'pending_approval', approvals: [] });
      } finally {
        await change.undo();
      }
      const first = await manager().post(`/api/orders/${cart}/approve`, { as: 'show_manager' });
      expect(first.status).toBe(200);
      await change.apply();
      try {
        await expectRefused(
          await t.api.as('PRODUCER').post(`/api/orders/${cart}/approve`, { as: 'producer' }),
          reason,
        );
        expect(await ticketsOf(cart)).toBe(0);
      } finally {
        await change.undo();
      }
      const second = await t.api.as('PRODUCER').post(`/api/orders/${cart}/approve`, { as: 'producer' });
      expect(second.body.data.status).toBe('confirmed');
      expect((await t.api.as('ADMIN').post(`/api/orders/${cart}/cancel`, {})).status).toBe(200);
    });
});
