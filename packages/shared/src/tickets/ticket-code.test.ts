import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  formatTicketCode,
  normalizeTicketCode,
  parseTicketScan,
  ticketCodeFromBytes,
  ticketQrPayload,
} from './ticket-code';

const eventId = '3f1c2a1e-8a1f-4c55-9a57-0c2b8a6f4d11';
const signature = Uint8Array.from({ length: 64 }, (_, i) => (i * 37) % 256);

describe('ticket code', () => {
  it('writes 128 bits as 28 characters without look-alikes, and reads them back typed loosely', () => {
    const max = ticketCodeFromBytes(new Uint8Array(16).fill(255));
    const zero = ticketCodeFromBytes(new Uint8Array(16));
    expect(max).toHaveLength(28);
    expect(zero).toHaveLength(28);
    expect(max).not.toMatch(/[0OI1L2Z5S8B]/);
    const code = ticketCodeFromBytes(Uint8Array.from({ length: 16 }, (_, i) => i * 13));
    const printed = formatTicketCode(code);
    expect(printed.split('-')).toHaveLength(7);
    expect(normalizeTicketCode(` ${printed.toLowerCase()} `)).toBe(code);
    expect(normalizeTicketCode(code.slice(1))).toBeNull();
    expect(normalizeTicketCode(code.slice(1) + 'O')).toBeNull();
    // Beyond 2^128: 28 characters of the alphabet can say more than 16 bytes.
    expect(normalizeTicketCode('Y'.repeat(28))).toBeNull();
  });

  it('carries code, event and signature in a QR payload of QR alphanumeric characters', () => {
    const code = ticketCodeFromBytes(new Uint8Array(16).fill(7));
    const payload = ticketQrPayload(code, eventId, signature);
    expect(payload).toMatch(/^[0-9A-Z.]+$/);
    expect(payload).toHaveLength(168);
    expect(parseTicketScan(payload)).toEqual({ kind: 'qr', code, eventId, signature });
    expect(parseTicketScan(formatTicketCode(code))).toEqual({ kind: 'text', code });
    expect(parseTicketScan(payload.slice(0, -1))).toBeNull();
    expect(parseTicketScan('hello')).toBeNull();
  });

  it('decodes base32 canonically only', () => {
    const text = base32Encode(signature);
    expect(base32Decode(text)).toEqual(signature);
    const last = text.at(-1)!;
    const sibling = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'['ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'.indexOf(last) ^ 1];
    expect(base32Decode(text.slice(0, -1) + sibling)).toBeNull();
  });
});
