import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';

/** Where one signing key comes from: its environment variable, and its file in DATA_DIR when that is unset. */
export interface Ed25519KeySource {
  /** The variable's name, as the operator sees it in messages. */
  envName: string;
  /** The variable's value (from Config), if set. */
  value: string | undefined;
  /** The file under DATA_DIR holding the key generated on first start. */
  fileName: string;
}

// DER header of a PKCS#8 Ed25519 private key; the 32-byte seed follows.
const pkcs8Prefix = Buffer.from('302e020100300506032b657004220420', 'hex');

/** PKCS#8 PEM (newlines may come escaped as `\n` from a one-line env value) or the 32-byte seed as 64 hex digits. */
function parseKey(text: string, envName: string): crypto.KeyObject {
  const value = text.trim().replace(/\\n/g, '\n');
  if (/^[0-9a-f]{64}$/i.test(value))
    return crypto.createPrivateKey({
      key: Buffer.concat([pkcs8Prefix, Buffer.from(value, 'hex')]),
      format: 'der',
      type: 'pkcs8',
    });
  const key = crypto.createPrivateKey(value);
  if (key.asymmetricKeyType !== 'ed25519') throw new Error(`${envName} must be an Ed25519 key`);
  return key;
}

/**
 * The key from its variable when set; else one generated once into DATA_DIR so that what it signed stays valid
 * across restarts. Production with DATABASE_URL requires the variable: several API nodes share one database and
 * must sign with one key, which a file on one node's disk cannot give. Tests get a fresh key in memory.
 */
export function resolveEd25519Key(config: Config, source: Ed25519KeySource): crypto.KeyObject {
  if (source.value) return parseKey(source.value, source.envName);
  if (config.env === 'production' && config.databaseUrl)
    throw new Error(`${source.envName} (an Ed25519 key) is required in production with DATABASE_URL`);
  if (config.env === 'test') return crypto.generateKeyPairSync('ed25519').privateKey;
  const file = path.join(config.dataDir, source.fileName);
  if (fs.existsSync(file)) return parseKey(fs.readFileSync(file, 'utf8'), source.envName);
  fs.mkdirSync(config.dataDir, { recursive: true });
  const { privateKey } = crypto.generateKeyPairSync('ed25519');
  fs.writeFileSync(file, privateKey.export({ format: 'pem', type: 'pkcs8' }), { mode: 0o600 });
  return privateKey;
}
