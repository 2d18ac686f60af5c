import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config';
import { keyIdOf, publicKeyHex } from './journal-hash';

/** The key this process signs journal entries with. */
export interface JournalKey {
  keyId: string;
  /** 32 raw bytes as 64 hex digits. */
  publicKeyHex: string;
  privateKey: crypto.KeyObject;
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
  if (key.asymmetricKeyType !== 'ed25519') throw new Error('JOURNAL_SIGNING_KEY must be an Ed25519 key');
  return key;
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
  if (config.journalSigningKey) return journalKeyOf(parseKey(config.journalSigningKey));
  if (config.env === 'production' && config.databaseUrl)
    throw new Error('JOURNAL_SIGNING_KEY (an Ed25519 key) is required in production with DATABASE_URL');
  if (config.env === 'test') return journalKeyOf(crypto.generateKeyPairSync('ed25519').privateKey);
  const file = path.join(config.dataDir, 'journal-signing-key.pem');
  if (fs.existsSync(file)) return journalKeyOf(parseKey(fs.readFileSync(file, 'utf8')));
  fs.mkdirSync(config.dataDir, { recursive: true });
  const { privateKey } = crypto.generateKeyPairSync('ed25519');
  fs.writeFileSync(file, privateKey.export({ format: 'pem', type: 'pkcs8' }), { mode: 0o600 });
  return journalKeyOf(privateKey);
}
