import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

export const artists = pgTable(
  'artists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Displayed name, derived from the stage name or first and last names, kept for search and sort. */
    name: text('name').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    stageName: text('stage_name'),
    bio: text('bio'),
    photo: text('photo'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('artists_name_idx').on(sql`lower(${t.name})`, t.id)],
);

/**
 * Displayed and legal names in one text: what artist search (and show search by artist) compares, folded;
 * the trigram index of migration 0008 covers exactly `encore_fold(<this>)`.
 */
export const artistSearchText = sql`(${artists.name} || ' ' || coalesce(${artists.firstName}, '') || ' ' || coalesce(${artists.lastName}, ''))`;
