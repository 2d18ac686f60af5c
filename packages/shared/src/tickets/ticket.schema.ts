import { z } from 'zod';

/**
 * `valid`: its order is confirmed and its item sold. `pending`: its order awaits approval (the door
 * answers `not_confirmed`; it is in no PDF). `void`: its item or order was cancelled (at once).
 */
export const ticketStatuses = ['valid', 'pending', 'void'] as const;
export type TicketStatus = (typeof ticketStatuses)[number];

/** The spec's texts (web messages of the buttons). */
export const ticketMessages = {
  generated: 'Tickets generated successfully',
  generateFailed: 'Failed to generate tickets',
  emailSent: 'Email sent successfully',
  emailFailed: 'Failed to send email',
} as const;

/**
 * One admission: a seat item has one ticket, a general-admission item of quantity n has n (`admission`
 * 1..n), so each person enters once. Created with the order's tickets (validation, approval, or
 * `POST /api/orders/{id}/tickets`); never deleted, only voided.
 */
export const ticketSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  itemId: z.string(),
  eventId: z.string(),
  eventStartsAt: z.string(),
  showId: z.string(),
  showName: z.string(),
  /** 1..quantity of its item (always 1 for a seat). */
  admission: z.number(),
  /** The 28-character code (ticket-code.ts), printed in groups of 4. */
  code: z.string(),
  /**
   * The signed QR payload (ticket-code.ts), what the PDF's QR code holds: null unless the ticket is `valid`
   * (a pending or void ticket gets no code a door accepts, online or offline).
   */
  qr: z.string().nullable(),
  status: z.enum(ticketStatuses),
  areaLabel: z.string().nullable(),
  rowLabel: z.string().nullable(),
  seatLabel: z.string().nullable(),
  priceLevelName: z.string(),
  /** Price incl. VAT of this admission (the item's unit price: prices are VAT included), in cents. */
  priceInclTaxCents: z.number(),
  createdAt: z.string(),
  voidedAt: z.string().nullable(),
  /** When it was first let in (the first scan kept), null before. */
  checkedInAt: z.string().nullable(),
});
export type Ticket = z.infer<typeof ticketSchema>;
export const ticketListResponseSchema = z.object({ data: z.array(ticketSchema) });
