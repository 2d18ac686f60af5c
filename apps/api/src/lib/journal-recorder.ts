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
}

/** A recorder that keeps nothing: for services built before the journal is wired (and their unit tests). */
export const noJournal: JournalRecorder = { record: async () => {} };
