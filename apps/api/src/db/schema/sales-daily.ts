import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Stands for "no seller" in the key (a unique index treats nulls as distinct). */
export const noSeller = '00000000-0000-0000-0000-000000000000';

/**
 * Tickets sold and cancelled per France calendar day and per (event, channel, price level, VAT rate,
 * seller, payment method): what the dashboard and analytics read instead of scanning order items. Kept by
 * database triggers on order_items (migration 0011), in the transaction of the sale or cancellation, so
 * no code path that sells can forget it. Show and producer are copied from the event for the filters.
 * The seller is in the key so two sellers never wait on one row; net figures are sold minus cancelled.
 */
export const salesDaily = pgTable(
  'sales_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    eventId: uuid('event_id').notNull(),
    showId: uuid('show_id').notNull(),
    producerId: uuid('producer_id').notNull(),
    salesChannelId: uuid('sales_channel_id').notNull(),
    priceLevelId: uuid('price_level_id').notNull(),
    vatRateBasisPoints: integer('vat_rate_bp').notNull(),
    sellerId: uuid('seller_id').notNull(),
    paymentMethod: text('payment_method').notNull(),
    tickets: integer('tickets').notNull().default(0),
    /** Ticket prices VAT included (fees apart). */
    priceCents: bigint('price_cents', { mode: 'number' }).notNull().default(0),
    vatCents: bigint('vat_cents', { mode: 'number' }).notNull().default(0),
    feesCents: bigint('fees_cents', { mode: 'number' }).notNull().default(0),
    cancelledTickets: integer('cancelled_tickets').notNull().default(0),
    cancelledPriceCents: bigint('cancelled_price_cents', { mode: 'number' }).notNull().default(0),
    cancelledVatCents: bigint('cancelled_vat_cents', { mode: 'number' }).notNull().default(0),
    cancelledFeesCents: bigint('cancelled_fees_cents', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    uniqueIndex('sales_daily_key').on(
      t.day,
      t.eventId,
      t.salesChannelId,
      t.priceLevelId,
      t.vatRateBasisPoints,
      t.sellerId,
      t.paymentMethod,
    ),
    index('sales_daily_show_idx').on(t.showId, t.day),
    index('sales_daily_producer_idx').on(t.producerId, t.day),
    index('sales_daily_seller_idx').on(t.sellerId, t.day),
    // An event's tickets sold (view event_sales, db/schema/events.ts).
    index('sales_daily_event_idx').on(t.eventId),
  ],
);

/**
 * Each ticket's sale and cancellation with its day, written by the same triggers: the order-items CSV
 * export reads its lines from here, so it always adds up to sales_daily's figures, day for day.
 */
export const salesLedger = pgTable(
  'sales_ledger',
  {
    day: date('day', { mode: 'string' }).notNull(),
    orderItemId: uuid('order_item_id').notNull(),
    cancelled: boolean('cancelled').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderItemId, t.cancelled] }),
    index('sales_ledger_day_idx').on(t.day, t.orderItemId),
  ],
);
