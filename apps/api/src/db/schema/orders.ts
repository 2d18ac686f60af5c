import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type {
  CustomerLanguage,
  HistoryAction,
  OrderStatus,
  PaymentMethod,
} from '@encore/shared/orders/order.schema';
import type { InvitationReason } from '@encore/shared/money/money-facts';
import { producers } from './producers';
import { salesChannels } from './sales-channels';
import { shows } from './shows';

/**
 * An order, from cart to sale. Totals are stored (derived once by shared/money.ts from the items' frozen
 * amounts); showId and producerId are copied from the first item's show so ownership rules and lists
 * filter on this row alone.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Short human number (shared/orders/order.schema.ts alphabet), unique. */
    number: text('number').notNull(),
    status: text('status').$type<OrderStatus>().notNull().default('cart'),
    salesChannelId: uuid('sales_channel_id')
      .notNull()
      .references(() => salesChannels.id),
    showId: uuid('show_id').references(() => shows.id),
    producerId: uuid('producer_id').references(() => producers.id),
    customerName: text('customer_name'),
    customerEmail: text('customer_email'),
    customerPhone: text('customer_phone'),
    customerLanguage: text('customer_language').$type<CustomerLanguage>(),
    paymentMethod: text('payment_method').$type<PaymentMethod>(),
    /** An invitation (`paymentMethod` 'free'): its tickets are priced 0 and this says why (issue 23). */
    invitationReason: text('invitation_reason').$type<InvitationReason>(),
    subtotalCents: integer('subtotal_cents').notNull().default(0),
    feesCents: integer('fees_cents').notNull().default(0),
    vatCents: integer('vat_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull().default(0),
    totalInclTaxCents: integer('total_incl_tax_cents').notNull().default(0),
    /** Carts only: the holds lapse then; every change renews it. Null once validated. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdBy: uuid('created_by'),
    validatedAt: timestamp('validated_at', { withTimezone: true }),
    validatedBy: uuid('validated_by'),
    managerApprovedBy: uuid('manager_approved_by'),
    managerApprovedAt: timestamp('manager_approved_at', { withTimezone: true }),
    producerApprovedBy: uuid('producer_approved_by'),
    producerApprovedAt: timestamp('producer_approved_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: uuid('cancelled_by'),
    cancelReason: text('cancel_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * encore_fold(number, customer name, e-mail, phone): what the orders list searches, with its trigram
     * index (migration 0015). Written by a trigger when those columns are set, never by the code.
     */
    searchText: text('search_text'),
  },
  (t) => [
    uniqueIndex('orders_number_unique').on(t.number),
    // The expiry sweep reads only live carts.
    index('orders_cart_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'cart'`),
    // A seller's live carts, counted against its caps on every cart opened and seat held (seller-holds.ts).
    index('orders_seller_carts_idx')
      .on(t.createdBy, t.expiresAt)
      .where(sql`(${t.status} = 'cart') is true`),
    index('orders_created_idx').on(t.createdAt, t.id),
    index('orders_show_idx').on(t.showId, t.createdAt),
    index('orders_producer_idx').on(t.producerId, t.createdAt),
    index('orders_channel_idx').on(t.salesChannelId, t.createdAt),
    index('orders_created_by_idx').on(t.createdBy, t.createdAt),
    index('orders_status_idx').on(t.status, t.createdAt),
    index('orders_customer_name_idx').on(sql`lower(${t.customerName})`),
  ],
);

/** Order history: who did what, when (never updated). */
export const orderHistory = pgTable(
  'order_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    action: text('action').$type<HistoryAction>().notNull(),
    userId: uuid('user_id'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_history_order_idx').on(t.orderId, t.at)],
);
