import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { keyIdOf } from './journal-hash';
import { resolveJournalKey } from './journal-key';

describe('journal signing key', () => {
  it('is generated once into the data directory, private to its owner, and read back after a restart', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'encore-journal-key-'));
    try {
      const config = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir });
      const first = resolveJournalKey(config);
      expect(resolveJournalKey(config).keyId).toBe(first.keyId);
      expect(first.keyId).toBe(keyIdOf(first.publicKeyHex));
      expect(fs.statSync(path.join(dataDir, 'journal-signing-key.pem')).mode & 0o777).toBe(0o600);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('takes JOURNAL_SIGNING_KEY as a hex seed or PEM (every node the same key) and requires it in production', () => {
    const { privateKey } = crypto.generateKeyPairSync('ed25519');
    const pem = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    const seed = 'cd'.repeat(32);
    const a = resolveJournalKey(loadConfig({ NODE_ENV: 'test', JOURNAL_SIGNING_KEY: seed }));
    const b = resolveJournalKey(loadConfig({ NODE_ENV: 'test', JOURNAL_SIGNING_KEY: seed }));
    expect(b.keyId).toBe(a.keyId);
    expect(resolveJournalKey(loadConfig({ NODE_ENV: 'test', JOURNAL_SIGNING_KEY: pem })).keyId).not.toBe(
      a.keyId,
    );
    expect(() =>
      resolveJournalKey(loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://x@localhost/db' })),
    ).toThrow(/JOURNAL_SIGNING_KEY/);
  });
});
