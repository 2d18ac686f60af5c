import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AmountsByMethod, DenominationCount, TillMovementKind } from '@encore/shared/money/money-facts';

/** A till: a named counter position (issue 23). */
export const tills = pgTable(
  'tills',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('tills_name_unique').on(sql`lower(${t.name})`)],
);

/**
 * A seller's work at a till, from the opening float to the closing count. One open session per till and
 * per seller; every counter payment and refund belongs to the seller's open session.
 */
export const tillSessions = pgTable(
  'till_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tillId: uuid('till_id')
      .notNull()
      .references(() => tills.id),
    status: text('status').$type<'open' | 'closed'>().notNull().default('open'),
    openedBy: uuid('opened_by').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    openingFloat: jsonb('opening_float').$type<DenominationCount>().notNull(),
    openingFloatCents: integer('opening_float_cents').notNull(),
    closedBy: uuid('closed_by'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closingCount: jsonb('closing_count').$type<DenominationCount>(),
    expected: jsonb('expected').$type<AmountsByMethod>(),
    counted: jsonb('counted').$type<AmountsByMethod>(),
    variance: jsonb('variance').$type<AmountsByMethod>(),
  },
  (t) => [
    uniqueIndex('till_sessions_open_per_till')
      .on(t.tillId)
      .where(sql`${t.status} = 'open'`),
    uniqueIndex('till_sessions_open_per_seller')
      .on(t.openedBy)
      .where(sql`${t.status} = 'open'`),
    index('till_sessions_till_idx').on(t.tillId, t.openedAt),
  ],
);

/** Cash taken out (drop), put in (pay_in) or paid out (pay_out) during a session, with a reason. */
export const tillMovements = pgTable(
  'till_movements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => tillSessions.id),
    kind: text('kind').$type<TillMovementKind>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull(),
    by: uuid('by').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('till_movements_session_idx').on(t.sessionId, t.at),
    check('till_movements_amount_positive', sql`${t.amountCents} > 0`),
  ],
);
