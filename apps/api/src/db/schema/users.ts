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
    /** Bumped when the password changes: access tokens carry it, so older ones stop working. */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_unique').on(sql`lower(${t.email})`), index('users_role_idx').on(t.roleId)],
);
