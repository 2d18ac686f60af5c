import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { CustomerLanguage } from '@encore/shared/orders/order.schema';
import { orders } from './orders';

/** Every outgoing e-mail is written here first; a sender delivers it by SMTP when one is configured. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    kind: text('kind').notNull(),
    status: text('status').$type<'pending' | 'sent' | 'failed' | 'kept'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Retries back off: the sender takes a pending message once this is past (also a claim's lease). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Tickets e-mails: their order (listed on its page), language and what to attach at send time. */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    language: text('language').$type<CustomerLanguage>(),
    attachment: text('attachment').$type<'order-tickets-pdf'>(),
    ticketCount: integer('ticket_count').notNull().default(0),
  },
  (t) => [
    index('email_outbox_status_idx').on(t.status, t.nextAttemptAt),
    index('email_outbox_order_idx').on(t.orderId, t.createdAt),
  ],
);
