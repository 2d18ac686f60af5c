import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CheckInAnswer, CheckInResult } from '@encore/shared/tickets/check-in.schema';
import type { TicketStatus } from '@encore/shared/tickets/ticket.schema';
import { events } from './events';
import { orderItems } from './order-items';

/**
 * One admission (shared/tickets/ticket.schema.ts). The item's labels, price and the order's show and
 * producer are copied in (frozen once sold), so a scan at the door is one conditional update of this row
 * and ownership rules filter on it alone. The first check-in is kept here too. Stored with fillfactor 75
 * (migration 0016, which drizzle cannot declare): that check-in update stays on the row's page (HOT).
 */
export const tickets = pgTable(
  'tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // The item's order and event, copied: its item's foreign key (cascading) guards them, so they have none
    // of their own (migration 0021: each was a lookup and a row lock per ticket sold, the event's row the
    // one every seller of a hot event locks).
    orderId: uuid('order_id').notNull(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id').notNull(),
    showId: uuid('show_id').notNull(),
    producerId: uuid('producer_id'),
    admission: integer('admission').notNull().default(1),
    /** 28 characters of 128 random bits (shared/tickets/ticket-code.ts). */
    code: text('code').notNull(),
    /** The Ed25519 signature of the code and event, base32: the QR payload is rebuilt from it. */
    signature: text('signature').notNull(),
    status: text('status').$type<TicketStatus>().notNull(),
    areaLabel: text('area_label'),
    rowLabel: text('row_label'),
    seatLabel: text('seat_label'),
    priceLevelName: text('price_level_name').notNull(),
    priceInclTaxCents: integer('price_incl_tax_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    /** The first scan kept (the earliest, online or uploaded from an offline door). */
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    checkedInBy: uuid('checked_in_by'),
    checkedInDevice: text('checked_in_device'),
    checkedInOffline: boolean('checked_in_offline').notNull().default(false),
  },
  (t) => [
    uniqueIndex('tickets_code_unique').on(t.code),
    uniqueIndex('tickets_item_admission_unique').on(t.itemId, t.admission),
    index('tickets_order_idx').on(t.orderId),
    index('tickets_event_status_idx').on(t.eventId, t.status),
  ],
);

/** Every scan at the door, whatever its answer (the event's latest scans; a nonce's stored answer). */
export const checkIns = pgTable(
  'check_ins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    ticketId: uuid('ticket_id').references(() => tickets.id, { onDelete: 'cascade' }),
    result: text('result').$type<CheckInResult>().notNull(),
    /** Chosen by the device per scan: a retry with it gets `answer` again and changes nothing. */
    nonce: text('nonce'),
    answer: jsonb('answer').$type<CheckInAnswer>().notNull(),
    device: text('device'),
    userId: uuid('user_id'),
    offline: boolean('offline').notNull().default(false),
    scannedAt: timestamp('scanned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('check_ins_nonce_unique').on(t.nonce),
    index('check_ins_event_idx').on(t.eventId, t.scannedAt),
  ],
);
