/**
 * The ticket code and what a scanner reads (issue 12 point 1). Pure functions, no crypto: the API signs
 * with node:crypto, the door verifies with @noble/ed25519; both build the same bytes from here.
 *
 * - Code: 16 random bytes (128 bits) written as 28 characters of the order-number alphabet (no look-alikes:
 *   no 0/O, 1/I/L, 2/Z, 5/S, 8/B), most significant first, left-padded; printed in 7 groups of 4
 *   (`ACDE-FGHJ-...`), typed by hand with or without the dashes, in any case.
 * - Signed message: the UTF-8 bytes of `encore-ticket:v1:<code>:<eventId>` (code: the 28 characters,
 *   eventId: the lowercase UUID with dashes), signed with the instance's Ed25519 key (64-byte signature).
 * - QR payload: `E1.<code>.<eventId as 32 uppercase hex digits>.<signature in RFC 4648 base32, no padding,
 *   103 characters>`: 168 characters all in QR's alphanumeric mode (smaller codes), so a scanner holding
 *   only the public key knows the ticket is genuine and which event it admits, without the network.
 */
import { orderNumberAlphabet } from '../orders/order.schema';

export const ticketCodeAlphabet = orderNumberAlphabet;
export const ticketCodeLength = 28;
export const ticketCodeBytes = 16;
export const ticketQrPrefix = 'E1';
const base32Alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const base = BigInt(ticketCodeAlphabet.length);

/** The 28-character code of 16 random bytes. */
export function ticketCodeFromBytes(bytes: Uint8Array): string {
  if (bytes.length !== ticketCodeBytes) throw new Error('a ticket code is 16 bytes');
  let value = 0n;
  for (const byte of bytes) value = (value << 8n) | BigInt(byte);
  let text = '';
  for (let i = 0; i < ticketCodeLength; i++) {
    text = ticketCodeAlphabet[Number(value % base)] + text;
    value /= base;
  }
  return text;
}

/** What a person typed (any case, spaces or dashes) as the code, or null when it cannot be one. */
export function normalizeTicketCode(input: string): string | null {
  const text = input.toUpperCase().replace(/[\s-]/g, '');
  if (text.length !== ticketCodeLength) return null;
  let value = 0n;
  for (const char of text) {
    const digit = ticketCodeAlphabet.indexOf(char);
    if (digit < 0) return null;
    value = value * base + BigInt(digit);
  }
  return value < 1n << 128n ? text : null;
}

/** The printed form: 7 groups of 4 characters. */
export const formatTicketCode = (code: string) => code.match(/.{1,4}/g)!.join('-');

/** The exact bytes the Ed25519 signature covers. */
export const ticketSignedMessage = (code: string, eventId: string) =>
  new TextEncoder().encode(`encore-ticket:v1:${code}:${eventId.toLowerCase()}`);

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += base32Alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += base32Alphabet[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Uint8Array | null {
  const out: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of text) {
    const digit = base32Alphabet.indexOf(char);
    if (digit < 0) return null;
    value = ((value << 5) | digit) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  // Canonical only: leftover bits must be zero, so one signature has one text form.
  if ((value & ((1 << bits) - 1)) !== 0) return null;
  return Uint8Array.from(out);
}

export function ticketQrPayload(code: string, eventId: string, signature: Uint8Array): string {
  const hex = eventId.replace(/-/g, '').toUpperCase();
  return `${ticketQrPrefix}.${code}.${hex}.${base32Encode(signature)}`;
}

export type TicketScan =
  { kind: 'qr'; code: string; eventId: string; signature: Uint8Array } | { kind: 'text'; code: string };

/**
 * What the scanner read: a QR payload (code, event and signature still to verify) or a typed code.
 * Null for anything else (answered `unknown` at once, so a bad code never stalls the door).
 */
export function parseTicketScan(raw: string): TicketScan | null {
  const text = raw.trim();
  const parts = text.toUpperCase().split('.');
  if (parts.length === 4 && parts[0] === ticketQrPrefix) {
    const [, rawCode, hex, sig] = parts as [string, string, string, string];
    const code = normalizeTicketCode(rawCode);
    const signature = sig.length === 103 ? base32Decode(sig) : null;
    if (!code || !/^[0-9A-F]{32}$/.test(hex) || signature?.length !== 64) return null;
    const h = hex.toLowerCase();
    const eventId = `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
    return { kind: 'qr', code, eventId, signature };
  }
  const code = normalizeTicketCode(text);
  return code ? { kind: 'text', code } : null;
}

/**
 * The offline manifest names tickets by the first 32 hex digits of SHA-256(code), never by their code, so
 * a copy left on a lost phone cannot be typed in at the door. Both sides compute it with their own SHA-256.
 * The ticket's stored signature is named the same way (SHA-256 of its base32 text): the door compares it
 * with the QR code's, as the server does online.
 */
export const ticketCodeHashHexLength = 32;
