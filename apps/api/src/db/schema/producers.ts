import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

export const producers = pgTable(
  'producers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    siret: text('siret').notNull(),
    responsibleName: text('responsible_name').notNull(),
    responsibleEmail: text('responsible_email').notNull(),
    street: text('street'),
    addressComplement: text('address_complement'),
    stateProvince: text('state_province'),
    postalCode: text('postal_code'),
    country: text('country'),
    city: text('city'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('producers_siret_unique').on(t.siret),
    index('producers_name_idx').on(sql`lower(${t.name})`, t.id),
  ],
);
