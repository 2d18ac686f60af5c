import { englishText } from '../validation/message-key';
import { describe, expect, it } from 'vitest';
import { createIdFactory, generateSeatBlock } from './seat-block';
import { areaPalette, seatMapMessages, seatMapSchema, type SeatMap } from './seat-map.schema';
import { parseSeatMapCsv, parseSeatMapJson, seatMapToCsv, seatMapToJson } from './seat-map-import';

const sample = (): SeatMap => {
  const nextId = createIdFactory([]);
  const areas = [
    { id: nextId('area'), name: 'Orchestre', colour: areaPalette[0] },
    { id: nextId('area'), name: '=Balcon, côté "jardin"', colour: areaPalette[1] },
  ];
  const block = (areaId: string, y: number) =>
    generateSeatBlock(
      {
        areaId,
        x: 0,
        y,
        rows: 3,
        seatsPerRow: 4,
        seatSpacing: 10,
        rowSpacing: 12,
        rowLabels: 'letters',
        numbering: 'odd-even',
        arcRadius: 200,
      },
      nextId,
    );
  const a = block(areas[0]!.id, 0);
  const b = block(areas[1]!.id, 100);
  const seats = [...a.seats, ...b.seats];
  seats[0]!.flags = ['wheelchair', 'companion'];
  return seatMapSchema.parse({ version: 1, areas, rows: [...a.rows, ...b.rows], seats });
};

/** The problems found, their messages in English (as the API answers them). */
const failure = (result: ReturnType<typeof parseSeatMapJson>) =>
  result.ok ? [] : result.errors.map((e) => ({ ...e, message: englishText(e.message) }));

describe('parseSeatMapJson', () => {
  it('reads back the exported JSON, one seat a line', () => {
    const map = sample();
    const text = seatMapToJson(map);
    expect(text.split('\n')).toHaveLength(map.areas.length + map.rows.length + map.seats.length + 12);
    expect(parseSeatMapJson(text)).toEqual({ ok: true, map });
    expect(parseSeatMapJson(`\ufeff${JSON.stringify(map)}`)).toEqual({ ok: true, map });
  });

  it('gives the line and column of a syntax error', () => {
    const text = seatMapToJson(sample()).replace('"label":"3"', '"label":"3",');
    const [error] = failure(parseSeatMapJson(text));
    const line = text.split('\n').findIndex((l) => l.includes('"label":"3",')) + 1;
    expect(error).toMatchObject({ line, message: expect.stringMatching(/^Invalid JSON: /) });
    expect(text.split('\n')[line - 1]!.slice(0, error!.column! - 1)).toMatch(/,$/);
    expect(failure(parseSeatMapJson('{\n  "version": 1,\n  "areas": [tru]\n}'))).toEqual([
      { line: 3, column: 13, message: "Invalid JSON: Unexpected character 't'" },
    ]);
    expect(failure(parseSeatMapJson('{"version": 1,'))[0]).toMatchObject({ line: 1, column: 15 });
    expect(failure(parseSeatMapJson('  '))).toEqual([{ message: 'The file is empty' }]);
    expect(failure(parseSeatMapJson('[1]'))[0]!.message).toBe('The file must hold one seat-map object');
  });

  it('gives the path and the line of the faulty seat for schema errors', () => {
    const map = sample();
    map.seats[12]!.id = map.seats[3]!.id;
    (map.seats[7] as { x: unknown }).x = 'left';
    map.seats[9]!.rowId = 'ghost';
    const text = seatMapToJson(map);
    const lineOf = (seat: number) => text.split('\n').indexOf(`    ${JSON.stringify(map.seats[seat])},`) + 1;
    const errors = failure(parseSeatMapJson(text));
    expect(errors).toEqual([{ line: lineOf(7), path: 'seats.7.x', message: expect.any(String) }]);
    (map.seats[7] as { x: unknown }).x = 1;
    const second = seatMapToJson(map);
    expect(failure(parseSeatMapJson(second))).toEqual([
      { line: lineOf(9), path: 'seats.9.rowId', message: englishText(seatMapMessages.unknownRow) },
      { line: lineOf(12), path: 'seats.12.id', message: englishText(seatMapMessages.duplicateId) },
    ]);
    // Compact files have one line: the path still says which seat.
    expect(failure(parseSeatMapJson(JSON.stringify(map)))[0]).toMatchObject({
      line: 1,
      path: 'seats.9.rowId',
    });
  });
});

describe('parseSeatMapCsv and seatMapToCsv', () => {
  it('round-trips a map through CSV, keeping ids when given the current map', () => {
    const map = sample();
    const csv = seatMapToCsv(map);
    expect(csv.split('\r\n')[0]).toBe('area,row,seat,x,y,rotation,flags');
    expect(csv).toContain(`"'=Balcon, côté ""jardin"""`);
    expect(parseSeatMapCsv(csv, { existing: map })).toEqual({ ok: true, map });
    const fresh = parseSeatMapCsv(csv);
    if (!fresh.ok) throw new Error('expected a map');
    expect(fresh.map.areas.map((a) => [a.name, a.colour])).toEqual(map.areas.map((a) => [a.name, a.colour]));
    expect(fresh.map.seats.map((s) => [s.label, s.x, s.y, s.rotation, s.flags])).toEqual(
      map.seats.map((s) => [s.label, s.x, s.y, s.rotation, s.flags]),
    );
    expect(new Set(fresh.map.seats.map((s) => s.id)).size).toBe(map.seats.length);
  });

  it("reads the minimal columns in any order, ';' separators and decimal commas", () => {
    const result = parseSeatMapCsv('Seat;Row;Area;X;Y\n1;A;Fosse;10,5;-3\n\n2;A;Fosse;20;-3\n');
    expect(result.ok && result.map).toMatchObject({
      areas: [{ id: 'a1', name: 'Fosse', colour: areaPalette[0] }],
      rows: [{ id: 'r2', areaId: 'a1', label: 'A' }],
      seats: [
        { id: 's3', rowId: 'r2', label: '1', x: 10.5, y: -3 },
        { id: 's4', rowId: 'r2', label: '2', x: 20, y: -3 },
      ],
    });
  });

  it('reports each bad line with its column, and duplicates with both lines', () => {
    const csv = [
      'area,row,seat,x,y,flags',
      'Orchestre,A,1,0,0,',
      'Orchestre,A,2,abc,0,',
      'Orchestre,,3,0,0,',
      'Orchestre,A,4,0,0,jetpack',
      'Orchestre,A,1,10,0,wheelchair',
      '"Orchestre, bas",A,1,0,999999,',
      'Orchestre,A,5,0',
    ].join('\n');
    expect(failure(parseSeatMapCsv(csv))).toEqual([
      { line: 3, field: 'x', message: 'Must be a number' },
      { line: 4, field: 'row', message: 'Required field' },
      { line: 5, field: 'flags', message: expect.stringContaining('Unknown flag "jetpack"') },
      { line: 6, field: 'seat', message: 'Seat 1 of row A in Orchestre appears twice (lines 2 and 6)' },
      { line: 7, field: 'y', message: 'Must be between -100000 and 100000' },
      { line: 8, message: 'Expected 6 values, found 4' },
    ]);
  });

  it('refuses a wrong header, an unclosed quote and an empty file', () => {
    expect(failure(parseSeatMapCsv('area,rang,seat,x,y\n'))).toEqual([
      { line: 1, field: 'rang', message: expect.stringContaining('Unknown column "rang"') },
      { line: 1, field: 'row', message: 'Missing column "row"' },
    ]);
    expect(failure(parseSeatMapCsv('area,row,seat,x,y\n"Fosse,A,1,0,0\n'))).toEqual([
      { line: 2, message: 'A quoted value is never closed' },
    ]);
    expect(failure(parseSeatMapCsv('\ufeff\n'))).toEqual([{ message: 'The file is empty' }]);
  });

  it('counts lines across quoted line breaks', () => {
    const csv = 'area,row,seat,x,y\n"Fosse\nbasse",A,1,0,0\nFosse,B,1,x,0\n';
    expect(failure(parseSeatMapCsv(csv))).toEqual([{ line: 4, field: 'x', message: 'Must be a number' }]);
  });
});
