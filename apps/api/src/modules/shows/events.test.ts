import { beforeAll, describe, expect, it } from 'vitest';
import { recordSales } from '../../test/recorded-sales';
import { useTestApp } from '../../test/use-test-app';
import { fieldErrors } from '../../test/requests';
import { showBody, showFixtures, type ShowFixtures } from './test-fixtures';

const t = useTestApp();
const api = t.api;
let f: ShowFixtures;
beforeAll(async () => {
  f = await showFixtures(t);
});

const manager = () => api.as('SHOW_MANAGER');
const newShow = async (body: Record<string, unknown>) => {
  const res = await manager().post('/api/shows', showBody(f, body));
  if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  return res.body.data as { id: string };
};
const clash = { code: 'E02001', message: 'An event already exists for this room on the date.' };

describe('events', () => {
  it('adds one event or many, and lists them in order', async () => {
    const show = await newShow({ name: 'Phèdre', dates: [{ date: '2027-05-10', times: ['20:00'] }] });
    const one = await manager().post(`/api/shows/${show.id}/events`, { date: '2027-05-12', time: '15:00' });
    expect(one.status).toBe(201);
    expect(one.body.data).toMatchObject([{ date: '2027-05-12', time: '15:00', roomName: 'Théâtre test' }]);
    const many = await manager().post(`/api/shows/${show.id}/events`, {
      dates: [{ date: '2027-05-11', times: ['15:00', '20:00'] }],
    });
    expect(many.body.data).toHaveLength(2);
    const list = (await manager().get(`/api/shows/${show.id}/events`)).body.data;
    expect(list.map((e: { date: string; time: string }) => `${e.date} ${e.time}`)).toEqual([
      '2027-05-10 20:00',
      '2027-05-11 15:00',
      '2027-05-11 20:00',
      '2027-05-12 15:00',
    ]);
    const bad = await manager().post(`/api/shows/${show.id}/events`, { date: '2027-05-13', time: '25:00' });
    expect(fieldErrors(bad.body)).toEqual({ 'dates.0.times.0': 'Invalid time' });
    expect(
      (
        await manager().post(`/api/shows/${crypto.randomUUID()}/events`, {
          date: '2027-05-13',
          time: '20:00',
        })
      ).status,
    ).toBe(404);
  });

  it('refuses an overlapping event in the same room with E02001; another room or a later time passes', async () => {
    await newShow({ name: 'Andromaque', dates: [{ date: '2027-06-01', times: ['20:00'] }] }); // until 22:00
    const other = await newShow({ name: 'Britannicus', dates: [{ date: '2027-06-02', times: ['20:00'] }] });
    const overlapping = await manager().post(`/api/shows/${other.id}/events`, {
      date: '2027-06-01',
      time: '21:30',
    });
    expect(overlapping.status).toBe(409);
    expect(overlapping.body.error).toMatchObject({
      ...clash,
      details: { date: '2027-06-01', time: '21:30' },
    });
    const before = await manager().post(`/api/shows/${other.id}/events`, {
      date: '2027-06-01',
      time: '18:30',
    });
    expect(before.status).toBe(409);
    expect(
      (await manager().post(`/api/shows/${other.id}/events`, { date: '2027-06-01', time: '22:00' })).status,
    ).toBe(201);
    const elsewhere = await newShow({
      name: 'Bérénice',
      roomId: f.hangarId,
      dates: [{ date: '2027-06-01', times: ['20:00'] }],
    });
    expect(elsewhere.id).toBeDefined();
    // Creating a show whose dates clash creates nothing at all.
    const refused = await manager().post(
      '/api/shows',
      showBody(f, { name: 'Esther', dates: [{ date: '2027-06-01', times: ['19:00'] }] }),
    );
    expect(refused.body.error).toMatchObject(clash);
    expect((await manager().get('/api/shows?search=Esther')).body.meta.total).toBe(0);
    // Two times of one request that overlap each other clash too.
    const self = await manager().post(`/api/shows/${other.id}/events`, {
      dates: [{ date: '2027-06-05', times: ['20:00', '21:00'] }],
    });
    expect(self.body.error).toMatchObject(clash);
    // A longer duration that would overlap the next event is refused and changes nothing.
    const longer = await manager().patch(`/api/shows/${other.id}`, { durationMinutes: 24 * 60 });
    expect(longer.body.error).toMatchObject(clash);
    expect((await manager().get(`/api/shows/${other.id}`)).body.data.durationMinutes).toBe(120);
  });

  it('removes an event without sales, refuses one with sales (E00008) and keeps the show with sales', async () => {
    const show = await newShow({
      name: 'Ondine',
      dates: [{ date: '2027-07-01', times: ['15:00', '20:00'] }],
    });
    const [first, second] = (await manager().get(`/api/shows/${show.id}/events`)).body.data;
    expect((await manager().delete(`/api/events/${first.id}`)).status).toBe(200);
    expect((await manager().delete(`/api/events/${first.id}`)).status).toBe(404);
    await recordSales(t.database.db, second.id, 3);
    const refused = await manager().delete(`/api/events/${second.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({
      code: 'E00008',
      message: 'This event has sales and cannot be removed',
    });
    const resync = await manager().patch(`/api/shows/${show.id}`, {
      dates: [{ date: '2027-07-02', times: ['20:00'] }],
    });
    expect(resync.body.error).toMatchObject({
      code: 'E00008',
      message: 'This event has sales and cannot be removed',
    });
    const moveRoom = await manager().patch(`/api/shows/${show.id}`, { roomId: f.hangarId });
    expect(moveRoom.body.error.message).toBe('The room of a show with sales cannot change');
    const deleted = await manager().delete(`/api/shows/${show.id}`);
    expect(deleted.body.error).toMatchObject({
      code: 'E00008',
      message: 'This show has events with sales: archive it instead',
    });
    const archived = await manager().patch(`/api/shows/${show.id}`, { status: 'archived' });
    expect(archived.body.data).toMatchObject({ status: 'archived', eventCount: 1 });
    expect((await manager().get(`/api/shows/${show.id}/events`)).body.data[0]).toMatchObject({ sold: 3 });
  });
});
