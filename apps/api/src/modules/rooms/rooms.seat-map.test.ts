import { beforeAll, describe, expect, it } from 'vitest';
import type { SeatMap } from '@encore/shared/rooms/seat-map.schema';
import { useTestApp } from '../../test/use-test-app';
import { buildMap, rawRequests } from './rooms.test-helper';
import { seatMapErrors } from './rooms.seat-map.service';

const t = useTestApp();
const raw = rawRequests(t);
let roomId: string;
beforeAll(async () => {
  roomId = (
    await raw('SHOW_MANAGER', 'POST', '/api/rooms', { body: { name: 'Salle Pleyel', kind: 'placed' } })
  ).json().data.id;
});

const url = () => `/api/rooms/${roomId}/seat-map`;
const put = (revision: number, map: unknown) =>
  raw('SHOW_MANAGER', 'PUT', url(), { body: { revision, map } });
const current = async () =>
  (await raw('BOX_OFFICE', 'GET', url())).json().data as { revision: number; map: SeatMap };

describe('seat map', () => {
  it('serves an empty map at revision 0, then saves with revisions and ETags', async () => {
    expect(await current()).toEqual({
      revision: 0,
      map: { version: 1, seatRadius: 8, background: null, areas: [], rows: [], seats: [] },
    });
    const map = buildMap(2, 3, 5);
    const saved = await put(0, map);
    expect(saved.json()).toEqual({ data: { revision: 1, seats: 30 } });
    const read = await raw('BOX_OFFICE', 'GET', url());
    expect(read.headers.etag).toBe('"seat-map-1"');
    expect(read.json().data).toEqual({ revision: 1, map });
    const again = await raw('BOX_OFFICE', 'GET', url(), { headers: { 'if-none-match': '"seat-map-1"' } });
    expect(again.status).toBe(304);
    const room = (await raw('BOX_OFFICE', 'GET', `/api/rooms/${roomId}`)).json().data;
    expect(room).toMatchObject({ capacity: 30, seatMapRevision: 1 });
    const listed = (await raw('BOX_OFFICE', 'GET', '/api/rooms?hasSeatMap=true')).json().data;
    expect(listed.map((r: { id: string }) => r.id)).toEqual([roomId]);
  });

  it('refuses a stale revision with 409 and keeps the winner', async () => {
    const { revision } = await current();
    const first = await put(revision, buildMap(1, 2, 2));
    expect(first.status).toBe(200);
    const stale = await put(revision, buildMap(1, 9, 9));
    expect(stale.status).toBe(409);
    expect(stale.json().error).toEqual({
      code: 'E00008',
      message: seatMapErrors.stale,
      details: { currentRevision: revision + 1 },
    });
    expect((await current()).map.seats).toHaveLength(4);
  });

  it('lets exactly one of two concurrent saves from the same revision win', async () => {
    const { revision } = await current();
    const results = await Promise.all([put(revision, buildMap(1, 1, 3)), put(revision, buildMap(1, 1, 6))]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await current()).revision).toBe(revision + 1);
  });

  it('refuses invalid seat data with the path of each problem, and changes nothing', async () => {
    const before = await current();
    const map = buildMap(1, 2, 3);
    map.seats[4]!.id = map.seats[1]!.id;
    map.seats[5]!.rowId = 'ghost';
    map.rows[1]!.areaId = 'nowhere';
    const res = await put(before.revision, map);
    expect(res.status).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'E00002' });
    expect(res.json().error.details).toEqual([
      {
        path: 'map.rows.1.areaId',
        code: 'seatMap.unknownArea',
        params: {},
        message: 'This row belongs to no known area',
      },
      { path: 'map.seats.4.id', code: 'seatMap.duplicateId', params: {}, message: 'Duplicate id' },
      {
        path: 'map.seats.5.rowId',
        code: 'seatMap.unknownRow',
        params: {},
        message: 'This seat belongs to no known row',
      },
    ]);
    expect(await current()).toEqual(before);
  });

  it('refuses a seat map on an unplaced room', async () => {
    const gaAreas = [{ id: 'fosse', name: 'Fosse', capacity: 100 }];
    const club = await raw('ADMIN', 'POST', '/api/rooms', {
      body: { name: 'Le Club', kind: 'unplaced', gaAreas },
    });
    const id = club.json().data.id;
    const res = await raw('ADMIN', 'PUT', `/api/rooms/${id}/seat-map`, {
      body: { revision: 0, map: buildMap(1, 1, 1) },
    });
    expect(res.status).toBe(409);
    expect(res.json().error.message).toBe(seatMapErrors.unplaced);
    expect((await raw('ADMIN', 'GET', `/api/rooms/${id}`)).json().data.capacity).toBe(100);
  });

  it('saves a 20,000-seat map and reads it back intact; refuses bodies over 16 MiB', async () => {
    const { revision } = await current();
    const arena = buildMap(40, 20, 25);
    expect(arena.seats).toHaveLength(20_000);
    const saved = await put(revision, arena);
    expect(saved.json().data).toEqual({ revision: revision + 1, seats: 20_000 });
    expect((await current()).map).toEqual(arena);
    expect((await raw('ADMIN', 'GET', `/api/rooms/${roomId}`)).json().data.capacity).toBe(20_000);
    const huge = JSON.stringify({ revision: 0, map: { ...arena, padding: 'x'.repeat(17 * 1024 * 1024) } });
    const tooBig = await raw('SHOW_MANAGER', 'PUT', url(), {
      body: huge,
      headers: { 'content-type': 'application/json' },
    });
    expect(tooBig.status).toBe(413);
    expect(tooBig.json().error.code).toBe('E00009');
    const overGlobal = await raw('SHOW_MANAGER', 'PATCH', `/api/rooms/${roomId}`, {
      body: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(overGlobal.status).toBe(413);
  });
});
