import { sql } from 'drizzle-orm';
import { bigint, boolean, check, pgSequence, pgTable } from 'drizzle-orm/pg-core';

/** Never reused, even by a transaction that rolled back: a version is never seen twice with other facts. */
export const catalogueVersionSeq = pgSequence('catalogue_version_seq');

/**
 * The version of what a sale reads of the catalogue (events, shows, rooms, pricings, price levels, tax
 * classes, sales channels, shows' channels): one row, given a new value from the sequence at the commit of
 * any transaction that wrote one of those tables (deferred triggers, migration 0032). An API process may keep
 * those facts between requests and sell with them only while this row still holds the version it read them
 * with; the sale's statement checks it (modules/sales/sale-contexts.ts).
 */
export const catalogueVersion = pgTable(
  'catalogue_version',
  {
    id: boolean('id').primaryKey().default(true),
    version: bigint('version', { mode: 'number' }).notNull(),
  },
  (t) => [check('catalogue_version_one_row', sql`${t.id}`)],
);
