import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { OrderItemStatus } from '@encore/shared/orders/order.schema';
import { events } from './events';
import { orders } from './orders';
import { priceLevels } from './pricings';

/**
 * A ticket line: one seat, or `quantity` admissions to a general-admission area. Amounts are copied from
 * the price level, tax class and channel when the item is added (or its level changed), then frozen.
 */
export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    // No cascade: an event or price level with tickets cannot be deleted (23503, "still in use").
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id),
    seatId: text('seat_id'),
    gaAreaId: text('ga_area_id'),
    quantity: integer('quantity').notNull().default(1),
    priceLevelId: uuid('price_level_id')
      .notNull()
      .references(() => priceLevels.id),
    categoryId: uuid('category_id').notNull(),
    priceLevelName: text('price_level_name').notNull(),
    areaLabel: text('area_label'),
    rowLabel: text('row_label'),
    seatLabel: text('seat_label'),
    unitPriceCents: integer('unit_price_cents').notNull(),
    vatRateBasisPoints: integer('vat_rate_basis_points').notNull(),
    unitVatCents: integer('unit_vat_cents').notNull(),
    unitFeeCents: integer('unit_fee_cents').notNull(),
    status: text('status').$type<OrderItemStatus>().notNull().default('held'),
    /**
     * The item's tickets made ready when it is held (one code and signature per admission; the
     * one-statement hold, modules/sales/sql/hold-seats.ts): its sale writes them in the same statement,
     * with no round trip to sign them. Null when the item was added another way (its sale signs them then).
     * Never shown: a code becomes a ticket only with its sale.
     */
    ticketCodes: text('ticket_codes').array(),
    ticketSignatures: text('ticket_signatures').array(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    /**
     * THE backstop against selling a seat twice: at most one live (held or sold) item per seat of an
     * event, whatever the application does. Inserts use ON CONFLICT on it (modules/inventory/inventory-hold.ts).
     */
    uniqueIndex('order_items_live_seat_unique')
      .on(t.eventId, t.seatId)
      .where(sql`${t.seatId} is not null and ${t.status} in ('held', 'sold')`),
    index('order_items_order_idx').on(t.orderId),
    index('order_items_event_status_idx').on(t.eventId, t.status),
    index('order_items_price_level_idx').on(t.priceLevelId),
    check('order_items_seat_or_area', sql`(${t.seatId} is null) <> (${t.gaAreaId} is null)`),
    check('order_items_quantity', sql`${t.quantity} >= 1 and (${t.seatId} is null or ${t.quantity} = 1)`),
  ],
);

/**
 * Tickets held + sold per (event, price level), quota or not: a level's quota is enforced by a conditional
 * `used + n <= quota` update of this row, so concurrent sellers never exceed it. Every live item counts
 * (migration 0023): counting only while a quota was set, then giving back always, broke it (issue 21).
 */
export const eventQuotaUsage = pgTable(
  'event_quota_usage',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    priceLevelId: uuid('price_level_id')
      .notNull()
      .references(() => priceLevels.id, { onDelete: 'cascade' }),
    used: integer('used').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.priceLevelId] }),
    check('event_quota_usage_not_negative', sql`${t.used} >= 0`),
  ],
);

/** Admissions held + sold per (event, general-admission area), bounded by the area's capacity. */
export const eventAreaUsage = pgTable(
  'event_area_usage',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    gaAreaId: text('ga_area_id').notNull(),
    used: integer('used').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.gaAreaId] }),
    check('event_area_usage_not_negative', sql`${t.used} >= 0`),
  ],
);
