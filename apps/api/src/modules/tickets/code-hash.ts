import crypto from 'node:crypto';
import { ticketCodeHashHexLength } from '@encore/shared/tickets/ticket-code';

/**
 * The manifest's name of a ticket's code, and of its stored signature (shared/tickets/ticket-code.ts):
 * SHA-256 of the text, 32 hex digits.
 */
export const codeHash = (text: string) =>
  crypto.createHash('sha256').update(text).digest('hex').slice(0, ticketCodeHashHexLength);
