import crypto from 'node:crypto';
import {
  base32Decode,
  base32Encode,
  ticketQrPayload,
  ticketSignedMessage,
  type TicketScan,
} from '@encore/shared/tickets/ticket-code';
import type { Config } from '../../config';
import { resolveEd25519Key } from '../../lib/ed25519-key';

/** The instance's Ed25519 key: signs every ticket's code and event; its public half goes to the door. */
export interface TicketKey {
  /** Base32 signature of a code for an event (stored with the ticket). */
  sign(code: string, eventId: string): string;
  /** A scanned QR payload's signature checks out against this key. */
  verify(scan: Extract<TicketScan, { kind: 'qr' }>): boolean;
  /** 32 raw bytes as 64 hex digits (the manifest's `publicKey`). */
  publicKeyHex: string;
  qrPayload(code: string, eventId: string, signature: string): string;
}

export function ticketKeyOf(privateKey: crypto.KeyObject): TicketKey {
  const publicKey = crypto.createPublicKey(privateKey);
  const raw = publicKey.export({ format: 'der', type: 'spki' }).subarray(-32);
  return {
    sign: (code, eventId) => base32Encode(crypto.sign(null, ticketSignedMessage(code, eventId), privateKey)),
    verify: (scan) =>
      crypto.verify(null, ticketSignedMessage(scan.code, scan.eventId), publicKey, scan.signature),
    publicKeyHex: raw.toString('hex'),
    qrPayload: (code, eventId, signature) => ticketQrPayload(code, eventId, base32Decode(signature)!),
  };
}

/**
 * TICKET_SIGNING_KEY (PKCS#8 PEM, or the 32-byte seed as 64 hex digits) when set; else one generated into
 * DATA_DIR like the JWT secret (tickets stay valid across restarts). Several API nodes on PostgreSQL must
 * share one key, so production with DATABASE_URL requires it. Tests get a fresh key in memory.
 */
export function resolveTicketKey(config: Config): TicketKey {
  return ticketKeyOf(
    resolveEd25519Key(config, {
      envName: 'TICKET_SIGNING_KEY',
      value: config.ticketSigningKey,
      fileName: 'ticket-signing-key.pem',
    }),
  );
}
