import { englishOfIssue } from '../validation/issue-message';
import { englishText } from '../validation/message-key';
import { describe, expect, it } from 'vitest';
import { seatMapMessages, seatMapSchema } from './seat-map.schema';

const valid = () => ({
  version: 1,
  areas: [{ id: 'a1', name: 'Orchestre', colour: '#1c7ed6' }],
  rows: [{ id: 'r1', areaId: 'a1', label: 'A' }],
  seats: [
    { id: 's1', rowId: 'r1', label: '1', x: 0, y: 0 },
    { id: 's2', rowId: 'r1', label: '2', x: 20, y: 0, rotation: 5, flags: ['wheelchair'] },
  ],
});

const issues = (input: unknown) => {
  const result = seatMapSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${englishOfIssue(i)}`);
};

describe('seatMapSchema', () => {
  it('accepts a valid map and fills the defaults', () => {
    const map = seatMapSchema.parse(valid());
    expect(map.seatRadius).toBe(8);
    expect(map.background).toBeNull();
  });

  it('refuses duplicate ids across areas, rows and seats', () => {
    const map = valid();
    map.seats[1]!.id = 's1';
    map.rows[0]!.id = 'a1';
    map.seats.forEach((s) => (s.rowId = 'a1'));
    expect(issues(map)).toEqual([
      `rows.0.id: ${englishText(seatMapMessages.duplicateId)}`,
      `seats.1.id: ${englishText(seatMapMessages.duplicateId)}`,
    ]);
  });

  it('refuses seats outside any area: unknown row, or a row in an unknown area', () => {
    const map = valid();
    map.seats[0]!.rowId = 'nowhere';
    map.rows.push({ id: 'r2', areaId: 'ghost', label: 'B' });
    expect(issues(map)).toEqual([
      `rows.1.areaId: ${englishText(seatMapMessages.unknownArea)}`,
      `seats.0.rowId: ${englishText(seatMapMessages.unknownRow)}`,
    ]);
  });

  it('refuses the same seat number twice in a row and the same row label twice in an area', () => {
    const map = valid();
    map.seats[1]!.label = '1';
    map.rows.push({ id: 'r2', areaId: 'a1', label: 'A' });
    expect(issues(map)).toEqual([
      `rows.1.label: ${englishText(seatMapMessages.duplicateRowLabel)}`,
      `seats.1.label: ${englishText(seatMapMessages.duplicateSeatLabel)}`,
    ]);
  });

  it('refuses bad colours, ids, coordinates and unknown flags', () => {
    const map = valid() as ReturnType<typeof valid> & { seats: Record<string, unknown>[] };
    map.areas[0]!.colour = 'red';
    map.seats[0]!.id = 'has space';
    map.seats[1]!.x = Number.NaN;
    map.seats[1]!.flags = ['vip'];
    expect(issues(map).map((i) => i.split(':')[0])).toEqual([
      'areas.0.colour',
      'seats.0.id',
      'seats.1.x',
      'seats.1.flags.0',
    ]);
  });
});
