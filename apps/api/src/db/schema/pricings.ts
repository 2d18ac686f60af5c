import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { rooms } from './rooms';
import { taxClasses } from './tax-classes';

// No cascade from rooms or tax classes: deleting one still used by a pricing answers "still in use".
export const pricings = pgTable(
  'pricings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => rooms.id),
    /**
     * The seat mapping as JSON text `{ [categoryId]: seatId[] }`: grouped by category it is about half the
     * size of one entry per seat (an arena's 20,000 seats ~ 300 KB), and it is always read and written whole.
     */
    seatCategoriesJson: text('seat_categories_json'),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pricings_name_idx').on(sql`lower(${t.name})`, t.id),
    index('pricings_room_idx').on(t.roomId),
  ],
);

export const pricingCategories = pgTable(
  'pricing_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    pricingId: uuid('pricing_id')
      .notNull()
      .references(() => pricings.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    defaultColour: text('default_colour').notNull(),
    activeColour: text('active_colour').notNull(),
    textColour: text('text_colour').notNull(),
    rank: integer('rank').notNull().default(0),
    /** Seats mapped onto the category, kept with the mapping so lists need not parse it. */
    seatCount: integer('seat_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pricing_categories_pricing_idx').on(t.pricingId, t.rank)],
);

export const priceLevels = pgTable(
  'price_levels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    pricingId: uuid('pricing_id')
      .notNull()
      .references(() => pricings.id, { onDelete: 'cascade' }),
    // A level is a tariff of one category: removing the category removes its tariffs.
    categoryId: uuid('category_id')
      .notNull()
      .references(() => pricingCategories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    taxClassId: uuid('tax_class_id')
      .notNull()
      .references(() => taxClasses.id),
    /** VAT included; the VAT itself is derived from the tax class's rate when read (shared/money.ts). */
    priceCents: integer('price_cents').notNull(),
    /** Tickets per event at this level; null is unlimited. */
    quota: integer('quota'),
    rank: integer('rank').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('price_levels_pricing_idx').on(t.pricingId, t.rank),
    index('price_levels_category_idx').on(t.categoryId),
    index('price_levels_tax_class_idx').on(t.taxClassId),
  ],
);
