import type { Ticket } from '@encore/shared/tickets/ticket.schema';
import type { OrderEmail } from '@encore/shared/tickets/ticket-email.schema';
import { iso } from '../../lib/dto';
import type { OutboxRow } from '../mail';
import type { TicketKey } from './ticket-key';
import type { TicketWithShow } from './tickets.repository';

export function ticketDto(row: TicketWithShow, key: TicketKey): Ticket {
  const t = row.ticket;
  return {
    id: t.id,
    orderId: t.orderId,
    orderNumber: row.orderNumber,
    itemId: t.itemId,
    eventId: t.eventId,
    eventStartsAt: iso(row.eventStartsAt),
    showId: t.showId,
    showName: row.showName,
    admission: t.admission,
    code: t.code,
    // Only a confirmed ticket carries a code a door accepts (product.md): a pending or void ticket's signed
    // payload would enter offline at a door whose manifest predates it (issue 22).
    qr: t.status === 'valid' ? key.qrPayload(t.code, t.eventId, t.signature) : null,
    status: t.status,
    areaLabel: t.areaLabel,
    rowLabel: t.rowLabel,
    seatLabel: t.seatLabel,
    priceLevelName: t.priceLevelName,
    priceInclTaxCents: t.priceInclTaxCents,
    createdAt: iso(t.createdAt),
    voidedAt: t.voidedAt && iso(t.voidedAt),
    checkedInAt: t.checkedInAt && iso(t.checkedInAt),
  };
}

export function orderEmailDto(row: OutboxRow): OrderEmail {
  return {
    id: row.id,
    kind: row.kind,
    to: row.to,
    subject: row.subject,
    language: row.language ?? 'fr',
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    nextAttemptAt: row.status === 'pending' ? iso(row.nextAttemptAt) : null,
    ticketCount: row.ticketCount,
    createdAt: iso(row.createdAt),
    sentAt: row.sentAt && iso(row.sentAt),
  };
}
