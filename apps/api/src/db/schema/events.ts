import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
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
    /**
     * Tickets sold before the event's sold slots (below): demo data writes it. Read the event's tickets
     * sold with `soldOf`, never this column alone.
     */
    sold: integer('sold').notNull().default(0),
    status: text('status').$type<EventStatus>().notNull().default('scheduled'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('events_room_starts_idx').on(t.roomId, t.startsAt),
    index('events_show_starts_idx').on(t.showId, t.startsAt),
    index('events_starts_idx').on(t.startsAt),
    check('events_ends_after_start', sql`${t.endsAt} > ${t.startsAt}`),
    check('events_sold_not_negative', sql`${t.sold} >= 0`),
  ],
);

/**
 * Tickets sold per event beyond `events.sold`, spread over up to 16 rows per event: when every sale added
 * to the event's own row, that row was a lock all the event's sellers queued for, held until each sale's
 * commit (an event-wide lock; bench/box-office.mjs). A sale or cancellation adds to the slot of its
 * PostgreSQL connection (`pg_backend_pid() % 16`), so concurrent sales rarely meet on one row. A slot may go
 * below zero (a cancellation on another connection than the sale), never their sum.
 */
export const eventSoldSlots = pgTable(
  'event_sold_slots',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    slot: smallint('slot').notNull(),
    sold: integer('sold').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.slot] })],
);

/** The slot a statement adds to: its connection's (see eventSoldSlots). */
export const soldSlotOfConnection = sql.raw('(pg_backend_pid() % 16)::smallint');

/** An event's tickets sold (events.sold and its slots), for `eventId` a column or value of `events`. */
export const soldOf = (eventId: AnyPgColumn | SQL) =>
  sql<number>`(${events.sold} + coalesce((select sum(s.sold) from event_sold_slots s
    where s.event_id = ${eventId}), 0))::int`;
