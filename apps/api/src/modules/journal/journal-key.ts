import crypto from 'node:crypto';
import type { Config } from '../../config';
import { resolveEd25519Key } from '../../lib/ed25519-key';
import { keyIdOf, publicKeyHex } from './journal-hash';

/** The key this process signs journal entries with. */
export interface JournalKey {
  keyId: string;
  /** 32 raw bytes as 64 hex digits. */
  publicKeyHex: string;
  privateKey: crypto.KeyObject;
}

export function journalKeyOf(privateKey: crypto.KeyObject): JournalKey {
  const publicHex = publicKeyHex(crypto.createPublicKey(privateKey));
  return { keyId: keyIdOf(publicHex), publicKeyHex: publicHex, privateKey };
}

/**
 * JOURNAL_SIGNING_KEY (PKCS#8 PEM, or the 32-byte seed as 64 hex digits) when set; else one generated into
 * DATA_DIR, like TICKET_SIGNING_KEY. Production with DATABASE_URL requires it (every node signs with the
 * business's key). A key the chain does not know yet is announced by a key_rotation entry before it signs.
 * Tests get a fresh key in memory.
 */
export function resolveJournalKey(config: Config): JournalKey {
  return journalKeyOf(
    resolveEd25519Key(config, {
      envName: 'JOURNAL_SIGNING_KEY',
      value: config.journalSigningKey,
      fileName: 'journal-signing-key.pem',
    }),
  );
}
