import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { ShowStatus } from '@encore/shared/shows/show.schema';
import { artists } from './artists';
import { pricings } from './pricings';
import { producers } from './producers';
import { rooms } from './rooms';
import { salesChannels } from './sales-channels';
import { showCategories } from './show-categories';

// Producers, rooms, pricings, categories, artists and channels used by a show cannot be deleted (no
// cascade): the database answers 23503 and the API "still in use" (lib/database-errors.ts).
export const shows = pgTable(
  'shows',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    subtitle: text('subtitle'),
    description: text('description'),
    subDescription: text('sub_description'),
    producerId: uuid('producer_id')
      .notNull()
      .references(() => producers.id),
    roomId: uuid('room_id')
      .notNull()
      .references(() => rooms.id),
    pricingId: uuid('pricing_id').references(() => pricings.id),
    durationMinutes: integer('duration_minutes').notNull(),
    poster: text('poster'),
    status: text('status').$type<ShowStatus>().notNull().default('published'),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('shows_name_idx').on(sql`lower(${t.name})`, t.id),
    index('shows_producer_idx').on(t.producerId),
    index('shows_room_idx').on(t.roomId),
    index('shows_pricing_idx').on(t.pricingId),
  ],
);

export const showCategoriesLink = pgTable(
  'show_categories_link',
  {
    showId: uuid('show_id')
      .notNull()
      .references(() => shows.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => showCategories.id),
  },
  (t) => [
    primaryKey({ columns: [t.showId, t.categoryId] }),
    index('show_categories_link_category_idx').on(t.categoryId),
  ],
);

export const showArtists = pgTable(
  'show_artists',
  {
    showId: uuid('show_id')
      .notNull()
      .references(() => shows.id, { onDelete: 'cascade' }),
    artistId: uuid('artist_id')
      .notNull()
      .references(() => artists.id),
  },
  // The artist index serves the ARTIST role's "own shows" filter.
  (t) => [primaryKey({ columns: [t.showId, t.artistId] }), index('show_artists_artist_idx').on(t.artistId)],
);

export const showSalesChannels = pgTable(
  'show_sales_channels',
  {
    showId: uuid('show_id')
      .notNull()
      .references(() => shows.id, { onDelete: 'cascade' }),
    salesChannelId: uuid('sales_channel_id')
      .notNull()
      .references(() => salesChannels.id),
  },
  (t) => [
    primaryKey({ columns: [t.showId, t.salesChannelId] }),
    index('show_sales_channels_channel_idx').on(t.salesChannelId),
  ],
);
