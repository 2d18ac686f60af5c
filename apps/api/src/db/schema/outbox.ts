import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
  },
  (t) => [index('email_outbox_status_idx').on(t.status, t.createdAt)],
);
