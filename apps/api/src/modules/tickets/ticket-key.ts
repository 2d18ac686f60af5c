import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  base32Decode,
  base32Encode,
  ticketQrPayload,
  ticketSignedMessage,
  type TicketScan,
} from '@encore/shared/tickets/ticket-code';
import type { Config } from '../../config';

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

// DER header of a PKCS#8 Ed25519 private key; the 32-byte seed follows.
const pkcs8Prefix = Buffer.from('302e020100300506032b657004220420', 'hex');

function parseKey(text: string): crypto.KeyObject {
  const value = text.trim().replace(/\\n/g, '\n');
  if (/^[0-9a-f]{64}$/i.test(value))
    return crypto.createPrivateKey({
      key: Buffer.concat([pkcs8Prefix, Buffer.from(value, 'hex')]),
      format: 'der',
      type: 'pkcs8',
    });
  const key = crypto.createPrivateKey(value);
  if (key.asymmetricKeyType !== 'ed25519') throw new Error('TICKET_SIGNING_KEY must be an Ed25519 key');
  return key;
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
  if (config.ticketSigningKey) return ticketKeyOf(parseKey(config.ticketSigningKey));
  if (config.env === 'production' && config.databaseUrl)
    throw new Error('TICKET_SIGNING_KEY (an Ed25519 key) is required in production with DATABASE_URL');
  if (config.env === 'test') return ticketKeyOf(crypto.generateKeyPairSync('ed25519').privateKey);
  const file = path.join(config.dataDir, 'ticket-signing-key.pem');
  if (fs.existsSync(file)) return ticketKeyOf(parseKey(fs.readFileSync(file, 'utf8')));
  fs.mkdirSync(config.dataDir, { recursive: true });
  const { privateKey } = crypto.generateKeyPairSync('ed25519');
  fs.writeFileSync(file, privateKey.export({ format: 'pem', type: 'pkcs8' }), { mode: 0o600 });
  return ticketKeyOf(privateKey);
}
