import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { JournalType } from '@encore/shared/journal/journal-events';

/**
 * Facts recorded in their cause's transaction, waiting to be chained (modules/journal/journal-chainer.ts):
 * an insert here costs a sale nothing it would wait on; the chainer moves the rows into `journal_entries` in
 * the order of `id`, then deletes them, in one transaction.
 */
export const journalPending = pgTable('journal_pending', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  at: timestamp('at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  type: text('type').$type<JournalType>().notNull(),
  /** The event's payload as canonical JSON (shared/journal/canonical-json.ts). */
  payload: text('payload').notNull(),
});

/**
 * The tamper-evident journal (issue 23): gapless `sequence` from 1, each entry's SHA-256 `hash` over its
 * sequence, time, type, canonical payload and the previous entry's hash, and an Ed25519 signature by the key
 * `key_id` over the hash of entry `signed_sequence` (the last of the batch it was chained in). The database
 * refuses UPDATE, DELETE and TRUNCATE (migration 0028's triggers).
 */
export const journalEntries = pgTable(
  'journal_entries',
  {
    sequence: bigint('sequence', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true, precision: 3 }).notNull(),
    type: text('type').$type<JournalType>().notNull(),
    /** Canonical JSON, kept as text: the bytes hashed are the bytes stored, on every driver. */
    payload: text('payload').notNull(),
    previousHash: text('previous_hash').notNull(),
    hash: text('hash').notNull(),
    signature: text('signature').notNull(),
    signedSequence: bigint('signed_sequence', { mode: 'number' }).notNull(),
    keyId: text('key_id').notNull(),
  },
  (t) => [check('journal_entries_sequence_positive', sql`${t.sequence} > 0`)],
);

/**
 * The chain's head: one row, locked FOR UPDATE by whichever process chains (a row lock, not an advisory
 * one), and the last sequence and hash, so the loss of the last entries shows too.
 */
export const journalHead = pgTable(
  'journal_head',
  {
    id: integer('id').primaryKey(),
    sequence: bigint('sequence', { mode: 'number' }).notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [check('journal_head_one_row', sql`${t.id} = 1`)],
);
