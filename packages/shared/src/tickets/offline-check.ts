/**
 * The door's decision without the network (issue 12, offline door). Here in `shared`, with the crypto
 * handed in, so that the API's tests run the door's own rule on the API's manifest: online and offline must
 * give the same answer to the same ticket (the door uses WebCrypto and @noble/ed25519, tests node:crypto).
 */
import type { CheckInAnswer, CheckInManifest } from './check-in.schema';
import { base32Encode, parseTicketScan, ticketSignedMessage } from './ticket-code';

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
  /** The manifest's name of a code or signature (ticket-code.ts): SHA-256, first 32 hex digits. */
  hash: (text: string) => Promise<string>;
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
 * code is `unknown`), the event (cancelled or ended: every ticket is void), voids and pending orders (a
 * pending ticket has no QR payload to show: the API gives one to valid tickets only), and tickets already let in (before the manifest
 * was taken, or on this device since). The server keeps the first scan when the queue is sent.
 *
 * A QR code of a ticket the manifest lists is genuine when its signature is the one stored at sale (the
 * manifest's `signatureHash`), as the server checks it online: a ticket signed under an earlier
 * TICKET_SIGNING_KEY enters offline as it does online. Only a ticket the manifest does not list (sold since)
 * is verified with the public key, which signed it (the manifest is refreshed every minute while online).
 */
/** Cancelled, or ended by `at` (manifests kept by an earlier version of the door say neither). */
const eventOver = (manifest: CheckInManifest, at: string) =>
  manifest.eventStatus === 'cancelled' || (!!manifest.endsAt && Date.parse(at) > Date.parse(manifest.endsAt));

export async function checkOffline(
  raw: string,
  door: OfflineDoor,
  crypto: DoorCrypto,
  at: string,
): Promise<CheckInAnswer> {
  const scan = parseTicketScan(raw);
  if (!scan) return answer('unknown', at);
  const { manifest } = door;
  const hash = await crypto.hash(scan.code);
  const listed = door.byHash.get(hash);
  if (scan.kind === 'qr') {
    // The stored signature covers this event: the same signature naming another event was altered. A
    // manifest kept by an earlier version of the door has no signatureHash: the key decides.
    const genuine = listed?.signatureHash
      ? listed.signatureHash === (await crypto.hash(base32Encode(scan.signature))) &&
        scan.eventId === manifest.eventId
      : await crypto.verify(scan.signature, ticketSignedMessage(scan.code, scan.eventId), manifest.publicKey);
    if (!genuine) return answer('unknown', at);
    if (scan.eventId !== manifest.eventId) return answer('wrong_event', at);
  }
  // A typed code proves nothing by itself: it must be one of the event's tickets.
  if (!listed && scan.kind === 'text') return answer('unknown', at);
  const over = eventOver(manifest, at);
  const ticket = listed
    ? { ...listed, eventId: manifest.eventId, orderNumber: '', ...(over ? { status: 'void' as const } : {}) }
    : null;
  // A cancelled event, or one that has ended, admits no one (issue 21): its tickets are void.
  if (listed?.status === 'void' || over) return answer('void', at, { ticket });
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
