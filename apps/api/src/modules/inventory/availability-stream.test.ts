import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InventoryChange } from '@encore/shared/orders/availability.schema';
import { createTestApp, type TestContext } from '../../test/test-app';
import { openStream } from './sse-client';
import { boxOffice, boxOfficeFixtures, type BoxOfficeFixtures } from '../sales/test-fixtures';

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

async function streamToken(eventId: string): Promise<string> {
  const res = await bo.api.post(`/api/events/${eventId}/availability/stream-token`, {});
  expect(res.status).toBe(200);
  return res.body.data.token;
}
const isChange = (kind: string, seat?: string) => (m: { event: string; data: unknown }) =>
  m.event === 'inventory' &&
  (m.data as InventoryChange).kind === kind &&
  (!seat || (m.data as InventoryChange).seatIds.includes(seat));

describe('availability stream', () => {
  it('pushes holds, releases and sales of the event to an open seller within a second', async () => {
    const stream = await openStream(
      `${base}/api/events/${f.events.theatre}/availability/stream?token=${await streamToken(f.events.theatre)}`,
    );
    expect(stream.status).toBe(200);
    await stream.next((m) => m.event === 'ready');
    const cart = await bo.cart();
    const [s1, s2] = f.seats.balcon;
    const added = await bo.seats(cart, f.events.theatre, f.levels['Balcon/Plein']!, [s1!, s2!]);
    // Within a second of the hold being made (answered): on a loaded machine the request alone can take
    // longer, and the message is sent once the hold has committed.
    const answered = Date.now();
    const hold = await stream.next(isChange('hold', s1), 1000);
    expect(hold.at - answered).toBeLessThan(1000);
    expect(hold.data).toMatchObject({ eventId: f.events.theatre, orderId: cart, seatIds: [s1, s2] });
    const item = added.body.data.items.find((i: { seatId: string }) => i.seatId === s2);
    await bo.api.delete(`/api/carts/${cart}/items/${item.id}`);
    expect((await stream.next(isChange('release', s2), 1000)).data).toMatchObject({ seatIds: [s2] });
    await bo.validate(cart);
    expect((await stream.next(isChange('sale', s1), 1000)).data).toMatchObject({ seatIds: [s1] });
    // Another event's changes are not sent to this stream.
    await bo.places(await bo.cart(), f.events.hangar, f.levels['Fosse/Debout']!, 'fosse', 2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(
      stream.messages.every(
        (m) => m.event !== 'inventory' || (m.data as InventoryChange).eventId === f.events.theatre,
      ),
    ).toBe(true);
    stream.close();
  });

  it('opens only with a fresh stream token of that event, never with a bearer token', async () => {
    const url = `${base}/api/events/${f.events.theatre}/availability/stream`;
    expect((await openStream(url)).status).toBe(401);
    const { token: access } = await t.login('BOX_OFFICE');
    expect((await openStream(`${url}?token=${access}`)).status).toBe(401);
    const otherEvent = await streamToken(f.events.hangar);
    expect((await openStream(`${url}?token=${otherEvent}`)).status).toBe(401);
    // The stream token is not a session either.
    const asBearer = await fetch(`${base}/api/carts`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${await streamToken(f.events.theatre)}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ salesChannelId: f.channels.web }),
    });
    expect(asBearer.status).toBe(401);
    // An artist who does not play the show does not even learn that the event exists.
    const url2 = `/api/events/${f.events.theatre}/availability/stream-token`;
    expect((await boxOffice(t, f, 'ARTIST').api.post(url2, {})).status).toBe(404);
    const producer = await boxOffice(t, f, 'PRODUCER').api.get(
      `/api/events/${f.events.theatre}/availability`,
    );
    expect(producer.status).toBe(200);
  });

  it('refuses a stream token once the session that asked for it has signed out', async () => {
    const url = `${base}/api/events/${f.events.theatre}/availability`;
    const tokenOf = async (access: string) => {
      const res = await fetch(`${url}/stream-token`, {
        method: 'POST',
        headers: { authorization: `Bearer ${access}` },
      });
      return ((await res.json()) as { data: { token: string } }).data.token;
    };
    const kept = await t.login('BOX_OFFICE');
    const ended = await t.login('BOX_OFFICE');
    const keptToken = await tokenOf(kept.token);
    const endedToken = await tokenOf(ended.token);
    const before = await openStream(`${url}/stream?token=${endedToken}`);
    expect(before.status).toBe(200);
    before.close();
    const logout = await fetch(`${base}/api/auth/logout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken: ended.refreshToken }),
    });
    expect(logout.status).toBe(200);
    expect((await openStream(`${url}/stream?token=${endedToken}`)).status).toBe(401);
    // The same user's other session keeps its stream.
    const other = await openStream(`${url}/stream?token=${keptToken}`);
    expect(other.status).toBe(200);
    other.close();
  });
});
