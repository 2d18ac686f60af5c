import {
  bigint,
  boolean,
  date,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * sales_daily summed over blocks of closed days, one narrow table per analytics dimension: a year's table
 * reads a few hundred rows per block instead of every (day, event, channel, price level, seller, payment)
 * line. Blocks are 4, 16, 64 and 256 days aligned on day numbers from 1900-01-01, so any range is a
 * handful of blocks plus at most three days at each end (read from sales_daily). `base` rows (no
 * dimension key) also exist per single day, and `day` rows (each day's totals per VAT rate, producer and
 * channel all zeros): the by-day, by-channel and by-VAT-rate tables and the dashboard's per-day figures
 * read those. Written by the roll-up (modules/analytics/sales-rollup.ts)
 * outside the sale's transaction, only for days that are closed (before yesterday); a later write to a
 * rolled day (imports, demo data) marks it in sales_rollup_dirty (trigger, migration 0017) and the next
 * read rolls it again. Figures are the same columns as sales_daily's.
 */
export const salesRollup = pgTable(
  'sales_rollup',
  {
    /** 'show', 'event', 'priceLevel', 'seller', 'paymentMethod', 'base' or 'day'. */
    dimension: text('dimension').notNull(),
    grain: smallint('grain').notNull(),
    start: date('start', { mode: 'string' }).notNull(),
    /** The dimension's id (or payment method) as text; '' for base rows. */
    key: text('key').notNull(),
    producerId: uuid('producer_id').notNull(),
    salesChannelId: uuid('sales_channel_id').notNull(),
    vatRateBasisPoints: integer('vat_rate_bp').notNull(),
    tickets: integer('tickets').notNull(),
    priceCents: bigint('price_cents', { mode: 'number' }).notNull(),
    vatCents: bigint('vat_cents', { mode: 'number' }).notNull(),
    feesCents: bigint('fees_cents', { mode: 'number' }).notNull(),
    cancelledTickets: integer('cancelled_tickets').notNull(),
    cancelledPriceCents: bigint('cancelled_price_cents', { mode: 'number' }).notNull(),
    cancelledVatCents: bigint('cancelled_vat_cents', { mode: 'number' }).notNull(),
    cancelledFeesCents: bigint('cancelled_fees_cents', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({
      name: 'sales_rollup_pk',
      columns: [t.dimension, t.grain, t.start, t.key, t.producerId, t.salesChannelId, t.vatRateBasisPoints],
    }),
  ],
);

/** How far the roll-up has gone: every day up to `rolledThrough` is in sales_rollup (one row). */
export const salesRollupState = pgTable('sales_rollup_state', {
  id: boolean('id').primaryKey().default(true),
  rolledThrough: date('rolled_through', { mode: 'string' }),
});

/** Closed days written to after they were rolled up: rolled again before the next read. */
export const salesRollupDirty = pgTable('sales_rollup_dirty', {
  day: date('day', { mode: 'string' }).primaryKey(),
});
