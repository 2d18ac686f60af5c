import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { events } from '../../db/schema';
import { recordSales } from '../../test/recorded-sales';
import { useTestApp } from '../../test/use-test-app';
import { fieldErrors } from '../../test/requests';
import { showBody, showFixtures, type ShowFixtures } from './test-fixtures';

const t = useTestApp();
const api = t.api;
let f: ShowFixtures;
const ids: Record<string, string> = {};
const nextYear = new Date().getUTCFullYear() + 1;
beforeAll(async () => {
  f = await showFixtures(t);
  const make = async (key: string, body: Record<string, unknown>) => {
    const res = await api.as('SHOW_MANAGER').post('/api/shows', showBody(f, body));
    if (res.status !== 201) throw new Error(JSON.stringify(res.body));
    ids[key] = res.body.data.id;
  };
  await make('cid', {
    name: 'Le Cid',
    dates: [
      { date: `${nextYear}-03-10`, times: ['20:30'] },
      { date: `${nextYear}-03-12`, times: ['15:00'] },
    ],
  });
  await make('fosse', {
    name: 'Concert fosse',
    producerId: f.otherProducerId,
    roomId: f.hangarId,
    dates: [{ date: `${nextYear}-03-11`, times: ['21:00'] }],
  });
  // A date in the past is refused to new schedules: the past event is moved there in the database.
  await make('past', { name: 'Passé', dates: [{ date: `${nextYear}-06-10`, times: ['20:00'] }] });
  await t.database.db
    .update(events)
    .set({ startsAt: new Date('2020-01-10T19:00:00Z'), endsAt: new Date('2020-01-10T21:00:00Z') })
    .where(eq(events.showId, ids.past!));
});

type Item = { showName: string; date: string; time: string; available: number; sold: number };
const labels = (res: { body: { data: Item[] } }) => res.body.data.map((e) => `${e.showName} ${e.date}`);

describe('GET /api/events', () => {
  it('lists events across shows, upcoming first then the past, with show, room and counts', async () => {
    const seller = api.as('BOX_OFFICE');
    const res = await seller.get('/api/events');
    expect(res.status).toBe(200);
    expect(labels(res)).toEqual([
      `Le Cid ${nextYear}-03-10`,
      `Concert fosse ${nextYear}-03-11`,
      `Le Cid ${nextYear}-03-12`,
      'Passé 2020-01-10',
    ]);
    expect(res.body.meta).toEqual({ page: 1, pageSize: 25, total: 4 });
    expect(res.body.data[1]).toMatchObject({
      showId: ids.fosse,
      showStatus: 'published',
      roomId: f.hangarId,
      roomName: 'Hangar test',
      roomKind: 'unplaced',
      pricingId: null,
      salesChannelIds: [],
      time: '21:00',
      status: 'scheduled',
      capacity: 500,
      held: 0,
      sold: 0,
      available: 500,
    });
  });

  it('searches the show name, filters by dates, show, room and status, and pages on the server', async () => {
    const seller = api.as('BOX_OFFICE');
    expect(labels(await seller.get('/api/events?search=cid'))).toHaveLength(2);
    expect(labels(await seller.get('/api/events?search=%25'))).toEqual([]);
    expect(labels(await seller.get(`/api/events?from=${nextYear}-03-11&to=${nextYear}-03-11`))).toEqual([
      `Concert fosse ${nextYear}-03-11`,
    ]);
    // 20:00 UTC is 21:00 in Paris in March: a date-time bound includes that very instant.
    const at = `${nextYear}-03-11T20:00:00Z`;
    expect(labels(await seller.get(`/api/events?from=${at}&to=${at}`))).toHaveLength(1);
    expect(labels(await seller.get(`/api/events?showId=${ids.cid}&sort=-startsAt`))).toEqual([
      `Le Cid ${nextYear}-03-12`,
      `Le Cid ${nextYear}-03-10`,
    ]);
    expect(labels(await seller.get(`/api/events?roomId=${f.hangarId}`))).toHaveLength(1);
    const page = await seller.get('/api/events?pageSize=10&page=2');
    expect(page.body).toMatchObject({ data: [], meta: { page: 2, total: 4 } });

    const [first] = (await seller.get(`/api/events?showId=${ids.cid}`)).body.data as { id: string }[];
    await t.database.db.update(events).set({ status: 'cancelled' }).where(eq(events.id, first!.id));
    await recordSales(t.database.db, first!.id, 12);
    const cancelled = await seller.get('/api/events?status=cancelled');
    expect(cancelled.body.data).toMatchObject([{ id: first!.id, sold: 12, available: 88 }]);
  });

  it('refuses bad filters with 400 and lets a producer find only its own shows; no session is 401', async () => {
    const seller = api.as('BOX_OFFICE');
    for (const query of ['from=2026-02-30', 'to=9999-01-01', 'from=yesterday', 'showId=1', 'status=sold']) {
      const res = await seller.get(`/api/events?${query}`);
      expect(res.status).toBe(400);
      expect(Object.keys(fieldErrors(res.body))).toHaveLength(1);
    }
    expect(labels(await api.as('PRODUCER').get('/api/events?sort=startsAt'))).toEqual([
      'Passé 2020-01-10',
      `Le Cid ${nextYear}-03-10`,
      `Le Cid ${nextYear}-03-12`,
    ]);
    expect((await api.anonymous.get('/api/events')).status).toBe(401);
  });
});
