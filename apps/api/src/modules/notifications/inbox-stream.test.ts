import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoEmail } from '../../db/seed/seed-demo';
import { apiProcesses, callProcess as call } from '../../test/api-process';
import { createTestApp, usesPostgres, type TestContext } from '../../test/test-app';
import { openStream } from '../inventory/sse-client';
import { boxOffice, boxOfficeFixtures, type BoxOfficeFixtures } from '../sales/test-fixtures';

const processes = apiProcesses();
const contexts: TestContext[] = [];
afterAll(async () => {
  processes.stopAll();
  for (const t of contexts) await t.close();
});

type Stream = Awaited<ReturnType<typeof openStream>>;
/** The next count `n` sent after the messages received so far. */
const nextUnread = (stream: Stream, n: number) => {
  const seen = stream.messages.length;
  return stream.next(
    (m) =>
      stream.messages.indexOf(m as Stream['messages'][number]) >= seen &&
      m.event === 'unread' &&
      (m.data as { unread: number }).unread === n,
  );
};

async function signIn(base: string, role: 'PRODUCER' | 'BOX_OFFICE') {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: demoEmail(role), password: DEMO_PASSWORD }),
  });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

async function openInbox(base: string, token: string) {
  const streamToken = await call<{ token: string }>(
    base,
    token,
    'POST',
    '/api/account/notifications/stream-token',
  );
  expect(streamToken.status).toBe(200);
  return openStream(`${base}/api/account/notifications/stream?token=${streamToken.body.data.token}`);
}

/** An order on the channel that needs approval, through the given server. */
async function pendingOrder(base: string, token: string, f: BoxOfficeFixtures, seat: string) {
  const cart = (await call(base, token, 'POST', '/api/carts', { salesChannelId: f.channels.invitations }))
    .body.data.id;
  await call(base, token, 'POST', `/api/carts/${cart}/items`, {
    eventId: f.events.theatre,
    priceLevelId: f.levels['Orchestre/Plein'],
    seatIds: [seat],
  });
  const validated = await call<{ status: string }>(base, token, 'POST', `/api/orders/${cart}/validate`, {
    customer: { name: 'Ada', email: 'ada@example.com' },
    paymentMethod: 'card',
  });
  expect(validated.body.data.status).toBe('pending_approval');
  return cart;
}

describe('the inbox stream', () => {
  it("sends the user's unread count at once, then on each change of their notifications", async () => {
    const t = await createTestApp();
    contexts.push(t);
    const f = await boxOfficeFixtures(t);
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const producer = await signIn(base, 'PRODUCER');
    const stream = await openInbox(base, producer);
    expect(stream.status).toBe(200);
    expect((await stream.next((m) => m.event === 'unread')).data).toEqual({ unread: 0 });
    const bo = boxOffice(t, f);
    const cart = await bo.cart(f.channels.invitations);
    await bo.seats(cart, f.events.theatre, f.levels['Orchestre/Plein']!, [f.seats.orchestre[0]!]);
    const read = nextUnread(stream, 1);
    await bo.validate(cart);
    await read;
    const cleared = nextUnread(stream, 0);
    await call(base, producer, 'POST', '/api/account/notifications/read-all', {});
    await cleared;
    stream.close();
    // The stream's token opens no other stream, and a bearer token is no stream token.
    const event = await openStream(
      `${base}/api/events/${f.events.theatre}/availability/stream?token=${
        (await call<{ token: string }>(base, producer, 'POST', '/api/account/notifications/stream-token'))
          .body.data.token
      }`,
    );
    expect(event.status).toBe(401);
    expect((await openStream(`${base}/api/account/notifications/stream?token=${producer}`)).status).toBe(401);
  });

  it.skipIf(!usesPostgres)(
    'reaches a producer connected to another API process on the same PostgreSQL database',
    async () => {
      const t = await createTestApp();
      contexts.push(t);
      const f = await boxOfficeFixtures(t);
      const [a, b] = await Promise.all([
        processes.start(t.databaseUrl!, t.jwtSecret),
        processes.start(t.databaseUrl!, t.jwtSecret),
      ]);
      const producer = await signIn(a, 'PRODUCER');
      const seller = await signIn(a, 'BOX_OFFICE');
      const stream = await openInbox(b, producer);
      expect((await stream.next((m) => m.event === 'unread')).data).toEqual({ unread: 0 });
      const asked = nextUnread(stream, 1);
      const order = await pendingOrder(a, seller, f, f.seats.orchestre[1]!);
      await asked;
      const cleared = nextUnread(stream, 0);
      // The approval, through the first process, clears the question on the second one's stream.
      expect(
        (await call(a, producer, 'POST', `/api/orders/${order}/approve`, { as: 'producer' })).status,
      ).toBe(200);
      await cleared;
      stream.close();
    },
  );
});
