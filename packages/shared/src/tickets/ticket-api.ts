import type { Action, Subject } from '../auth/permissions';

/**
 * The API of tickets and the door, with the permission each needs (the web shows a button when the user's
 * rules allow it). Answers `{ data }` unless a PDF.
 */
export const ticketApi = {
  /** Lists the order's tickets (ticket.schema.ts), every status. */
  orderTickets: (orderId: string) => `/api/orders/${orderId}/tickets`,
  /** POST: creates the missing tickets of a pending or confirmed order (idempotent), answers its tickets. */
  generate: (orderId: string) => `/api/orders/${orderId}/tickets`,
  /** GET: every valid ticket of the order, one A4 page each (application/pdf; 409 when none). */
  orderPdf: (orderId: string) => `/api/orders/${orderId}/tickets.pdf`,
  /** GET: one valid ticket's page. */
  ticketPdf: (ticketId: string) => `/api/tickets/${ticketId}.pdf`,
  /** POST `{ email? }`: one e-mail with all valid tickets in one PDF, through the outbox (202 + the e-mail). */
  email: (orderId: string) => `/api/orders/${orderId}/tickets/email`,
  /** GET: the order's e-mails and their state (ticket-email.schema.ts). */
  orderEmails: (orderId: string) => `/api/orders/${orderId}/emails`,
  /** POST `{ code, eventId, nonce?, device? }`: one scan at the door (check-in.schema.ts). */
  checkIn: () => '/api/check-ins',
  /** POST `{ eventId, scans }`: the scans made offline. */
  checkInBatch: () => '/api/check-ins/batch',
  /** GET: counts and latest scans of an event. */
  eventCheckIns: (eventId: string) => `/api/events/${eventId}/check-ins`,
  /** GET: the offline manifest of an event. */
  manifest: (eventId: string) => `/api/events/${eventId}/check-in-manifest`,
} as const;

/** The permission of each endpoint above (checked on the order / event object by the API). */
export const ticketPermissions = {
  orderTickets: { action: 'read', subject: 'Ticket' },
  generate: { action: 'create', subject: 'Ticket' },
  orderPdf: { action: 'read', subject: 'Ticket' },
  ticketPdf: { action: 'read', subject: 'Ticket' },
  email: { action: 'create', subject: 'Ticket' },
  orderEmails: { action: 'read', subject: 'Ticket' },
  checkIn: { action: 'create', subject: 'CheckIn' },
  checkInBatch: { action: 'create', subject: 'CheckIn' },
  eventCheckIns: { action: 'read', subject: 'CheckIn' },
  manifest: { action: 'read', subject: 'CheckIn' },
} as const satisfies Record<keyof typeof ticketApi, { action: Action; subject: Subject }>;
