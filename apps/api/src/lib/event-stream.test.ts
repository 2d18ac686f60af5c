import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiProcesses } from '../test/api-process';
import { createTestApp, usesPostgres, type TestContext } from '../test/test-app';
import { openStream } from '../modules/inventory/sse-client';
import { boxOfficeFixtures, type BoxOfficeFixtures } from '../modules/sales/test-fixtures';

// Issue 22, point 8: signing out ends the session's open streams (checked only when they opened before).
let t: TestContext;
let f: BoxOfficeFixtures;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  f = await boxOfficeFixtures(t);
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
const processes = apiProcesses();
afterAll(async () => {
  processes.stopAll();
  await t.close();
});

async function post(path: string, token: string | null, body: unknown = {}, server = base) {
  const res = await fetch(`${server}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { data: { token: string } } };
}

/** The availability and inbox streams of one session. */
async function streamsOf(access: string, server = base) {
  const path = `/api/events/${f.events.theatre}/availability`;
  const availability = await post(`${path}/stream-token`, access, {}, server);
  const inbox = await post('/api/account/notifications/stream-token', access, {}, server);
  return Promise.all([
    openStream(`${server}${path}/stream?token=${availability.body.data.token}`),
    openStream(`${server}/api/account/notifications/stream?token=${inbox.body.data.token}`),
  ]);
}

const endsWithin = (ended: Promise<void>, ms: number) =>
  Promise.race([
    ended.then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms)),
  ]);

describe('streams and sign-out', () => {
  it("ends the availability and inbox streams of the session that signs out, not the user's others", async () => {
    const leaving = await t.login('BOX_OFFICE');
    const staying = await t.login('BOX_OFFICE');
    const [availability, inbox] = await streamsOf(leaving.token);
    const [otherAvailability, otherInbox] = await streamsOf(staying.token);
    expect([availability.status, inbox.status, otherAvailability.status, otherInbox.status]).toEqual([
      200, 200, 200, 200,
    ]);
    await availability.next((m) => m.event === 'ready');
    expect(
      (await post('/api/auth/logout', leaving.token, { refreshToken: leaving.refreshToken })).status,
    ).toBe(200);
    expect(await endsWithin(availability.ended, 3000)).toBe(true);
    expect(await endsWithin(inbox.ended, 3000)).toBe(true);
    expect(await endsWithin(otherAvailability.ended, 300)).toBe(false);
    expect(await endsWithin(otherInbox.ended, 10)).toBe(false);
    otherAvailability.close();
    otherInbox.close();
  });

  it.skipIf(!usesPostgres)(
    'ends them on another API process too (the database notifies every process)',
    async () => {
      const other = await processes.start(t.databaseUrl!, t.jwtSecret);
      const session = await t.login('BOX_OFFICE');
      const streams = await streamsOf(session.token, other);
      expect(streams.map((s) => s.status)).toEqual([200, 200]);
      await streams[0].next((m) => m.event === 'ready');
      // Signed out through this process: the streams are on the other one.
      expect((await post('/api/auth/logout', session.token)).status).toBe(200);
      for (const stream of streams) expect(await endsWithin(stream.ended, 3000)).toBe(true);
    },
  );
});
