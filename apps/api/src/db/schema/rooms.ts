import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { GaArea, RoomKind } from '@encore/shared/rooms/room.schema';

export const rooms = pgTable(
  'rooms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    kind: text('kind').$type<RoomKind>().notNull(),
    street: text('street'),
    addressComplement: text('address_complement'),
    stateProvince: text('state_province'),
    postalCode: text('postal_code'),
    country: text('country'),
    city: text('city'),
    /** General-admission areas of an unplaced room. */
    gaAreas: jsonb('ga_areas').$type<GaArea[]>().notNull().default([]),
    /** Seat count of a placed room, or the areas' total capacity of an unplaced one; kept for lists. */
    capacity: integer('capacity').notNull().default(0),
    /**
     * The validated seat map as JSON text (shared/rooms/seat-map.schema.ts). Text, not jsonb: it is always
     * read and written whole, and served as is (an arena's map is several MB).
     */
    seatMapJson: text('seat_map_json'),
    seatMapRevision: integer('seat_map_revision').notNull().default(0),
    /** Sanitised SVG of the hall, drawn under the seats. */
    backgroundSvg: text('background_svg'),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rooms_name_idx').on(sql`lower(${t.name})`, t.id)],
);
