import { describe, expect, it } from 'vitest';
import { emptySeatMap, seatMapSchema, type SeatMap } from './seat-map.schema';
import {
  addArea,
  addBlock,
  assignToArea,
  deleteArea,
  deleteSeats,
  labelNumber,
  nextRowNumber,
  updateArea,
} from './seat-map-edit';
import { moveSeats, rotateSeats, selectionCentre, setSeatFlag } from './seat-map-seat-edits';
import { renumber } from './seat-map-renumber';
import { SeatMapEditError } from './seat-map-edit-base';

const block = {
  rows: 2,
  seatsPerRow: 3,
  seatSpacing: 10,
  rowSpacing: 12,
  rowLabels: 'letters',
  numbering: 'ltr',
} as const;

/** Area "Stalls" with rows A-B x 3 seats at (0,0), and an empty area "Balcony". */
function plan(): SeatMap {
  let map = emptySeatMap();
  ({ map } = addArea(map, 'Stalls'));
  ({ map } = addArea(map, 'Balcony'));
  return addBlock(map, { ...block, areaId: map.areas[0]!.id, x: 0, y: 0 }).map;
}

const seatAt = (map: SeatMap, row: string, label: string, areaId = map.areas[0]!.id) => {
  const r = map.rows.find((x) => x.label === row && x.areaId === areaId)!;
  return map.seats.find((s) => s.rowId === r.id && s.label === label)!;
};
const rowIdsOf = (map: SeatMap, row: string) =>
  map.seats.filter((s) => s.rowId === map.rows.find((r) => r.label === row)!.id).map((s) => s.id);
const valid = (map: SeatMap) => expect(seatMapSchema.safeParse(map).success).toBe(true);

describe('areas', () => {
  it('adds areas with distinct palette colours, renames, recolours and deletes them with their seats', () => {
    const map = plan();
    expect(map.areas.map((a) => a.name)).toEqual(['Stalls', 'Balcony']);
    expect(map.areas[0]!.colour).not.toBe(map.areas[1]!.colour);
    const renamed = updateArea(map, map.areas[1]!.id, { name: 'Circle', colour: '#123456' });
    expect(renamed.areas[1]).toMatchObject({ name: 'Circle', colour: '#123456' });
    const gone = deleteArea(map, map.areas[0]!.id);
    expect(gone.areas).toHaveLength(1);
    expect(gone.rows).toEqual([]);
    expect(gone.seats).toEqual([]);
    valid(gone);
  });
});

describe('addBlock', () => {
  it('places a block in free space under the existing seats, with new unique ids', () => {
    const map = plan();
    const { map: next, seatIds } = addBlock(map, { ...block, areaId: map.areas[1]!.id });
    expect(seatIds).toHaveLength(6);
    const added = next.seats.filter((s) => seatIds.includes(s.id));
    expect(Math.min(...added.map((s) => s.y))).toBeGreaterThan(12);
    expect(next.seats.slice(0, 6)).toEqual(map.seats);
    valid(next);
  });

  it('joins rows of the same label in the area, and refuses a seat number already taken', () => {
    const map = plan();
    const areaId = map.areas[0]!.id;
    expect(() => addBlock(map, { ...block, areaId, x: 100, y: 0 })).toThrow(SeatMapEditError);
    const gap = deleteSeats(map, [seatAt(map, 'A', '1').id, seatAt(map, 'A', '2').id]);
    const joined = addBlock(gap, { ...block, rows: 1, seatsPerRow: 2, areaId, x: -30, y: 0 }).map;
    expect(joined.rows).toHaveLength(2);
    expect(joined.seats.filter((s) => s.rowId === joined.rows[0]!.id).map((s) => s.label)).toEqual([
      '3',
      '1',
      '2',
    ]);
    valid(joined);
    const next = addBlock(map, { ...block, areaId, firstRow: 3 }).map;
    expect(next.rows.map((r) => r.label)).toEqual(['A', 'B', 'C', 'D']);
    valid(next);
  });

  it('starts the next block after the highest row of the area', () => {
    const map = plan();
    expect(nextRowNumber(map, map.areas[0]!.id, 'letters')).toBe(3);
    expect(nextRowNumber(map, map.areas[1]!.id, 'letters')).toBe(1);
    expect([labelNumber('letters', 'AA'), labelNumber('numbers', '12'), labelNumber('numbers', 'B')]).toEqual(
      [27, 12, 0],
    );
  });
});

describe('move, rotate, delete', () => {
  it('moves only the selected seats', () => {
    const map = plan();
    const next = moveSeats(map, rowIdsOf(map, 'A'), 5, -3);
    expect(seatAt(next, 'A', '1')).toMatchObject({ x: 5, y: -3 });
    expect(seatAt(next, 'B', '1')).toMatchObject({ x: 0, y: 12 });
  });

  it('rotates around the centre of the selection and turns the seats', () => {
    const map = plan();
    const row = rowIdsOf(map, 'A');
    expect(selectionCentre(map, row)).toEqual({ x: 10, y: 0 });
    const next = rotateSeats(map, row, 90);
    expect(seatAt(next, 'A', '1')).toMatchObject({ x: 10, y: -10, rotation: 90 });
    expect(seatAt(next, 'A', '3')).toMatchObject({ x: 10, y: 10 });
    const back = rotateSeats(next, row, -90);
    expect(seatAt(back, 'A', '1')).toEqual(seatAt(map, 'A', '1'));
  });

  it('deletes seats and the rows they empty', () => {
    const map = plan();
    const next = deleteSeats(map, [...rowIdsOf(map, 'A'), seatAt(map, 'B', '2').id]);
    expect(next.rows.map((r) => r.label)).toEqual(['B']);
    expect(next.seats.map((s) => s.label)).toEqual(['1', '3']);
    valid(next);
  });
});

describe('renumber', () => {
  it('renumbers whole rows right to left and relabels them front to back', () => {
    const map = plan();
    const next = renumber(map, [seatAt(map, 'A', '1').id, seatAt(map, 'B', '3').id], {
      numbering: 'rtl',
      rowLabels: 'numbers',
      firstRow: 10,
    });
    expect(next.rows.map((r) => r.label)).toEqual(['10', '11']);
    expect(next.seats.map((s) => s.label)).toEqual(['3', '2', '1', '3', '2', '1']);
    valid(next);
  });

  it('follows a rotated row and leaves other rows alone', () => {
    const map = rotateSeats(plan(), rowIdsOf(plan(), 'A'), 180);
    const next = renumber(map, rowIdsOf(map, 'A'), { numbering: 'ltr' });
    // Turned round, the former seat 3 is now on the left as seen along the row.
    expect(next.seats.slice(0, 3).map((s) => s.label)).toEqual(['1', '2', '3']);
    expect(next.seats[0]!.x).toBeGreaterThan(next.seats[2]!.x);
    expect(next.seats.slice(3).map((s) => s.label)).toEqual(['1', '2', '3']);
  });

  it('refuses a row label used by an unselected row of the area', () => {
    const map = plan();
    expect(() =>
      renumber(map, rowIdsOf(map, 'A'), { numbering: 'ltr', rowLabels: 'letters', firstRow: 2 }),
    ).toThrow(SeatMapEditError);
  });
});

describe('assignToArea', () => {
  it('moves seats into the row of the same label in the target area, created when missing', () => {
    const map = plan();
    const balcony = map.areas[1]!.id;
    const next = assignToArea(map, rowIdsOf(map, 'A'), balcony);
    expect(next.rows.map((r) => [r.label, r.areaId === balcony])).toEqual([
      ['B', false],
      ['A', true],
    ]);
    expect(next.seats.map((s) => s.id)).toEqual(map.seats.map((s) => s.id));
    valid(next);
    const partial = assignToArea(next, [seatAt(next, 'B', '1').id], balcony);
    expect(partial.rows.filter((r) => r.areaId === balcony).map((r) => r.label)).toEqual(['A', 'B']);
    valid(partial);
  });

  it('refuses a seat number already taken in the target row', () => {
    const map = plan();
    const balcony = map.areas[1]!.id;
    const next = assignToArea(map, [seatAt(map, 'A', '1').id], balcony);
    const twin = seatAt(next, 'A', '2');
    const clash = { ...next, seats: next.seats.map((s) => (s.id === twin.id ? { ...s, label: '1' } : s)) };
    expect(() => assignToArea(clash, [twin.id], balcony).seats).toThrow(/seatLabelTaken/);
  });
});

describe('setSeatFlag', () => {
  it('sets a flag in schema order, clears it, drops the emptied list and leaves other seats shared', () => {
    const map = plan();
    const [a1, a2] = rowIdsOf(map, 'A') as [string, string];
    const folded = setSeatFlag(map, [a1, a2], 'folding', true);
    const both = setSeatFlag(folded, [a1], 'wheelchair', true);
    expect(both.seats[0]!.flags).toEqual(['wheelchair', 'folding']);
    expect(both.seats[1]!.flags).toEqual(['folding']);
    expect(both.seats[2]).toBe(map.seats[2]);
    valid(both);
    const cleared = setSeatFlag(both, [a1, a2], 'folding', false);
    expect(cleared.seats[0]!.flags).toEqual(['wheelchair']);
    expect(cleared.seats[1]).not.toHaveProperty('flags');
    expect(setSeatFlag(cleared, [a2], 'companion', false)).toBe(cleared);
    expect(setSeatFlag(both, [a1], 'wheelchair', true)).toBe(both);
  });
});
