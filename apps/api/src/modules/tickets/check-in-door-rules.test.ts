import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CheckInManifest } from '@encore/shared/tickets/check-in.schema';
import { checkOffline, offlineDoor, type DoorCrypto } from '@encore/shared/tickets/offline-check';
import type { Ticket } from '@encore/shared/tickets/ticket.schema';
import { events, tickets as ticketsTable, checkIns } from '../../db/schema';
import { useTestApp } from '../../test/use-test-app';
import { boxOffice, boxOfficeFixtures, type BoxOfficeFixtures } from '../sales/test-fixtures';
import { codeHash } from './code-hash';

/** Issue 22 items 3-5 and issue 21 item 4 (door part): what a door must never let in. */
const t = useTestApp();
let f: BoxOfficeFixtures;
let b: ReturnType<typeof boxOffice>;
const hour = 3600_000;
beforeAll(async () => {
  f = await boxOfficeFixtures(t);
  b = boxOffice(t, f);
  // Tonight's show: its doors are open (scans of the last minutes are within its window).
  await setTimes(f.events.theatre, Date.now() + hour, Date.now() + 3 * hour);
});

async function setTimes(eventId: string, startsAt: number, endsAt: number) {
  await t.database.db
    .update(events)
    .set({ startsAt: new Date(startsAt), endsAt: new Date(endsAt) })
    .where(eq(events.id, eventId));
}

async function sell(seats: number[], eventId = f.events.theatre, channel?: string) {
  const order = await b.cart(channel);
  const ids = seats.map((i) => f.seats.orchestre[i]!);
  expect((await b.seats(order, eventId, f.levels['Orchestre/Plein']!, ids)).status).toBe(201);
  expect((await b.validate(order)).status).toBe(200);
  const tickets: Ticket[] = (await b.api.get(`/api/orders/${order}/tickets`)).body.data;
  return { order, tickets };
}
const post = (url: string, body: object, role: 'BOX_OFFICE' | 'ADMIN' = 'BOX_OFFICE') =>
  t.api.as(role).post(url, body);
const scan = async (code: string, eventId = f.events.theatre, extra: object = {}) =>
  (await post('/api/check-ins', { code, eventId, ...extra })).body.data;
const manifest = async (eventId: string): Promise<CheckInManifest> =>
  (await b.api.get(`/api/events/${eventId}/check-in-manifest`)).body.data;

const spkiPrefix = Buffer.from('302a300506032b6570032100', 'hex');
const nodeCrypto: DoorCrypto = {
  verify: async (signature, message, hex) =>
    crypto.verify(
      null,
      message,
      crypto.createPublicKey({
        key: Buffer.concat([spkiPrefix, Buffer.from(hex, 'hex')]),
        format: 'der',
        type: 'spki',
      }),
      signature,
    ),
  hash: async (text) => codeHash(text),
};
const at = (ms = 0) => new Date(Date.now() + ms).toISOString();

describe('the door lets in confirmed tickets only', () => {
  it('gives no QR payload for a pending ticket; a door whose manifest predates it does not admit it', async () => {
    const before = await manifest(f.events.theatre);
    const pending = await sell([0], f.events.theatre, f.channels.invitations);
    expect(pending.tickets.map((x) => [x.status, x.qr])).toEqual([['pending', null]]);
    const ticket = pending.tickets[0]!;
    // Typed from the order page: unknown to a door whose list predates the sale, not confirmed online.
    const door = offlineDoor(before);
    expect((await checkOffline(ticket.code, door, nodeCrypto, at())).result).toBe('unknown');
    expect((await scan(ticket.code)).result).toBe('not_confirmed');
    const now = offlineDoor(await manifest(f.events.theatre));
    expect((await checkOffline(ticket.code, now, nodeCrypto, at())).result).toBe('not_confirmed');
    // A confirmed ticket has its QR payload, admitted offline by the same door.
    const sold = await sell([1]);
    expect((await checkOffline(sold.tickets[0]!.qr!, door, nodeCrypto, at())).result).toBe('valid');
  });
});

describe('offline batches', () => {
  const batch = (scans: object[]) => post('/api/check-ins/batch', { eventId: f.events.theatre, scans });

  it('refuses a scan dated before the doors open or in the future (400, nothing recorded)', async () => {
    const { tickets } = await sell([2]);
    const qr = tickets[0]!.qr!;
    for (const scannedAt of [
      '2000-01-01T00:00:00.000Z',
      '9999-12-31T23:59:59.000Z',
      at(-8 * hour),
      at(hour),
    ]) {
      const res = await batch([{ code: qr, nonce: `dated-${scannedAt}`, scannedAt }]);
      expect(res.status, scannedAt).toBe(400);
      expect(res.body.error.details[0].path).toBe('scans.0.scannedAt');
    }
    expect((await scan(qr)).result).toBe('valid');
  });

  it('never turns a second entry into valid: a scan dated before the online one is already used', async () => {
    const { tickets } = await sell([3]);
    const ticket = tickets[0]!;
    const online = await scan(ticket.qr!);
    expect(online.result).toBe('valid');
    const res = await batch([{ code: ticket.qr!, nonce: 'earlier-0001', scannedAt: at(-60_000) }]);
    expect(res.status).toBe(200);
    expect(res.body.data[0]).toMatchObject({ result: 'already_used', duplicate: true });
    expect(res.body.data[0].firstScan.at).toBe(online.scannedAt);
    const [row] = await t.database.db.select().from(ticketsTable).where(eq(ticketsTable.id, ticket.id));
    expect(row!.checkedInAt!.toISOString()).toBe(online.scannedAt);
    const rows = await t.database.db.select().from(checkIns).where(eq(checkIns.ticketId, ticket.id));
    expect(rows.filter((r) => r.result === 'valid')).toHaveLength(1);
  });
});

describe('nonces', () => {
  it("belong to one user at one event: another's nonce gets no answer of theirs", async () => {
    const { tickets } = await sell([4]);
    const nonce = 'door-a-nonce-0001';
    expect((await scan(tickets[0]!.qr!, f.events.theatre, { nonce })).result).toBe('valid');
    // Another user, another event, a junk code: refused, and nothing of the ticket is told.
    const stolen = await post('/api/check-ins', { code: 'junk', eventId: f.events.theatre2, nonce }, 'ADMIN');
    expect(stolen.status).toBe(409);
    expect(JSON.stringify(stolen.body)).not.toContain(tickets[0]!.seatLabel!);
    // The same user at another event, or another user at the same event: the same.
    const otherEvent = await post('/api/check-ins', { code: 'junk', eventId: f.events.theatre2, nonce });
    expect(otherEvent.status).toBe(409);
    const otherUser = await post(
      '/api/check-ins',
      { code: 'junk', eventId: f.events.theatre, nonce },
      'ADMIN',
    );
    expect(otherUser.status).toBe(409);
    // Its owner still gets its answer again.
    expect((await scan('junk', f.events.theatre, { nonce })).result).toBe('valid');
  });
});

describe('a cancelled or past event', () => {
  it('admits no one: online, in its manifest and offline', async () => {
    const { tickets } = await sell([5, 6], f.events.theatre2);
    await setTimes(f.events.theatre2, Date.now() + hour, Date.now() + 3 * hour);
    const before = offlineDoor(await manifest(f.events.theatre2));
    expect((await post(`/api/events/${f.events.theatre2}/cancel`, {}, 'ADMIN')).status).toBe(200);
    const answer = await scan(tickets[0]!.qr!, f.events.theatre2);
    expect(answer).toMatchObject({ result: 'void', ticket: { status: 'void' } });
    const after = await manifest(f.events.theatre2);
    expect(after.eventStatus).toBe('cancelled');
    expect(after.tickets.map((x) => x.status)).toEqual(['void', 'void']);
    expect((await checkOffline(tickets[1]!.qr!, offlineDoor(after), nodeCrypto, at())).result).toBe('void');
    // A manifest without the ticket (sold since): the event's state still voids it.
    const unlisted = offlineDoor({ ...after, tickets: [] });
    expect((await checkOffline(tickets[1]!.qr!, unlisted, nodeCrypto, at())).result).toBe('void');
    expect((await checkOffline(tickets[1]!.qr!, before, nodeCrypto, at())).result).toBe('valid');
  });

  it('is void once the event has ended', async () => {
    const { tickets } = await sell([7]);
    const ended = await manifest(f.events.theatre);
    await setTimes(f.events.theatre, Date.now() - 4 * hour, Date.now() - hour);
    try {
      expect((await scan(tickets[0]!.qr!)).result).toBe('void');
      expect((await manifest(f.events.theatre)).tickets.every((x) => x.status === 'void')).toBe(true);
      const door = offlineDoor({ ...ended, endsAt: at(-hour) });
      expect((await checkOffline(tickets[0]!.qr!, door, nodeCrypto, at())).result).toBe('void');
    } finally {
      await setTimes(f.events.theatre, Date.now() + hour, Date.now() + 3 * hour);
    }
  });
});
