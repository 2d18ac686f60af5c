import crypto from 'node:crypto';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { TicketStatus } from '@encore/shared/tickets/ticket.schema';
import { ticketCodeFromBytes } from '@encore/shared/tickets/ticket-code';
import type { Executor } from '../../db/client';
import type { OrderSnapshot } from '../../lib/order-change';
import { events, orderItems, orders, shows, tickets } from '../../db/schema';
import type { TicketKey } from './ticket-key';

export type TicketRow = typeof tickets.$inferSelect;

/** The order's facts tickets need (rules name producerId / showId, as for orders). */
export async function orderFacts(db: Executor, orderId: string, lock = false) {
  const query = db
    .select({
      id: orders.id,
      number: orders.number,
      status: orders.status,
      showId: orders.showId,
      producerId: orders.producerId,
      customerName: orders.customerName,
      customerEmail: orders.customerEmail,
      customerLanguage: orders.customerLanguage,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}
export type OrderFacts = NonNullable<Awaited<ReturnType<typeof orderFacts>>>;

/** What a ticket should be now, from its order's and item's states. */
function statusOf(orderStatus: string, itemStatus: string): TicketStatus {
  if (itemStatus === 'cancelled' || itemStatus === 'released') return 'void';
  if (orderStatus === 'confirmed' && itemStatus === 'sold') return 'valid';
  if (orderStatus === 'pending_approval' && itemStatus === 'held') return 'pending';
  return 'void';
}

/**
 * Brings the orders' tickets in step with them (idempotent, inside the caller's transaction): one ticket
 * per admission of each live item of a pending or confirmed order, created when missing; then each
 * ticket's status follows its item and order (a cancelled item or order voids at once, never deletes).
 * Several orders at once in the same few statements (demo data: hundreds). `withVoided` also writes the
 * void tickets of cancelled items: demo orders are written in their final state, yet their cancelled
 * items had been sold (and ticketed) before. `noTicketsYet`: the caller knows the orders have none (a
 * cart just validated: carts never have tickets), which spares reading them.
 */
export async function syncOrderTickets(
  tx: Executor,
  orderIds: string[],
  key: TicketKey,
  {
    withVoided = false,
    noTicketsYet = false,
    snapshot,
  }: { withVoided?: boolean; noTicketsYet?: boolean; snapshot?: OrderSnapshot } = {},
): Promise<void> {
  if (!orderIds.length) return;
  // The orders and their items in one read (a validation runs this in the sale's transaction), unless the
  // caller holds the order and its live items (`snapshot`, a cart just validated: items not live make
  // no ticket without `withVoided`).
  const rows = snapshot
    ? snapshot.items.map((item) => ({ order: snapshot.order, item }))
    : await tx
        .select({
          order: {
            id: orders.id,
            status: orders.status,
            showId: orders.showId,
            producerId: orders.producerId,
          },
          item: orderItems,
        })
        .from(orders)
        .leftJoin(orderItems, eq(orderItems.orderId, orders.id))
        .where(inArray(orders.id, orderIds));
  const orderOf = new Map(rows.filter((r) => r.order.showId).map((r) => [r.order.id, r.order]));
  if (!orderOf.size) return;
  const ids = [...orderOf.keys()];
  const items = rows.flatMap((r) => (r.item && orderOf.has(r.item.orderId) ? [r.item] : []));
  const existing = noTicketsYet
    ? []
    : await tx
        .select({
          id: tickets.id,
          orderId: tickets.orderId,
          itemId: tickets.itemId,
          admission: tickets.admission,
          status: tickets.status,
        })
        .from(tickets)
        .where(inArray(tickets.orderId, ids));
  const have = new Set(existing.map((t) => `${t.itemId}:${t.admission}`));
  const fresh: (typeof tickets.$inferInsert)[] = [];
  for (const item of items) {
    const order = orderOf.get(item.orderId)!;
    const status = statusOf(order.status, item.status);
    if (status === 'void' && !(withVoided && item.status === 'cancelled')) continue;
    for (let admission = 1; admission <= item.quantity; admission++) {
      if (have.has(`${item.id}:${admission}`)) continue;
      const code = ticketCodeFromBytes(crypto.randomBytes(16));
      fresh.push({
        orderId: item.orderId,
        itemId: item.id,
        eventId: item.eventId,
        showId: order.showId!,
        producerId: order.producerId,
        admission,
        code,
        signature: key.sign(code, item.eventId),
        status,
        voidedAt: status === 'void' ? item.updatedAt : null,
        areaLabel: item.areaLabel,
        rowLabel: item.rowLabel,
        seatLabel: item.seatLabel,
        priceLevelName: item.priceLevelName,
        // Prices are VAT included (shared/money.ts): the unit price is what the customer paid.
        priceInclTaxCents: item.unitPriceCents,
      });
    }
  }
  for (let i = 0; i < fresh.length; i += 1000)
    await tx
      .insert(tickets)
      .values(fresh.slice(i, i + 1000))
      .onConflictDoNothing();
  const itemStatus = new Map(items.map((i) => [i.id, i.status]));
  const moves = new Map<TicketStatus, string[]>();
  for (const ticket of existing) {
    const orderStatus = orderOf.get(ticket.orderId)!.status;
    const status = statusOf(orderStatus, itemStatus.get(ticket.itemId) ?? 'released');
    if (status !== ticket.status) moves.set(status, [...(moves.get(status) ?? []), ticket.id]);
  }
  for (const [status, ids] of moves)
    await tx
      .update(tickets)
      .set({ status, ...(status === 'void' ? { voidedAt: new Date() } : {}) })
      .where(and(inArray(tickets.id, ids), ne(tickets.status, 'void')));
}

/** The order's tickets with their show and event (DTO and PDF), by item then admission. */
export async function ticketsOfOrder(db: Executor, orderId: string) {
  return ticketRows(db)
    .where(eq(tickets.orderId, orderId))
    .orderBy(
      asc(tickets.createdAt),
      asc(tickets.areaLabel),
      asc(tickets.rowLabel),
      asc(tickets.seatLabel),
      asc(tickets.admission),
    );
}

export async function ticketById(db: Executor, id: string) {
  const [row] = await ticketRows(db).where(eq(tickets.id, id));
  return row;
}

function ticketRows(db: Executor) {
  return db
    .select({
      ticket: tickets,
      orderNumber: orders.number,
      eventStartsAt: events.startsAt,
      showName: shows.name,
    })
    .from(tickets)
    .innerJoin(orders, eq(orders.id, tickets.orderId))
    .innerJoin(events, eq(events.id, tickets.eventId))
    .innerJoin(shows, eq(shows.id, tickets.showId))
    .$dynamic();
}
export type TicketWithShow = Awaited<ReturnType<typeof ticketsOfOrder>>[number];
