import { describe, expect, it } from 'vitest';
import { createIdFactory, generateSeatBlock } from './seat-block';
import { SeatMapIndex } from './seat-map-index';
import { emptySeatMap, type SeatMap } from './seat-map.schema';
import {
  applySelection,
  emptySelection,
  opFromModifiers,
  selectByMode,
  selectedCount,
  selectionFromIds,
  selectionToIds,
  seatsInRect,
} from './seat-selection';

/** Two areas side by side: "Left" rows A-C x 4 seats, "Right" rows A-B x 3 seats, 20 units apart. */
function twoAreas(): SeatMap {
  const map = emptySeatMap();
  const nextId = createIdFactory([]);
  map.areas.push(
    { id: 'left', name: 'Left', colour: '#1c7ed6' },
    { id: 'right', name: 'Right', colour: '#e8590c' },
  );
  const common = { seatSpacing: 20, rowSpacing: 20, rowLabels: 'letters', numbering: 'ltr' } as const;
  for (const block of [
    generateSeatBlock({ ...common, areaId: 'left', x: 0, y: 0, rows: 3, seatsPerRow: 4 }, nextId),
    generateSeatBlock({ ...common, areaId: 'right', x: 200, y: 0, rows: 2, seatsPerRow: 3 }, nextId),
  ]) {
    map.rows.push(...block.rows);
    map.seats.push(...block.seats);
  }
  return map;
}

const labelsOf = (index: SeatMapIndex, selection: Uint8Array) =>
  selectionToIds(index, selection).map((id) => {
    const seat = index.map.seats[index.indexOf(id)]!;
    const row = index.map.rows.find((r) => r.id === seat.rowId)!;
    return `${row.areaId}:${row.label}${seat.label}`;
  });

describe('seat selection', () => {
  const index = new SeatMapIndex(twoAreas());
  const seatAt = (x: number, y: number) => index.hitTest(x, y);

  it('selects a whole area from one of its seats', () => {
    const s = selectByMode(index, emptySelection(index), 'area', seatAt(200, 20), 'replace');
    expect(labelsOf(index, s)).toEqual([
      'right:A1',
      'right:A2',
      'right:A3',
      'right:B1',
      'right:B2',
      'right:B3',
    ]);
  });

  it('selects a row, only within its area', () => {
    const s = selectByMode(index, emptySelection(index), 'row', seatAt(40, 20), 'replace');
    expect(labelsOf(index, s)).toEqual(['left:B1', 'left:B2', 'left:B3', 'left:B4']);
  });

  it('selects a column: the same seat number in every row of the area', () => {
    const s = selectByMode(index, emptySelection(index), 'column', seatAt(20, 0), 'replace');
    expect(labelsOf(index, s)).toEqual(['left:A2', 'left:B2', 'left:C2']);
  });

  it('selects a single seat and replaces the previous selection', () => {
    const area = selectByMode(index, emptySelection(index), 'area', seatAt(0, 0), 'replace');
    const s = selectByMode(index, area, 'seat', seatAt(240, 20), 'replace');
    expect(labelsOf(index, s)).toEqual(['right:B3']);
  });

  it('adds with Shift and removes with Ctrl or Cmd', () => {
    expect(opFromModifiers({ shiftKey: true })).toBe('add');
    expect(opFromModifiers({ ctrlKey: true })).toBe('remove');
    expect(opFromModifiers({ metaKey: true, shiftKey: true })).toBe('remove');
    expect(opFromModifiers({})).toBe('replace');
    let s = selectByMode(index, emptySelection(index), 'row', seatAt(0, 0), 'replace');
    s = selectByMode(index, s, 'row', seatAt(200, 0), opFromModifiers({ shiftKey: true }));
    s = selectByMode(index, s, 'column', seatAt(0, 0), opFromModifiers({ ctrlKey: true }));
    expect(labelsOf(index, s)).toEqual(['left:A2', 'left:A3', 'left:A4', 'right:A1', 'right:A2', 'right:A3']);
  });

  it('selects the seats inside a rectangle drawn in any direction', () => {
    const seats = seatsInRect(index, 45, 45, 15, -5);
    const s = applySelection(emptySelection(index), seats, 'replace');
    expect(labelsOf(index, s)).toEqual(['left:A2', 'left:A3', 'left:B2', 'left:B3', 'left:C2', 'left:C3']);
    expect(seatsInRect(index, 1000, 1000, 2000, 2000)).toEqual([]);
  });

  it('does not change the selection it was given (undo keeps the old one)', () => {
    const before = emptySelection(index);
    const after = selectByMode(index, before, 'area', 0, 'add');
    expect(selectedCount(before)).toBe(0);
    expect(selectedCount(after)).toBe(12);
  });

  it('round-trips through seat ids and ignores unknown ones', () => {
    const s = selectByMode(index, emptySelection(index), 'row', seatAt(0, 40), 'replace');
    const ids = selectionToIds(index, s);
    expect(selectionFromIds(index, [...ids, 'gone'])).toEqual(s);
  });

  it('finds no seat on empty space, and the nearest one on a seat', () => {
    expect(seatAt(100, 100)).toBe(-1);
    expect(index.ids[seatAt(21, 1)]).toBe(index.ids[seatAt(20, 0)]);
    expect(selectByMode(index, emptySelection(index), 'area', -1, 'replace').every((v) => v === 0)).toBe(
      true,
    );
  });
});

describe('seat map index at scale', () => {
  it('hit-tests every seat of a 20,000-seat block exactly', () => {
    const map = emptySeatMap();
    map.areas.push({ id: 'a', name: 'A', colour: '#1c7ed6' });
    const block = generateSeatBlock(
      {
        areaId: 'a',
        x: 0,
        y: 0,
        rows: 100,
        seatsPerRow: 200,
        seatSpacing: 20,
        rowSpacing: 24,
        rowLabels: 'numbers',
        numbering: 'ltr',
        arcRadius: 3000,
      },
      createIdFactory([]),
    );
    map.rows.push(...block.rows);
    map.seats.push(...block.seats);
    const index = new SeatMapIndex(map);
    for (let i = 0; i < index.count; i += 37) expect(index.hitTest(index.xs[i]!, index.ys[i]!)).toBe(i);
  });
});
