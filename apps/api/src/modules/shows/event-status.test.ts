import { beforeAll, describe, expect, it } from 'vitest';
import { recordSales } from '../../test/recorded-sales';
import { useTestApp } from '../../test/use-test-app';
import { showBody, showFixtures, type ShowFixtures } from './test-fixtures';

const t = useTestApp();
const api = t.api;
let f: ShowFixtures;
beforeAll(async () => {
  f = await showFixtures(t);
});

const manager = () => api.as('SHOW_MANAGER');
type Event = { id: string; startsAt: string; date: string; time: string; status: string; sold: number };
const newShow = async (body: Record<string, unknown>) => {
  const res = await manager().post('/api/shows', showBody(f, body));
  if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  const id = (res.body.data as { id: string }).id;
  return { id, events: (await manager().get(`/api/shows/${id}/events`)).body.data as Event[] };
};
const sell = (id: string, sold: number) => recordSales(t.database.db, id, sold);

describe('cancelling and reinstating an event', () => {
  it('cancels an event with sales (kept, out of the schedule) and reinstates it', async () => {
    const show = await newShow({
      name: 'Tartuffe',
      dates: [{ date: '2027-08-01', times: ['15:00', '20:00'] }],
    });
    const [first, second] = show.events as [Event, Event];
    await sell(first.id, 4);
    const cancelled = await manager().post(`/api/events/${first.id}/cancel`, {});
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({ id: first.id, status: 'cancelled', sold: 4 });
    // A repeated click is not an error.
    expect((await manager().post(`/api/events/${first.id}/cancel`, {})).body.data.status).toBe('cancelled');
    const list = (await manager().get(`/api/shows/${show.id}/events`)).body.data as Event[];
    expect(list.map((e) => [e.time, e.status])).toEqual([
      ['15:00', 'cancelled'],
      ['20:00', 'scheduled'],
    ]);
    const dto = (await manager().get(`/api/shows/${show.id}`)).body.data;
    expect(dto).toMatchObject({ eventCount: 1, dates: [{ date: '2027-08-01', times: ['20:00'] }] });
    // The cancelled 15:00 is not "next": the 20:00 one is.
    expect(dto.nextEventAt).toBe(second.startsAt);
    const back = await manager().post(`/api/events/${first.id}/reinstate`, {});
    expect(back.body.data).toMatchObject({ status: 'scheduled', sold: 4 });
    expect((await manager().get(`/api/shows/${show.id}`)).body.data.eventCount).toBe(2);
    expect((await manager().post(`/api/events/${crypto.randomUUID()}/cancel`, {})).status).toBe(404);
  });

  it('frees the slot of a cancelled event; reinstating it once taken answers E02001', async () => {
    const first = await newShow({ name: 'Le Cid', dates: [{ date: '2027-08-10', times: ['20:00'] }] });
    const other = await newShow({ name: 'Horace', dates: [{ date: '2027-08-11', times: ['20:00'] }] });
    const event = first.events[0]!;
    const slot = { date: '2027-08-10', time: '20:30' };
    expect((await manager().post(`/api/shows/${other.id}/events`, slot)).status).toBe(409);
    await manager().post(`/api/events/${event.id}/cancel`, {});
    expect((await manager().post(`/api/shows/${other.id}/events`, slot)).status).toBe(201);
    const refused = await manager().post(`/api/events/${event.id}/reinstate`, {});
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({
      code: 'E02001',
      message: 'An event already exists for this room on the date.',
      details: { date: '2027-08-10', time: '20:00' },
    });
    const after = (await manager().get(`/api/shows/${first.id}/events`)).body.data as Event[];
    expect(after[0]!.status).toBe('cancelled');
  });

  it("keeps a show's cancelled events when its dates are saved; a cancelled time saved again is reinstated", async () => {
    const show = await newShow({ name: 'Cinna', dates: [{ date: '2027-08-20', times: ['15:00', '20:00'] }] });
    const [sold, unsold] = show.events as [Event, Event];
    await sell(sold.id, 2);
    await manager().post(`/api/events/${sold.id}/cancel`, {});
    await manager().post(`/api/events/${unsold.id}/cancel`, {});
    const saved = await manager().patch(`/api/shows/${show.id}`, {
      dates: [{ date: '2027-08-21', times: ['20:00'] }],
    });
    expect(saved.status).toBe(200);
    const kept = (await manager().get(`/api/shows/${show.id}/events`)).body.data as Event[];
    expect(kept.map((e) => [e.date, e.time, e.status, e.sold])).toEqual([
      ['2027-08-20', '15:00', 'cancelled', 2],
      ['2027-08-20', '20:00', 'cancelled', 0],
      ['2027-08-21', '20:00', 'scheduled', 0],
    ]);
    await manager().patch(`/api/shows/${show.id}`, {
      dates: [
        { date: '2027-08-20', times: ['15:00'] },
        { date: '2027-08-21', times: ['20:00'] },
      ],
    });
    const again = (await manager().get(`/api/shows/${show.id}/events`)).body.data as Event[];
    expect(again).toHaveLength(3);
    expect(again[0]).toMatchObject({ id: sold.id, status: 'scheduled', sold: 2 });
  });

  it("lets a producer cancel its own events only (another producer's: 404); box office is refused (403)", async () => {
    const own = await newShow({ name: 'Nicomède', dates: [{ date: '2027-08-25', times: ['20:00'] }] });
    const theirs = await newShow({
      name: 'Rodogune',
      producerId: f.otherProducerId,
      dates: [{ date: '2027-08-26', times: ['20:00'] }],
    });
    const producer = api.as('PRODUCER');
    expect((await producer.post(`/api/events/${own.events[0]!.id}/cancel`, {})).body.data.status).toBe(
      'cancelled',
    );
    expect((await producer.post(`/api/events/${own.events[0]!.id}/reinstate`, {})).status).toBe(200);
    const hidden = await producer.post(`/api/events/${theirs.events[0]!.id}/cancel`, {});
    expect(hidden.status).toBe(404);
    const boxOffice = api.as('BOX_OFFICE');
    expect((await boxOffice.post(`/api/events/${own.events[0]!.id}/cancel`, {})).status).toBe(403);
    expect((await boxOffice.post(`/api/events/${own.events[0]!.id}/reinstate`, {})).status).toBe(403);
    const unchanged = (await manager().get(`/api/shows/${theirs.id}/events`)).body.data as Event[];
    expect(unchanged[0]!.status).toBe('scheduled');
  });
});
