import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
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
  /**
   * The event's payload as JSON: canonical (shared/journal/canonical-json.ts) when recorded by `record`,
   * PostgreSQL's text of a jsonb when a statement wrote it (pendingEventsInsert); canonical once chained.
   */
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
  (t) => [
    check('journal_entries_sequence_positive', sql`${t.sequence} > 0`),
    // The last verification (the admin screen's) without scanning the chain: only verifications are indexed.
    index('journal_entries_verification_idx')
      .on(t.sequence)
      .where(sql`${t.type} = 'verification'`),
  ],
);

/**
 * The closings (issue 23 point 6), one row per closing entry, for listing: a business day, a month or a
 * year, each made once (unique kind and period) by whichever process holds the chain's head lock when the
 * period has ended (modules/journal/journal-closings.ts). The entry in `journal_entries` (`sequence`) is
 * the signed record; this row repeats its payload. Append-only like the journal (migration 0031).
 */
export const journalClosings = pgTable(
  'journal_closings',
  {
    kind: text('kind').$type<'day' | 'month' | 'year'>().notNull(),
    /** 2026-11-27, 2026-11 or 2026. */
    period: text('period').notNull(),
    /** The closing entry's sequence. */
    sequence: bigint('sequence', { mode: 'number' }).primaryKey(),
    /** The period as instants, [from, to): business days start at the cut-off (BUSINESS_DAY_CUTOFF). */
    fromAt: timestamp('from_at', { withTimezone: true, precision: 3 }).notNull(),
    toAt: timestamp('to_at', { withTimezone: true, precision: 3 }).notNull(),
    /** The last sequence dated before `to_at` (where the next day's reading starts); 0: none yet. */
    throughSequence: bigint('through_sequence', { mode: 'number' }).notNull(),
    grandTotalCents: bigint('grand_total_cents', { mode: 'number' }).notNull(),
    /** The closing entry's payload (canonical JSON). */
    payload: text('payload').notNull(),
  },
  (t) => [unique('journal_closings_kind_period').on(t.kind, t.period)],
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
