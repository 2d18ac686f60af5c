import { verifyAsync } from '@noble/ed25519';
import { ticketCodeHashHexLength } from '@encore/shared/tickets/ticket-code';
import type { DoorCrypto } from '@encore/shared/tickets/offline-check';

const hex = (bytes: ArrayBuffer | Uint8Array) =>
  Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');

const fromHex = (text: string) => Uint8Array.from(text.match(/../g) ?? [], (h) => parseInt(h, 16));

/**
 * WebCrypto's SHA-512 under @noble/ed25519 and SHA-256 for the code names: the door needs a secure context
 * anyway (the camera does), where `crypto.subtle` always exists.
 */
export const doorCrypto: DoorCrypto = {
  async verify(signature, message, publicKeyHex) {
    try {
      return await verifyAsync(signature, message, fromHex(publicKeyHex));
    } catch {
      return false;
    }
  },
  async hash(code) {
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(code));
    return hex(digest).slice(0, ticketCodeHashHexLength);
  },
};
