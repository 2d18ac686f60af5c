import type { CheckInAnswer, CheckInManifest } from '@encore/shared/tickets/check-in.schema';
import { parseTicketScan, ticketSignedMessage } from '@encore/shared/tickets/ticket-code';

type ManifestTicket = CheckInManifest['tickets'][number];

export interface OfflineDoor {
  manifest: CheckInManifest;
  byHash: Map<string, ManifestTicket>;
  /** Tickets let in on this device since the manifest was taken (ticket id or code hash -> when). */
  scanned: Map<string, string>;
}

export interface DoorCrypto {
  /** Ed25519 over the signed message with the manifest's public key (hex). */
  verify: (signature: Uint8Array, message: Uint8Array, publicKeyHex: string) => Promise<boolean>;
  /** The manifest's name of a code (ticket-code.ts): SHA-256, first 32 hex digits. */
  hash: (code: string) => Promise<string>;
}

export const offlineDoor = (manifest: CheckInManifest, scanned = new Map<string, string>()): OfflineDoor => ({
  manifest,
  byHash: new Map(manifest.tickets.map((t) => [t.codeHash, t])),
  scanned,
});

const answer = (
  result: CheckInAnswer['result'],
  at: string,
  rest: Partial<CheckInAnswer> = {},
): CheckInAnswer => ({
  result,
  scannedAt: at,
  ticket: null,
  firstScan: null,
  ticketEvent: null,
  ...rest,
});

/**
 * The door's answer without the network, from the event's manifest: the signature (a forged or altered QR
 * code is `unknown`), the event, voids and pending orders, and tickets already let in (before the manifest
 * was taken, or on this device since). The server keeps the first scan when the queue is sent.
 */
export async function checkOffline(
  raw: string,
  door: OfflineDoor,
  crypto: DoorCrypto,
  at: string,
): Promise<CheckInAnswer> {
  const scan = parseTicketScan(raw);
  if (!scan) return answer('unknown', at);
  const { manifest } = door;
  if (scan.kind === 'qr') {
    const message = ticketSignedMessage(scan.code, scan.eventId);
    if (!(await crypto.verify(scan.signature, message, manifest.publicKey))) return answer('unknown', at);
    if (scan.eventId !== manifest.eventId) return answer('wrong_event', at);
  }
  const hash = await crypto.hash(scan.code);
  const listed = door.byHash.get(hash);
  // A typed code proves nothing by itself: it must be one of the event's tickets.
  if (!listed && scan.kind === 'text') return answer('unknown', at);
  const ticket = listed ? { ...listed, eventId: manifest.eventId, orderNumber: '' } : null;
  if (listed?.status === 'void') return answer('void', at, { ticket });
  if (listed?.status === 'pending') return answer('not_confirmed', at, { ticket });
  const key = listed?.id ?? hash;
  const first = listed?.checkedInAt ?? door.scanned.get(key);
  if (first)
    return answer('already_used', at, {
      ticket,
      firstScan: { at: first, device: null, userName: null, offline: !listed?.checkedInAt },
    });
  // A signed ticket of this event issued after the manifest was taken: genuine, let in, checked on upload.
  door.scanned.set(key, at);
  return answer('valid', at, { ticket });
}
