import {
  check,
  index,
  integer,
  pgTable,
  pgView,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';
import type { EventStatus } from '@encore/shared/shows/event.schema';
import { rooms } from './rooms';
import { shows } from './shows';

/**
 * One show in one room over [starts_at, ends_at). Two scheduled events of a room never overlap: writers
 * lock the room's row before checking (modules/shows/event-clash.ts), which works on PostgreSQL and PGlite
 * alike (btree_gist exclusion constraints would need an extension PGlite does not load here).
 */
export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // The service refuses to remove a show with sales before the cascade can run.
    showId: uuid('show_id')
      .notNull()
      .references(() => shows.id, { onDelete: 'cascade' }),
    roomId: uuid('room_id')
      .notNull()
      .references(() => rooms.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    capacity: integer('capacity').notNull(),
    status: text('status').$type<EventStatus>().notNull().default('scheduled'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('events_room_starts_idx').on(t.roomId, t.startsAt),
    index('events_show_starts_idx').on(t.showId, t.startsAt),
    index('events_starts_idx').on(t.startsAt),
    check('events_ends_after_start', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/**
 * Tickets sold per event (view event_sales, migration 0024): the tickets of sales_daily less its cancelled
 * ones, the figures every sale and cancellation writes in its own statement (migration 0011's triggers).
 * No counter of its own: an event's sellers never queue for one row, and nothing else can drift.
 */
export const eventSales = pgView('event_sales', {
  eventId: uuid('event_id').notNull(),
  sold: integer('sold').notNull(),
}).existing();

/** An event's tickets sold (event_sales), for `eventId` a column or value of `events`. */
export const soldOf = (eventId: AnyPgColumn | SQL) =>
  sql<number>`coalesce((select ${eventSales.sold} from ${eventSales} where ${eventSales.eventId} = ${eventId}), 0)::int`;
