import type { JournalEvent } from '@encore/shared/journal/journal-events';
import type { Executor } from '../db/client';

/**
 * How a module records a journal event (issue 23): `record` runs in the caller's transaction, so the event
 * exists exactly when the change that caused it committed. The journal module chains, signs and closes
 * what was recorded; the modules that record know only this interface (handed in by composition-root.ts).
 * Several events (a sale and its payments) are one insert, one round trip, chained in the order given.
 */
export interface JournalRecorder {
  record(db: Executor, event: JournalEvent | readonly JournalEvent[]): Promise<void>;
  /**
   * A statement wrote its events itself (the journal's `pendingEventsInsert` in the statement that made the
   * change: the box office's sale, one statement committed on its own) and ran: they are chained soon.
   */
  recordedInStatement(): void;
}

/**
 * A recorder that keeps nothing: for services built before the journal is wired (and their unit tests). A
 * statement that could write its events itself is told to write none (modules/sales/cart-validate.ts).
 */
export const noJournal: JournalRecorder = { record: async () => {}, recordedInStatement: () => {} };
