import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
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
    /** Tickets sold; kept by the box office's orders, read here to refuse removing an event with sales. */
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
