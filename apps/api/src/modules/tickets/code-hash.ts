import crypto from 'node:crypto';
import { ticketCodeHashHexLength } from '@encore/shared/tickets/ticket-code';

/** The manifest's name of a ticket (shared/tickets/ticket-code.ts): SHA-256 of its code, 32 hex digits. */
export const codeHash = (code: string) =>
  crypto.createHash('sha256').update(code).digest('hex').slice(0, ticketCodeHashHexLength);
