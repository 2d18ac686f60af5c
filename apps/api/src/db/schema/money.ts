import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TenderMethod } from '@encore/shared/money/money-facts';
import { orderItems } from './order-items';
import { orders } from './orders';
import { tillSessions } from './tills';

/**
 * Money in: one payment of an order (several when split). A fact: never updated nor deleted (migration
 * 0027's trigger refuses it); a correction is a refund. Cash keeps what was tendered and the change given.
 */
export const orderPayments = pgTable(
  'order_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    method: text('method').$type<TenderMethod>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    tenderedCents: integer('tendered_cents'),
    changeCents: integer('change_cents'),
    reference: text('reference'),
    /** The seller's open till session when taken at a counter (cash always is). */
    tillSessionId: uuid('till_session_id').references(() => tillSessions.id),
    receivedBy: uuid('received_by'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_payments_order_idx').on(t.orderId),
    index('order_payments_session_idx').on(t.tillSessionId),
    index('order_payments_at_idx').on(t.at),
    check('order_payments_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

/**
 * Money out: a refund of an order (an item or all of it cancelled). A fact like a payment; `reason` is
 * required when the method differs from the payment's (checked by the service).
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    /** The cancelled item it pays back, null when it pays back a whole order's cancellation. */
    orderItemId: uuid('order_item_id').references(() => orderItems.id),
    method: text('method').$type<TenderMethod>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason'),
    tillSessionId: uuid('till_session_id').references(() => tillSessions.id),
    refundedBy: uuid('refunded_by'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_refunds_order_idx').on(t.orderId),
    index('order_refunds_session_idx').on(t.tillSessionId),
    index('order_refunds_at_idx').on(t.at),
    check('order_refunds_amount_positive', sql`${t.amountCents} > 0`),
  ],
);
