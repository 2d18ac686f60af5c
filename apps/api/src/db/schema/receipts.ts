import { sql } from 'drizzle-orm';
import { check, integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders';

/**
 * How many times each order's receipt was printed (issue 23, point 8): the first print is the original,
 * every later one a "DUPLICATA" with its number. Counted by one upsert (`prints + 1 ... RETURNING`), whose
 * row lock gives two concurrent prints two different numbers; each print is also a journal entry written
 * in the same transaction.
 */
export const receiptPrints = pgTable(
  'receipt_prints',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id),
    prints: integer('prints').notNull(),
    lastPrintedAt: timestamp('last_printed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('receipt_prints_positive', sql`${t.prints} > 0`)],
);
