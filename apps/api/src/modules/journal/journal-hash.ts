import crypto from 'node:crypto';

/** The hash before the first entry: 64 zeros. */
export const genesisHash = '0'.repeat(64);

/** What an entry's hash covers, as stored (time as an ISO 8601 UTC string with milliseconds). */
export interface HashedFields {
  sequence: number;
  at: string;
  type: string;
  payload: string;
  previousHash: string;
}

/**
 * An entry's SHA-256, in lowercase hex, over the UTF-8 bytes of its sequence (decimal), time (ISO 8601 UTC,
 * milliseconds: 2026-11-27T20:43:27.000Z), type, canonical JSON payload and the previous entry's hash (hex),
 * each followed by one line feed (0x0A). Canonical JSON never contains a raw line feed, so the layout is
 * unambiguous.
 */
export function entryHash(entry: HashedFields): string {
  return crypto
    .createHash('sha256')
    .update(`${entry.sequence}\n${entry.at}\n${entry.type}\n${entry.payload}\n${entry.previousHash}\n`)
    .digest('hex');
}

// DER header of an SPKI Ed25519 public key; the 32 raw bytes follow.
const spkiPrefix = Buffer.from('302a300506032b6570032100', 'hex');

/** A public key from its 32 raw bytes in hex (how journal entries and archives carry it). */
export function publicKeyFromHex(hex: string): crypto.KeyObject {
  return crypto.createPublicKey({
    key: Buffer.concat([spkiPrefix, Buffer.from(hex, 'hex')]),
    format: 'der',
    type: 'spki',
  });
}

export function publicKeyHex(key: crypto.KeyObject): string {
  return key.export({ format: 'der', type: 'spki' }).subarray(-32).toString('hex');
}

/** A key's id: the first 16 hex digits of the SHA-256 of its raw public key. */
export function keyIdOf(publicHex: string): string {
  return crypto.createHash('sha256').update(Buffer.from(publicHex, 'hex')).digest('hex').slice(0, 16);
}

/** Ed25519 signature (base64) over the 32 bytes of a hash given in hex. */
export function signHash(hashHex: string, privateKey: crypto.KeyObject): string {
  return crypto.sign(null, Buffer.from(hashHex, 'hex'), privateKey).toString('base64');
}

export function verifyHash(hashHex: string, signature: string, publicKey: crypto.KeyObject): boolean {
  try {
    return crypto.verify(null, Buffer.from(hashHex, 'hex'), publicKey, Buffer.from(signature, 'base64'));
  } catch {
    return false;
  }
}
