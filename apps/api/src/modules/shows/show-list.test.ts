import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { rooms } from '../../db/schema';
import { fromDatabaseError } from '../../lib/database-errors';
import { useTestApp } from '../../test/use-test-app';
import { showBody, showFixtures, type ShowFixtures } from './test-fixtures';

const t = useTestApp();
const api = t.api;
let f: ShowFixtures;
const ids: Record<string, string> = {};
beforeAll(async () => {
  f = await showFixtures(t);
  const make = async (key: string, body: Record<string, unknown>) => {
    const res = await api.as('SHOW_MANAGER').post('/api/shows', showBody(f, body));
    if (res.status !== 201) throw new Error(JSON.stringify(res.body));
    ids[key] = res.body.data.id;
  };
  await make('cid', {
    name: 'Le Cid',
    categoryIds: [f.categoryIds[0]],
    dates: [{ date: '2027-01-15', times: ['20:00'] }],
  });
  await make('bal', {
    name: 'Bal moderne',
    producerId: f.otherProducerId,
    roomId: f.hangarId,
    categoryIds: [f.categoryIds[1]],
    // 23:30 in Paris on 31 January is 22:30 UTC: it belongs to 31 January, not February.
    dates: [{ date: '2027-01-31', times: ['23:30'] }],
  });
  await make('opera', {
    name: 'Carmen',
    status: 'archived',
    categoryIds: [f.categoryIds[0], f.categoryIds[1]],
    dates: [{ date: '2027-02-20', times: ['19:00'] }],
  });
});

const names = async (query: string) =>
  (await api.as('SHOW_MANAGER').get(`/api/shows?${query}`)).body.data.map((s: { name: string }) => s.name);

describe('show list', () => {
  it('filters by status, category, producer, room and search', async () => {
    expect(await names('')).toEqual(['Le Cid', 'Bal moderne', 'Carmen']);
    expect(await names('status=archived')).toEqual(['Carmen']);
    expect(await names('status=published&sort=name')).toEqual(['Bal moderne', 'Le Cid']);
    expect(await names(`categoryId=${f.categoryIds[0]}`)).toEqual(['Le Cid', 'Carmen']);
    expect(await names(`producerId=${f.otherProducerId}`)).toEqual(['Bal moderne']);
    expect(await names(`roomId=${f.hangarId}`)).toEqual(['Bal moderne']);
    expect(await names('search=CID')).toEqual(['Le Cid']);
    expect(await names('sort=-firstEventAt')).toEqual(['Carmen', 'Bal moderne', 'Le Cid']);
  });

  it("filters by a date range in France's calendar", async () => {
    expect(await names('dateFrom=2027-01-31')).toEqual(['Bal moderne', 'Carmen']);
    expect(await names('dateFrom=2027-02-01')).toEqual(['Carmen']);
    expect(await names('dateTo=2027-01-31')).toEqual(['Le Cid', 'Bal moderne']);
    expect(await names('dateFrom=2027-01-15&dateTo=2027-01-15')).toEqual(['Le Cid']);
    expect((await api.as('SHOW_MANAGER').get('/api/shows?dateFrom=2027-02-30')).status).toBe(400);
  });

  it('deleting a room, a pricing or a producer used by a show answers 409 (E00008)', async () => {
    const manager = api.as('SHOW_MANAGER');
    const pricing = (await manager.post('/api/pricings', { name: 'Hangar', roomId: f.hangarId })).body.data;
    await manager.patch(`/api/shows/${ids.bal}`, { pricingId: pricing.id });
    for (const path of [`/api/pricings/${pricing.id}`, `/api/producers/${f.otherProducerId}`]) {
      const res = await manager.delete(path);
      expect(res.status).toBe(409);
      expect(res.body.error.code).toBe('E00008');
    }
    // Deleting a room used by a show answers 409 through the rooms API, and the foreign key holds on its own.
    const room = await manager.delete(`/api/rooms/${f.theatreId}`);
    expect(room.status).toBe(409);
    expect(room.body.error.code).toBe('E00008');
    const refused = await t.database.db
      .delete(rooms)
      .where(eq(rooms.id, f.hangarId))
      .then(() => undefined, fromDatabaseError);
    expect(refused).toMatchObject({ statusCode: 409, code: 'E00008' });
  });
});
