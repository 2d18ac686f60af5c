// The module's public surface: other modules import it from here only (eslint.config.js zones).
export type { Attachment } from './mail-sender';
export type { OutboxRow, OutgoingEmail, emailsOfOrder, enqueueEmail } from './outbox.repository';
export * as outboxRepository from './outbox.repository';
