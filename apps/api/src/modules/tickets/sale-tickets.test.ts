import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { orderHistory, orderItems, orders, tickets } from '../../db/schema';
import { useTestApp } from '../../test/use-test-app';
import { boxOffice, boxOfficeFixtures, soldCount, type BoxOfficeFixtures } from '../sales/test-fixtures';
import { ticketKeyOf } from './ticket-key';
import { issueSaleTickets, repairSaleTickets } from './tickets.repository';
import crypto from 'node:crypto';

// A plain sale is one statement (modules/sales/sql/sell-cart.ts) that writes its tickets from the codes
// signed when the seats were held; items held without codes get theirs in a second statement, outside its
// transaction: those must follow it, never outlive a cancellation, and be made again after a crash.
const t = useTestApp();
let f: BoxOfficeFixtures;
let b: ReturnType<typeof boxOffice>;
const key = ticketKeyOf(crypto.generateKeyPairSync('ed25519').privateKey);

beforeAll(async () => {
  f = await boxOfficeFixtures(t);
  b = boxOffice(t, f);
});

async function cartWith(seats: number[]) {
  const cart = await b.cart();
  const ids = seats.map((i) => f.seats.balcon[i]!);
  expect((await b.seats(cart, f.events.theatre, f.levels['Balcon/Plein']!, ids)).status).toBe(201);
  return cart;
}
const ticketsOf = (orderId: string) =>
  t.database.db.select().from(tickets).where(eq(tickets.orderId, orderId));
const theatreSold = () => soldCount(t.database.db, f.events.theatre);

describe('a plain sale in one statement', () => {
  it('confirms the cart, sells its items, counts them on the event, writes its steps and its tickets', async () => {
    const cart = await cartWith([0, 1]);
    const before = await theatreSold();
    const res = await b.validate(cart);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'confirmed', paymentMethod: 'card' });
    expect(res.body.data.items.map((i: { status: string }) => i.status)).toEqual(['sold', 'sold']);
    expect(await theatreSold()).toBe(before + 2);
    const steps = await t.database.db.select().from(orderHistory).where(eq(orderHistory.orderId, cart));
    expect(steps.map((s) => s.action).slice(-2)).toEqual(['validated', 'confirmed']);
    expect((await ticketsOf(cart)).map((x) => x.status)).toEqual(['valid', 'valid']);
  });

  it('writes in the sale the tickets signed when the seats were held, valid at the door', async () => {
    const cart = await cartWith([2, 3]);
    const held = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, cart));
    expect(held.every((i) => i.ticketCodes?.length === 1 && i.ticketSignatures?.length === 1)).toBe(true);
    expect((await b.validate(cart)).status).toBe(200);
    const made = await ticketsOf(cart);
    expect(made.map((x) => x.code).sort()).toEqual(held.map((i) => i.ticketCodes![0]).sort());
    for (const ticket of made) {
      const item = held.find((i) => i.id === ticket.itemId)!;
      expect(ticket).toMatchObject({ status: 'valid', admission: 1, eventId: item.eventId, orderId: cart });
      expect(ticket.signature).toBe(item.ticketSignatures![0]);
    }
    // The door reads them: each QR code scans as valid once.
    const list = await b.api.get(`/api/orders/${cart}/tickets`);
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(2);
  });

  it('signs at the sale the tickets of items held without codes', async () => {
    const cart = await cartWith([6, 7]);
    await t.database.db
      .update(orderItems)
      .set({ ticketCodes: null, ticketSignatures: null })
      .where(eq(orderItems.orderId, cart));
    expect((await b.validate(cart)).status).toBe(200);
    const made = await ticketsOf(cart);
    expect(made.map((x) => x.status)).toEqual(['valid', 'valid']);
    expect(new Set(made.map((x) => x.itemId)).size).toBe(2);
  });

  it('leaves a channel that needs approval to the careful path: pending, seats still held', async () => {
    const cart = await b.cart(f.channels.invitations);
    const seat = f.seats.balcon[5]!;
    await b.seats(cart, f.events.theatre, f.levels['Balcon/Plein']!, [seat]);
    const res = await b.validate(cart);
    expect(res.body.data.status).toBe('pending_approval');
    expect(res.body.data.items[0].status).toBe('held');
  });

  it('writes no ticket for an item cancelled before its tickets, and makes missing ones again', async () => {
    const cart = await cartWith([8, 9]);
    expect((await b.validate(cart)).status).toBe(200);
    const items = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, cart));
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, cart));
    // As if the process had stopped after the sale's statement: no tickets yet.
    await t.database.db.delete(tickets).where(eq(tickets.orderId, cart));
    // A cancellation of one item comes first.
    const cancelled = items[0]!;
    expect((await b.api.post(`/api/orders/${cart}/items/${cancelled.id}/cancel`, {})).status).toBe(200);
    const sale = {
      order: { id: cart, status: 'confirmed' as const, showId: order!.showId, producerId: order!.producerId },
      items,
    };
    await issueSaleTickets(t.database.db, key, sale);
    expect((await ticketsOf(cart)).map((x) => x.itemId)).toEqual([items[1]!.id]);

    await t.database.db.delete(tickets).where(eq(tickets.orderId, cart));
    expect(await repairSaleTickets(t.database.db, key)).toBeGreaterThanOrEqual(1);
    const repaired = await t.database.db
      .select()
      .from(tickets)
      .where(and(eq(tickets.orderId, cart), eq(tickets.status, 'valid')));
    expect(repaired.map((x) => x.itemId)).toEqual([items[1]!.id]);
  });
});
