import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The business that sells: its legal mentions (shared/business/business.schema.ts). One row (id 1),
 * written by an admin from Settings > Business; tickets and receipts print it.
 */
export const businessSettings = pgTable(
  'business_settings',
  {
    id: integer('id').primaryKey().default(1),
    legalName: text('legal_name'),
    street: text('street'),
    complement: text('complement'),
    postalCode: text('postal_code'),
    city: text('city'),
    country: text('country'),
    siret: text('siret'),
    vatNumber: text('vat_number'),
    licenceNumber: text('licence_number'),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    updatedBy: uuid('updated_by'),
  },
  (t) => [check('business_settings_one_row', sql`${t.id} = 1`)],
);
