import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { events, orderItems, orders, rooms, shows, tickets } from '../../db/schema';
import type { TicketPage } from './ticket-pdf';
import type { TicketKey } from './ticket-key';

const address = (room: { street: string | null; postalCode: string | null; city: string | null }) =>
  [room.street, [room.postalCode, room.city].filter(Boolean).join(' ')].filter(Boolean).join(', ') || null;

/** The pages of the valid tickets matching `where` (one order's, or one ticket), and their show's poster. */
export async function validTicketPages(db: Executor, where: SQL, key: TicketKey) {
  const rows = await db
    .select({
      ticket: tickets,
      quantity: orderItems.quantity,
      orderNumber: orders.number,
      customerName: orders.customerName,
      language: orders.customerLanguage,
      showName: shows.name,
      subtitle: shows.subtitle,
      poster: shows.poster,
      startsAt: events.startsAt,
      roomName: rooms.name,
      street: rooms.street,
      postalCode: rooms.postalCode,
      city: rooms.city,
    })
    .from(tickets)
    .innerJoin(orderItems, eq(orderItems.id, tickets.itemId))
    .innerJoin(orders, eq(orders.id, tickets.orderId))
    .innerJoin(shows, eq(shows.id, tickets.showId))
    .innerJoin(events, eq(events.id, tickets.eventId))
    .innerJoin(rooms, eq(rooms.id, events.roomId))
    .where(and(where, eq(tickets.status, 'valid')))
    .orderBy(
      asc(events.startsAt),
      asc(tickets.areaLabel),
      asc(tickets.rowLabel),
      asc(tickets.seatLabel),
      asc(tickets.admission),
    );
  const pages: TicketPage[] = rows.map((row) => ({
    showName: row.showName,
    subtitle: row.subtitle,
    startsAt: row.startsAt,
    roomName: row.roomName,
    address: address(row),
    areaLabel: row.ticket.areaLabel,
    rowLabel: row.ticket.rowLabel,
    seatLabel: row.ticket.seatLabel,
    admission: row.ticket.admission,
    quantity: row.quantity,
    priceLevelName: row.ticket.priceLevelName,
    priceInclTaxCents: row.ticket.priceInclTaxCents,
    orderNumber: row.orderNumber,
    customerName: row.customerName,
    code: row.ticket.code,
    qr: key.qrPayload(row.ticket.code, row.ticket.eventId, row.ticket.signature),
  }));
  return { pages, poster: rows[0]?.poster ?? null, language: rows[0]?.language ?? 'fr' };
}
