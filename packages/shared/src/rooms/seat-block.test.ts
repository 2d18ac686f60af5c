import { describe, expect, it } from 'vitest';
import { createIdFactory, generateSeatBlock, letterLabel, seatNumber } from './seat-block';

describe('row labels and seat numbers', () => {
  it('labels rows A..Z then AA, AB like a spreadsheet', () => {
    expect([1, 2, 26, 27, 28, 52, 53, 702, 703].map(letterLabel)).toEqual([
      'A',
      'B',
      'Z',
      'AA',
      'AB',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
    ]);
  });

  it('numbers seats left to right, right to left, or odd left / even right from the centre', () => {
    const row = (numbering: 'ltr' | 'rtl' | 'odd-even', n: number) =>
      Array.from({ length: n }, (_, i) => seatNumber(numbering, i, n));
    expect(row('ltr', 4)).toEqual([1, 2, 3, 4]);
    expect(row('rtl', 4)).toEqual([4, 3, 2, 1]);
    expect(row('odd-even', 6)).toEqual([5, 3, 1, 2, 4, 6]);
    expect(row('odd-even', 5)).toEqual([5, 3, 1, 2, 4]);
  });
});

describe('generateSeatBlock', () => {
  const base = {
    areaId: 'a1',
    x: 100,
    y: 50,
    rows: 2,
    seatsPerRow: 3,
    seatSpacing: 10,
    rowSpacing: 12,
    rowLabels: 'letters',
    numbering: 'ltr',
  } as const;

  it('places a straight block row by row with stable, unique ids', () => {
    const { rows, seats } = generateSeatBlock(base, createIdFactory(['a1']));
    expect(rows.map((r) => [r.id, r.label])).toEqual([
      ['r2', 'A'],
      ['r6', 'B'],
    ]);
    expect(seats.map((s) => [s.label, s.x, s.y])).toEqual([
      ['1', 100, 50],
      ['2', 110, 50],
      ['3', 120, 50],
      ['1', 100, 62],
      ['2', 110, 62],
      ['3', 120, 62],
    ]);
    expect(new Set(seats.map((s) => s.id)).size).toBe(6);
  });

  it('starts row labels where asked, in numbers', () => {
    const { rows } = generateSeatBlock({ ...base, rowLabels: 'numbers', firstRow: 5 }, createIdFactory([]));
    expect(rows.map((r) => r.label)).toEqual(['5', '6']);
  });

  it('bends rows on an arc, symmetric around the centre, seats turned towards the stage', () => {
    const { seats } = generateSeatBlock(
      { ...base, rows: 1, seatsPerRow: 5, arcRadius: 100 },
      createIdFactory([]),
    );
    const [first, , middle, , last] = seats;
    expect(middle!.x).toBeCloseTo(120);
    expect(middle!.y).toBeCloseTo(50);
    expect(first!.y).toBeLessThan(50);
    expect(first!.y).toBeCloseTo(last!.y);
    expect(first!.x - 100).toBeCloseTo(140 - last!.x);
    expect(first!.rotation).toBeCloseTo(-last!.rotation!);
  });

  it('continues numbering after the highest id already in the map', () => {
    const next = createIdFactory(['s41', 'r3', 'custom-id']);
    expect(next('seat')).toBe('s42');
    expect(next('area')).toBe('a43');
  });

  it('keeps seat rotations valid for a curved block turned nearly a full circle', () => {
    const { seats } = generateSeatBlock(
      { ...base, rows: 1, seatsPerRow: 9, arcRadius: 50, rotation: 355 },
      createIdFactory([]),
    );
    for (const seat of seats) expect(Math.abs(seat.rotation ?? 0)).toBeLessThanOrEqual(180);
    expect(seats[8]!.rotation).toBeLessThan(0);
  });
});
