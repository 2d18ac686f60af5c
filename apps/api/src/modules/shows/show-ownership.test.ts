import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { useTestApp } from '../../test/use-test-app';
import { within } from '../../test/within';
import { showBody, showFixtures, type ShowFixtures } from './test-fixtures';

const t = useTestApp();
const api = t.api;
let f: ShowFixtures;
const ids: Record<string, string> = {};
beforeAll(async () => {
  f = await showFixtures(t);
  const make = async (key: string, body: Record<string, unknown>) => {
    ids[key] = (await api.as('SHOW_MANAGER').post('/api/shows', showBody(f, body))).body.data.id;
  };
  // own: the PRODUCER's producer, without the ARTIST; other: another producer, with the ARTIST playing.
  await make('own', {
    name: 'Own show',
    artistIds: [f.otherArtistId],
    dates: [{ date: '2027-02-01', times: ['20:00'] }],
  });
  await make('other', {
    name: 'Other show',
    producerId: f.otherProducerId,
    artistIds: [f.ownArtistId],
    dates: [{ date: '2027-02-02', times: ['20:00'] }],
  });
  await make('third', {
    name: 'Third show',
    producerId: f.otherProducerId,
    dates: [{ date: '2027-02-03', times: ['20:00'] }],
  });
});

const names = (res: { body: { data: { name: string }[] } }) => res.body.data.map((s) => s.name);

describe('show ownership', () => {
  it("shows and lets a PRODUCER edit only its producer's shows", async () => {
    const producer = api.as('PRODUCER');
    expect(names(await producer.get('/api/shows'))).toEqual(['Own show']);
    expect((await producer.get(`/api/shows/${ids.own}`)).status).toBe(200);
    for (const res of [
      await producer.get(`/api/shows/${ids.other}`),
      await producer.patch(`/api/shows/${ids.other}`, { name: 'Hijack' }),
      await producer.delete(`/api/shows/${ids.other}`),
      await producer.get(`/api/shows/${ids.other}/events`),
      await producer.post(`/api/shows/${ids.other}/events`, { date: '2027-02-10', time: '20:00' }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.data).toBeUndefined();
    }
    const otherEvent = (await api.as('SHOW_MANAGER').get(`/api/shows/${ids.other}/events`)).body.data[0];
    // Another's event answers exactly as a missing one: a different message would reveal that it exists.
    const missing = await producer.delete('/api/events/00000000-0000-4000-8000-000000000000');
    for (const res of [
      await producer.delete(`/api/events/${otherEvent.id}`),
      await producer.post(`/api/events/${otherEvent.id}/cancel`, {}),
      await producer.post(`/api/events/${otherEvent.id}/reinstate`, {}),
    ])
      expect(res).toMatchObject({ status: 404, body: missing.body });
    expect(
      (await producer.patch(`/api/shows/${ids.own}`, { subtitle: 'Mise en scène nouvelle' })).status,
    ).toBe(200);
    expect((await producer.patch(`/api/shows/${ids.own}`, { producerId: f.otherProducerId })).status).toBe(
      403,
    );
    expect(
      (await producer.post(`/api/shows/${ids.own}/events`, { date: '2027-02-11', time: '20:00' })).status,
    ).toBe(201);
    const foreign = await producer.post(
      '/api/shows',
      showBody(f, { producerId: f.otherProducerId, dates: [{ date: '2027-03-01', times: ['20:00'] }] }),
    );
    expect(foreign.status).toBe(403);
    const mine = await producer.post(
      '/api/shows',
      showBody(f, { name: 'Created by producer', dates: [{ date: '2027-03-02', times: ['20:00'] }] }),
    );
    expect(mine.status).toBe(201);
    expect((await producer.delete(`/api/shows/${mine.body.data.id}`)).status).toBe(200);
  });

  it('shows an ARTIST only the shows it plays in, read-only', async () => {
    const artist = api.as('ARTIST');
    expect(names(await artist.get('/api/shows'))).toEqual(['Other show']);
    const played = await artist.get(`/api/shows/${ids.other}`);
    expect(played.status).toBe(200);
    // It reads producers' names only (not their people), and the show still names its producer.
    expect(played.body.data.producerName).toMatch(/\S/);
    expect((await artist.get(`/api/shows/${ids.other}/events`)).body.data).toHaveLength(1);
    expect((await artist.get(`/api/shows/${ids.own}`)).status).toBe(404);
    expect((await artist.get(`/api/shows/${ids.own}/events`)).status).toBe(404);
    expect((await artist.patch(`/api/shows/${ids.other}`, { name: 'Mine now' })).status).toBe(403);
    expect(
      (await artist.post(`/api/shows/${ids.other}/events`, { date: '2027-02-12', time: '20:00' })).status,
    ).toBe(403);
    expect((await artist.post('/api/shows', showBody(f))).status).toBe(403);
  });

  it('lets BOX_OFFICE read every show and event but change none; the others need a session', async () => {
    const box = api.as('BOX_OFFICE');
    expect(names(await box.get('/api/shows?sort=name'))).toEqual(['Other show', 'Own show', 'Third show']);
    expect((await box.get(`/api/shows/${ids.third}/events`)).status).toBe(200);
    expect((await box.patch(`/api/shows/${ids.third}`, { name: 'Nope' })).status).toBe(403);
    expect(
      (await box.post(`/api/shows/${ids.third}/events`, { date: '2027-02-13', time: '20:00' })).status,
    ).toBe(403);
    const event = (await box.get(`/api/shows/${ids.third}/events`)).body.data[0];
    expect((await box.delete(`/api/events/${event.id}`)).status).toBe(403);
    expect((await api.anonymous.get('/api/shows')).status).toBe(401);
    expect((await api.anonymous.get(`/api/shows/${ids.own}/events`)).status).toBe(401);
    for (const role of ['ADMIN', 'SUPER_ADMIN'] as const)
      expect((await api.as(role).get('/api/shows')).body.meta.total).toBe(3);
  });

  it("sends the producer's rules filled in, and fails closed for an account linked to no producer", async () => {
    const producer = api.as('PRODUCER');
    const me = await producer.get('/api/auth/me');
    expect(me.body.data.rules).toContainEqual({
      action: ['read', 'create', 'update', 'delete'],
      subject: ['Show', 'Event'],
      conditions: { producerId: f.ownProducerId },
    });
    const account = eq(users.email, 'producer@encore.test');
    await t.database.db.update(users).set({ producerId: null }).where(account);
    try {
      // Written straight to the database: the API's cached session follows within a second.
      await within(1000, 0, async () => (await producer.get('/api/shows')).body.meta.total);
      expect((await producer.get('/api/shows')).body).toMatchObject({ data: [], meta: { total: 0 } });
      expect((await producer.get(`/api/shows/${ids.own}`)).status).toBe(404);
      expect((await producer.get('/api/producers')).body.data).toEqual([]);
    } finally {
      await t.database.db.update(users).set({ producerId: f.ownProducerId }).where(account);
    }
  });
});
