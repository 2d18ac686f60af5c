import { generateKeyPairSync, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { CheckInManifest } from '@encore/shared/tickets/check-in.schema';
import {
  base32Encode,
  ticketCodeFromBytes,
  ticketQrPayload,
  ticketSignedMessage,
} from '@encore/shared/tickets/ticket-code';
import { doorCrypto } from './door-crypto';
import { checkOffline, offlineDoor } from '@encore/shared/tickets/offline-check';

/** An event's manifest signed by a key of the test's own, as the API's would be. */
const { publicKey, privateKey } = generateKeyPairSync('ed25519');
/** The key TICKET_SIGNING_KEY held before it was rotated: ticket 5 was sold under it. */
const { privateKey: earlierKey } = generateKeyPairSync('ed25519');
const publicHex = (publicKey.export({ format: 'der', type: 'spki' }) as Buffer).subarray(-32).toString('hex');
const eventId = '0d5d6a3c-2f9b-4c1e-9a77-5b2f0c3e8d11';
const otherEvent = '7a1c0e52-9d3b-4f6a-8c21-3e4b5d6f7a89';
const code = (n: number) => ticketCodeFromBytes(new Uint8Array(16).fill(n));
const signature = (c: string, event = eventId, key = privateKey) =>
  new Uint8Array(sign(null, ticketSignedMessage(c, event), key));
const qr = (c: string, event = eventId, key = privateKey) =>
  ticketQrPayload(c, event, signature(c, event, key));

async function manifest(): Promise<CheckInManifest> {
  const ticket = async (
    n: number,
    status: 'valid' | 'void' | 'pending',
    checkedInAt: string | null = null,
    key = privateKey,
  ) => ({
    id: `t${n}`,
    codeHash: await doorCrypto.hash(code(n)),
    signatureHash: await doorCrypto.hash(base32Encode(signature(code(n), eventId, key))),
    status,
    areaLabel: 'Orchestre',
    rowLabel: 'C',
    seatLabel: String(n),
    priceLevelName: 'Plein tarif',
    checkedInAt,
  });
  return {
    eventId,
    showName: 'Le Misanthrope',
    startsAt: '2026-12-01T19:30:00.000Z',
    roomName: 'Théâtre du Rivage',
    generatedAt: '2026-12-01T18:00:00.000Z',
    publicKey: publicHex,
    tickets: [
      await ticket(1, 'valid'),
      await ticket(2, 'void'),
      await ticket(3, 'pending'),
      await ticket(4, 'valid', '2026-12-01T18:30:00.000Z'),
      await ticket(5, 'valid', null, earlierKey),
    ],
  };
}

const at = '2026-12-01T19:00:00.000Z';

describe('the door without the network (issue 12, offline door)', () => {
  it('lets a valid ticket in once, by its QR code or its typed code', async () => {
    const door = offlineDoor(await manifest());
    const first = await checkOffline(qr(code(1)), door, doorCrypto, at);
    expect(first.result).toBe('valid');
    expect(first.ticket?.seatLabel).toBe('1');
    const again = await checkOffline(code(1).toLowerCase(), door, doorCrypto, at);
    expect(again.result).toBe('already_used');
    expect(again.firstScan).toMatchObject({ at, offline: true });
  });

  it('answers void, not confirmed and already used (before the manifest) from the manifest', async () => {
    const door = offlineDoor(await manifest());
    expect((await checkOffline(qr(code(2)), door, doorCrypto, at)).result).toBe('void');
    expect((await checkOffline(qr(code(3)), door, doorCrypto, at)).result).toBe('not_confirmed');
    const used = await checkOffline(qr(code(4)), door, doorCrypto, at);
    expect(used.result).toBe('already_used');
    expect(used.firstScan?.offline).toBe(false);
  });

  it('refuses a forged or altered code, a stranger typed code and noise, and names another event', async () => {
    const door = offlineDoor(await manifest());
    const genuine = qr(code(1));
    const altered = genuine.replace(code(1), code(9));
    expect((await checkOffline(altered, door, doorCrypto, at)).result).toBe('unknown');
    expect((await checkOffline(code(9), door, doorCrypto, at)).result).toBe('unknown');
    expect((await checkOffline('hello', door, doorCrypto, at)).result).toBe('unknown');
    // A genuine ticket of another event (not in this list); a listed one's signature moved to another event.
    expect((await checkOffline(qr(code(9), otherEvent), door, doorCrypto, at)).result).toBe('wrong_event');
    const moved = genuine.replace(
      eventId.replaceAll('-', '').toUpperCase(),
      otherEvent.replaceAll('-', '').toUpperCase(),
    );
    expect((await checkOffline(moved, door, doorCrypto, at)).result).toBe('unknown');
    // None of these let the genuine ticket in.
    expect((await checkOffline(genuine, door, doorCrypto, at)).result).toBe('valid');
  });

  it('lets in a ticket signed under an earlier key, as the server does; its code under another key is refused', async () => {
    const door = offlineDoor(await manifest());
    // Sold before TICKET_SIGNING_KEY was rotated: the manifest's key does not verify it, its stored one names it.
    expect((await checkOffline(qr(code(5), eventId, privateKey), door, doorCrypto, at)).result).toBe(
      'unknown',
    );
    expect((await checkOffline(qr(code(5), eventId, earlierKey), door, doorCrypto, at)).result).toBe('valid');
    expect((await checkOffline(qr(code(5), eventId, earlierKey), door, doorCrypto, at)).result).toBe(
      'already_used',
    );
    // A ticket the list does not hold (sold since the manifest was taken) must carry the current key.
    expect((await checkOffline(qr(code(6), eventId, earlierKey), door, doorCrypto, at)).result).toBe(
      'unknown',
    );
    expect((await checkOffline(qr(code(6)), door, doorCrypto, at)).result).toBe('valid');
  });

  it('still reads a manifest kept by an earlier door (no signature names): the key decides', async () => {
    const kept = await manifest();
    const door = offlineDoor({
      ...kept,
      tickets: kept.tickets.map(({ signatureHash: _, ...rest }) => rest as (typeof kept.tickets)[number]),
    });
    expect((await checkOffline(qr(code(1)), door, doorCrypto, at)).result).toBe('valid');
    expect((await checkOffline(qr(code(1), otherEvent), door, doorCrypto, at)).result).toBe('wrong_event');
  });

  it('admits no one to a cancelled or ended event, listed or not (issue 21)', async () => {
    const kept = await manifest();
    const cancelled = offlineDoor({ ...kept, eventStatus: 'cancelled', endsAt: '2026-12-01T21:30:00.000Z' });
    expect((await checkOffline(qr(code(1)), cancelled, doorCrypto, at)).result).toBe('void');
    // Sold after the manifest was taken: genuine, still void.
    expect((await checkOffline(qr(code(6)), cancelled, doorCrypto, at)).result).toBe('void');
    const ended = offlineDoor({ ...kept, eventStatus: 'scheduled', endsAt: '2026-12-01T21:30:00.000Z' });
    expect((await checkOffline(qr(code(1)), ended, doorCrypto, '2026-12-01T22:00:00.000Z')).result).toBe(
      'void',
    );
    expect((await checkOffline(qr(code(1)), ended, doorCrypto, at)).result).toBe('valid');
  });
});
