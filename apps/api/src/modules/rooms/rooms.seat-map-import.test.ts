import { beforeAll, describe, expect, it } from 'vitest';
import type { SeatMap } from '@encore/shared/rooms/seat-map.schema';
import { seatMapToJson } from '@encore/shared/rooms/seat-map-import';
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
  await put(0, buildMap(2, 4, 6));
});

const url = () => `/api/rooms/${roomId}/seat-map`;
const put = (revision: number, map: unknown) =>
  raw('SHOW_MANAGER', 'PUT', url(), { body: { revision, map } });
const current = async () =>
  (await raw('BOX_OFFICE', 'GET', url())).json().data as { revision: number; map: SeatMap };
const csv = (text: string, query = '') =>
  raw('SHOW_MANAGER', 'POST', `${url()}/import${query}`, {
    body: text,
    headers: { 'content-type': 'text/csv' },
  });

describe('seat map import and export', () => {
  it('exports JSON and CSV as downloads and imports them back', async () => {
    const start = await current();
    const json = await raw('PRODUCER', 'GET', `${url()}/export`);
    expect(json.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(json.headers['content-disposition']).toBe(
      `attachment; filename="salle-pleyel-seat-map.json"; filename*=UTF-8''Salle%20Pleyel-seat-map.json`,
    );
    expect(json.text).toBe(seatMapToJson(start.map));
    const file = await raw('PRODUCER', 'GET', `${url()}/export?format=csv`);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.text.split('\r\n')[0]).toBe('\ufeffarea,row,seat,x,y,rotation,flags');
    const fromCsv = await csv(file.text);
    expect(fromCsv.json()).toEqual({ data: { revision: start.revision + 1, seats: start.map.seats.length } });
    // Same areas, rows and numbers: the ids are kept, so prices and sales still point at the same seats.
    expect((await current()).map).toEqual(start.map);
    const fromJson = await raw('SHOW_MANAGER', 'POST', `${url()}/import?revision=${start.revision + 1}`, {
      body: json.text,
      headers: { 'content-type': 'application/json' },
    });
    expect(fromJson.json().data.revision).toBe(start.revision + 2);
    const stale = await csv(file.text, `?revision=${start.revision}`);
    expect(stale.status).toBe(409);
  });

  it('reports bad CSV and JSON files line by line and changes nothing', async () => {
    const before = await current();
    const bad = await csv('area,row,seat,x,y\nOrchestre,A,1,0,0\nOrchestre,A,2,left,0\nOrchestre,A,1,20,0\n');
    expect(bad.status).toBe(400);
    expect(bad.json().error).toEqual({
      code: 'E00002',
      message: seatMapErrors.invalidFile,
      details: [
        { line: 3, field: 'x', message: 'Must be a number' },
        { line: 4, field: 'seat', message: 'Seat 1 of row A in Orchestre appears twice (lines 2 and 4)' },
      ],
    });
    const broken = seatMapToJson(before.map).replace('"rows": [', '"rows": [,');
    const syntax = await raw('SHOW_MANAGER', 'POST', `${url()}/import?format=json`, { body: broken });
    expect(syntax.json().error.details).toEqual([
      {
        line: broken.split('\n').indexOf('  "rows": [,') + 1,
        column: 12,
        code: 'seatMapImport.invalidJson',
        params: { reason: "Unexpected character ','" },
        message: "Invalid JSON: Unexpected character ','",
      },
    ]);
    const invalid = structuredClone(before.map);
    invalid.seats[7]!.rowId = 'ghost';
    const text = seatMapToJson(invalid);
    const schema = await raw('SHOW_MANAGER', 'POST', `${url()}/import`, {
      body: text,
      headers: { 'content-type': 'application/json' },
    });
    const line = text.split('\n').findIndex((l) => l.includes('"rowId":"ghost"')) + 1;
    expect(schema.json().error.details).toEqual([
      {
        line,
        path: 'seats.7.rowId',
        code: 'seatMap.unknownRow',
        params: {},
        message: 'This seat belongs to no known row',
      },
    ]);
    expect((await raw('SHOW_MANAGER', 'POST', `${url()}/import`, { body: '' })).status).toBe(400);
    expect(await current()).toEqual(before);
  });
});
