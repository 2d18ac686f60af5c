import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseTicketScan } from '@encore/shared/tickets/ticket-code';
import { loadConfig } from '../../config';
import { resolveTicketKey } from './ticket-key';

const eventId = '3f1c2a1e-8a1f-4c55-9a57-0c2b8a6f4d11';
const code = 'ACDEFGHJKMNPQRTUVWXY34679ACD';
const qrOf = (key: ReturnType<typeof resolveTicketKey>) => {
  const scan = parseTicketScan(key.qrPayload(code, eventId, key.sign(code, eventId)));
  if (scan?.kind !== 'qr') throw new Error('not a QR payload');
  return scan;
};

describe('ticket signing key', () => {
  it('is generated once into the data directory and read back after a restart', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'encore-key-'));
    try {
      const config = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir });
      const first = resolveTicketKey(config);
      const again = resolveTicketKey(config);
      expect(again.publicKeyHex).toBe(first.publicKeyHex);
      expect(again.verify(qrOf(first))).toBe(true);
      expect(fs.statSync(path.join(dataDir, 'ticket-signing-key.pem')).mode & 0o777).toBe(0o600);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('takes TICKET_SIGNING_KEY as a hex seed (two nodes verify each other) and requires it in production', () => {
    const seed = 'ab'.repeat(32);
    const a = resolveTicketKey(loadConfig({ NODE_ENV: 'test', TICKET_SIGNING_KEY: seed }));
    const b = resolveTicketKey(loadConfig({ NODE_ENV: 'test', TICKET_SIGNING_KEY: seed }));
    const other = resolveTicketKey(loadConfig({ NODE_ENV: 'test' }));
    expect(b.verify(qrOf(a))).toBe(true);
    expect(other.verify(qrOf(a))).toBe(false);
    expect(() =>
      resolveTicketKey(loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://x@localhost/db' })),
    ).toThrow(/TICKET_SIGNING_KEY/);
  });
});
