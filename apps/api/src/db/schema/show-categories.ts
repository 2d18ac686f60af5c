import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

export const showCategories = pgTable(
  'show_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    label: text('label').notNull(),
    reference: text('reference').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // "Théâtre" and "théâtre" are the same category: uniqueness ignores case.
  (t) => [
    uniqueIndex('show_categories_label_unique').on(sql`lower(${t.label})`),
    uniqueIndex('show_categories_reference_unique').on(t.reference),
  ],
);
