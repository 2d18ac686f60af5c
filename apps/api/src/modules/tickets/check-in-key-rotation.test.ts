import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CheckInManifest } from '@encore/shared/tickets/check-in.schema';
import { checkOffline, offlineDoor, type DoorCrypto } from '@encore/shared/tickets/offline-check';
import { parseTicketScan, ticketSignedMessage } from '@encore/shared/tickets/ticket-code';
import type { Ticket } from '@encore/shared/tickets/ticket.schema';
import { events } from '../../db/schema';
import { tickets as ticketsTable } from '../../db/schema/tickets';
import { useTestApp } from '../../test/use-test-app';
import { boxOffice, boxOfficeFixtures, type BoxOfficeFixtures } from '../sales/test-fixtures';
import { codeHash } from './code-hash';
import { ticketKeyOf } from './ticket-key';

const t = useTestApp();
let f: BoxOfficeFixtures;
let b: ReturnType<typeof boxOffice>;
beforeAll(async () => {
  f = await boxOfficeFixtures(t);
  b = boxOffice(t, f);
  // Tonight's show: offline scans of now are within its doors-open window (check-in-times.ts).
  await t.database.db
    .update(events)
    .set({ startsAt: new Date(Date.now() + 3600_000), endsAt: new Date(Date.now() + 3 * 3600_000) })
    .where(eq(events.id, f.events.theatre));
});

/** The door's crypto (door-crypto.ts does the same with WebCrypto and @noble/ed25519). */
const spkiPrefix = Buffer.from('302a300506032b6570032100', 'hex');
const nodeCrypto: DoorCrypto = {
  verify: async (signature, message, publicKeyHex) =>
    crypto.verify(
      null,
      message,
      crypto.createPublicKey({
        key: Buffer.concat([spkiPrefix, Buffer.from(publicKeyHex, 'hex')]),
        format: 'der',
        type: 'spki',
      }),
      signature,
    ),
  hash: async (text) => codeHash(text),
};

/** Two seats sold, then re-signed with the key TICKET_SIGNING_KEY held before it was rotated. */
async function soldUnderEarlierKey(seats: number[]): Promise<Ticket[]> {
  const order = await b.cart();
  const ids = seats.map((i) => f.seats.orchestre[i]!);
  expect((await b.seats(order, f.events.theatre, f.levels['Orchestre/Plein']!, ids)).status).toBe(201);
  expect((await b.validate(order)).status).toBe(200);
  const earlier = ticketKeyOf(crypto.generateKeyPairSync('ed25519').privateKey);
  const sold: Ticket[] = (await b.api.get(`/api/orders/${order}/tickets`)).body.data;
  for (const ticket of sold)
    await t.database.db
      .update(ticketsTable)
      .set({ signature: earlier.sign(ticket.code, ticket.eventId) })
      .where(eq(ticketsTable.id, ticket.id));
  // The order's tickets (PDF, e-mail, this list) carry the signature stored at sale.
  return (await b.api.get(`/api/orders/${order}/tickets`)).body.data;
}

const manifest = async (): Promise<CheckInManifest> =>
  (await b.api.get(`/api/events/${f.events.theatre}/check-in-manifest`)).body.data;
const online = async (code: string) =>
  (await b.api.post('/api/check-ins', { code, eventId: f.events.theatre })).body.data.result;
const offline = async (code: string, door: ReturnType<typeof offlineDoor>) =>
  (await checkOffline(code, door, nodeCrypto, new Date().toISOString())).result;

describe('a ticket signed under an earlier TICKET_SIGNING_KEY (issue 12, offline door)', () => {
  it('enters online and offline alike, once', async () => {
    const [a, c] = (await soldUnderEarlierKey([0, 1])) as [Ticket, Ticket];
    const taken = await manifest();
    // The current key does not verify it: a door trusting the key alone would turn the customer away.
    const scan = parseTicketScan(a.qr!);
    if (scan?.kind !== 'qr') throw new Error('not a QR payload');
    expect(
      await nodeCrypto.verify(scan.signature, ticketSignedMessage(a.code, a.eventId), taken.publicKey),
    ).toBe(false);

    // Online first: valid, then used; a door with a fresher manifest knows it.
    expect(await online(a.qr!)).toBe('valid');
    expect(await online(a.qr!)).toBe('already_used');
    expect(await offline(a.qr!, offlineDoor(await manifest()))).toBe('already_used');

    // Offline first: valid, then used on that device; the queued scan is the server's check-in.
    const door = offlineDoor(taken);
    expect(await offline(c.qr!, door)).toBe('valid');
    expect(await offline(c.qr!, door)).toBe('already_used');
    const batch = await b.api.post('/api/check-ins/batch', {
      eventId: f.events.theatre,
      scans: [
        { code: c.qr!, nonce: 'rotated-key-0001', scannedAt: new Date().toISOString(), device: 'Phone' },
      ],
    });
    expect(batch.body.data[0]).toMatchObject({ result: 'valid', duplicate: false });
    expect(await online(c.qr!)).toBe('already_used');
  });

  it('still refuses a forged signature on its code, online and offline', async () => {
    const [a] = (await soldUnderEarlierKey([2])) as [Ticket];
    const [prefix, code, event, signature] = a.qr!.split('.') as [string, string, string, string];
    const forged = `${prefix}.${code}.${event}.${signature.slice(0, 10)}${signature[10] === 'A' ? 'B' : 'A'}${signature.slice(11)}`;
    expect(await offline(forged, offlineDoor(await manifest()))).toBe('unknown');
    expect(await online(forged)).toBe('unknown');
    expect(await offline(a.qr!, offlineDoor(await manifest()))).toBe('valid');
  });
});
