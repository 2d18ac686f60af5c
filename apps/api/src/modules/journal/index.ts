// The module's public surface: other modules import it from here only (eslint.config.js zones).
export { createJournalModule, verifyStored, type JournalModule } from './journal.service';
export { journalRoutes } from './journal.routes';
export { resolveJournalKey, type JournalKey } from './journal-key';
export { appendPending as recordJournalEvent, pendingEventsInsert } from './journal.repository';
export { verifyArchive } from './journal-archive';
