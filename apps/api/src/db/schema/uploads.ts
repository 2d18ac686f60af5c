import { index, integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * One row per uploaded picture (its files are under DATA_DIR/uploads/<id> or in the bucket): who sent it,
 * so a picture field accepts only an upload its writer made (or the object's current picture).
 */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('uploads_created_by_idx').on(t.createdBy)],
);
