import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { roles } from './roles';
import { producers } from './producers';
import { artists } from './artists';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name'),
    roleId: uuid('role_id').references(() => roles.id, { onDelete: 'set null' }),
    activated: boolean('activated').notNull().default(false),
    promotionalOffers: boolean('promotional_offers').notNull().default(false),
    dateOfBirth: date('date_of_birth'),
    gender: text('gender'),
    phone: text('phone'),
    altPhone: text('alt_phone'),
    street: text('street'),
    addressComplement: text('address_complement'),
    stateProvince: text('state_province'),
    postalCode: text('postal_code'),
    country: text('country'),
    city: text('city'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    zoomLevel: integer('zoom_level'),
    profilePicture: text('profile_picture'),
    coverPicture: text('cover_picture'),
    createdBy: uuid('created_by'),
    // No cascade: deleting a producer or artist still linked to an account answers "still in use".
    /** The producer whose own records a PRODUCER account sees. */
    producerId: uuid('producer_id').references(() => producers.id),
    /** The artist a performer's account stands for. */
    artistId: uuid('artist_id').references(() => artists.id),
    /** Bumped when the password changes: access tokens carry it, so older ones stop working. */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    index('users_role_idx').on(t.roleId),
    index('users_producer_idx').on(t.producerId),
    index('users_artist_idx').on(t.artistId),
    index('users_created_by_idx').on(t.createdBy),
  ],
);
