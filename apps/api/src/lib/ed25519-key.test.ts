import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { resolveEd25519Key } from './ed25519-key';

const source = (value?: string) => ({ envName: 'SOME_SIGNING_KEY', value, fileName: 'some-signing-key.pem' });

describe('Ed25519 key from its variable or DATA_DIR', () => {
  it('names the variable in its messages, as the operator sets it', () => {
    const rsa = crypto.generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey;
    const pem = rsa.export({ format: 'pem', type: 'pkcs8' }).toString();
    expect(() => resolveEd25519Key(loadConfig({ NODE_ENV: 'test' }), source(pem))).toThrow(
      'SOME_SIGNING_KEY must be an Ed25519 key',
    );
    const production = loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://x@localhost/db' });
    expect(() => resolveEd25519Key(production, source())).toThrow(
      'SOME_SIGNING_KEY (an Ed25519 key) is required in production with DATABASE_URL',
    );
  });

  it('reads a PEM whose newlines came escaped on one line', () => {
    const { privateKey } = crypto.generateKeyPairSync('ed25519');
    const pem = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    const key = resolveEd25519Key(loadConfig({ NODE_ENV: 'test' }), source(pem.replace(/\n/g, '\\n')));
    expect(key.export({ format: 'pem', type: 'pkcs8' })).toBe(pem);
  });
});
