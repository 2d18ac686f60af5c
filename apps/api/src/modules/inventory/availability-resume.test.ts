import { EventSource } from 'eventsource';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app';
import { openStream } from './sse-client';
import { boxOffice, boxOfficeFixtures, type BoxOfficeFixtures } from '../sales/test-fixtures';

// Issue 22, point 12: the availability stream sends ids, replays what a reconnecting client missed (or a
// fresh snapshot), and lets an EventSource reconnect after its 60 s token expired.
let t: TestContext;
let f: BoxOfficeFixtures;
let bo: ReturnType<typeof boxOffice>;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  f = await boxOfficeFixtures(t);
  bo = boxOffice(t, f);
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const path = () => `/api/events/${f.events.theatre}/availability`;
async function streamToken(): Promise<string> {
  return (await bo.api.post(`${path()}/stream-token`, {})).body.data.token;
}
const holds = (seat: string) => (m: { event: string; data: unknown }) =>
  m.event === 'inventory' && (m.data as { seatIds: string[] }).seatIds.includes(seat);

describe('availability stream ids and resumption', () => {
  it('numbers its messages and replays to Last-Event-ID what a client missed while away', async () => {
    const first = await openStream(`${base}${path()}/stream?token=${await streamToken()}`);
    const ready = await first.next((m) => m.event === 'ready');
    expect(ready.id).toMatch(/^[0-9a-f]{8}-\d+$/);
    const [s1, s2] = f.seats.balcon;
    await bo.seats(await bo.cart(), f.events.theatre, f.levels['Balcon/Plein']!, [s1!]);
    const seen = await first.next(holds(s1!), 2000);
    expect(seen.id).toMatch(/^[0-9a-f]{8}-\d+$/);
    expect(seen.id).not.toBe(ready.id);
    first.close();
    // Away: another seller holds a seat.
    await bo.seats(await bo.cart(), f.events.theatre, f.levels['Balcon/Plein']!, [s2!]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const back = await openStream(`${base}${path()}/stream?token=${await streamToken()}`, {
      'last-event-id': seen.id!,
    });
    const missed = await back.next(holds(s2!), 2000);
    expect(missed.id).toMatch(/^[0-9a-f]{8}-\d+$/);
    expect(await back.next((m) => m.event === 'ready')).toMatchObject({ data: { resumed: true } });
    expect(back.messages.filter(holds(s1!))).toEqual([]);
    back.close();
    // The same through the query (a new EventSource cannot set the header).
    const query = await openStream(
      `${base}${path()}/stream?token=${await streamToken()}&lastEventId=${encodeURIComponent(seen.id!)}`,
    );
    await query.next(holds(s2!), 2000);
    query.close();
  });

  it('sends a fresh snapshot when what was missed cannot be told', async () => {
    const stream = await openStream(`${base}${path()}/stream?token=${await streamToken()}`, {
      'last-event-id': '00000000-12',
    });
    const snapshot = await stream.next((m) => m.event === 'snapshot');
    expect(snapshot.data).toMatchObject({ soldSeatIds: expect.any(Array), heldSeatIds: expect.any(Array) });
    expect(snapshot.id).toMatch(/^[0-9a-f]{8}-\d+$/);
    expect(await stream.next((m) => m.event === 'ready')).toMatchObject({ data: { resumed: false } });
    stream.close();
  });

  it('lets a standard EventSource reconnect after its stream token expired, with a new token', async () => {
    const { token: access } = await t.login('BOX_OFFICE');
    const claims = JSON.parse(Buffer.from(access.split('.')[1]!, 'base64url').toString()) as {
      sub: string;
      ver: number;
      sid: string;
    };
    const shortLived = await t.app.tokens.signScoped(claims, `stream:${f.events.theatre}`, 1);
    const url = `${base}${path()}/stream?token=${shortLived}`;
    const source = new EventSource(url);
    const received: { type: string; data: string; id: string }[] = [];
    for (const type of ['ready', 'inventory', 'token', 'snapshot'])
      source.addEventListener(type, (e) => received.push({ type, data: e.data, id: e.lastEventId }));
    const until = async (check: () => boolean, ms = 15_000) => {
      const end = Date.now() + ms;
      while (!check() && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
      return check();
    };
    try {
      expect(await until(() => received.some((m) => m.type === 'ready'))).toBe(true);
      // The token expires; without Last-Event-ID (a new client) it no longer opens the stream.
      await new Promise((resolve) => setTimeout(resolve, 2200));
      expect((await fetch(url)).status).toBe(401);
      // The connection drops (a proxy, a network change); a seat is held meanwhile.
      t.app.server.closeAllConnections();
      const seat = f.seats.balcon[5]!;
      await bo.seats(await bo.cart(), f.events.theatre, f.levels['Balcon/Plein']!, [seat]);
      // The EventSource reconnects by itself (retry: 2 s) to the same address, with Last-Event-ID.
      expect(await until(() => received.some((m) => m.type === 'inventory' && m.data.includes(seat)))).toBe(
        true,
      );
      expect(source.readyState).toBe(EventSource.OPEN);
      const renewed = received.find((m) => m.type === 'token');
      expect(JSON.parse(renewed!.data)).toMatchObject({
        token: expect.any(String),
        expiresAt: expect.any(String),
      });
    } finally {
      source.close();
    }
  });
});
