import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The answers of idempotent writes (plugins/idempotency.ts): a request sent again with the same
 * `Idempotency-Key` by the same user gets the first answer back. Written in the transaction of the write
 * itself, so a key is stored exactly when its change committed; kept a day (purged by created_at).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** SHA-256 of the method, path and body: the same key with another request is refused (422). */
    requestHash: text('request_hash').notNull(),
    /** The answer, written before the commit (never seen empty by another transaction). */
    status: integer('status'),
    body: text('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);
