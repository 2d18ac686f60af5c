import { describe, expect, it } from 'vitest';
import { SeatMapIndex } from '@encore/shared/rooms/seat-map-index';
import type { SeatMap } from '@encore/shared/rooms/seat-map.schema';
import { bestSeats, seatsAlongRow } from './best-seats';
import { stagePoint } from './stage-point';

/** Rows A, B, C of 10 seats facing a stage at the top; an aisle between seats 6 and 7 (off centre). */
function theatre(): SeatMap {
  const map: SeatMap = {
    version: 1,
    seatRadius: 8,
    background: null,
    areas: [{ id: 'a', name: 'Orchestre', colour: '#1c7ed6' }],
    rows: [],
    seats: [],
  };
  ['A', 'B', 'C'].forEach((label, r) => {
    map.rows.push({ id: `r${label}`, areaId: 'a', label });
    // Listed right to left, to prove the order comes from positions, not from the list.
    for (let n = 10; n >= 1; n--)
      map.seats.push({
        id: `${label}${n}`,
        rowId: `r${label}`,
        label: String(n),
        x: n * 20 + (n > 6 ? 40 : 0),
        y: 100 + r * 24,
      });
  });
  return map;
}

const labels = (index: SeatMapIndex, seats: number[] | null) => seats?.map((s) => index.ids[s]).sort();
const all = (index: SeatMapIndex) => new Uint8Array(index.count).fill(1);

describe('bestSeats', () => {
  it('takes the front row, nearest the middle of the stage, without crossing the aisle', () => {
    const index = new SeatMapIndex(theatre());
    const stage = stagePoint(index);
    expect(labels(index, bestSeats(index, all(index), 1, stage))).toEqual(['A6']);
    expect(labels(index, bestSeats(index, all(index), 2, stage))).toEqual(['A5', 'A6']);
    expect(labels(index, bestSeats(index, all(index), 5, stage))).toEqual(['A2', 'A3', 'A4', 'A5', 'A6']);
    // Only the six seats left of the aisle are side by side.
    expect(labels(index, bestSeats(index, all(index), 6, stage))).toEqual([
      'A1',
      'A2',
      'A3',
      'A4',
      'A5',
      'A6',
    ]);
  });

  it('goes back a row rather than far to the side, and never across a taken seat', () => {
    const index = new SeatMapIndex(theatre());
    const eligible = all(index);
    for (const id of ['A3', 'A5']) eligible[index.indexOf(id)] = 0;
    const stage = stagePoint(index);
    expect(labels(index, bestSeats(index, eligible, 3, stage))).toEqual(['B4', 'B5', 'B6']);
    expect(labels(index, bestSeats(index, eligible, 2, stage))).toEqual(['B5', 'B6']);
    expect(labels(index, bestSeats(index, eligible, 1, stage))).toEqual(['A6']);
  });

  it('answers null when no row has that many seats side by side', () => {
    const index = new SeatMapIndex(theatre());
    expect(bestSeats(index, all(index), 7, stagePoint(index))).toBeNull();
    expect(bestSeats(index, new Uint8Array(index.count), 1, stagePoint(index))).toBeNull();
  });
});

describe('stagePoint', () => {
  it('is the top middle of the plan when every seat faces up', () => {
    const index = new SeatMapIndex(theatre());
    const p = stagePoint(index);
    expect(p.x).toBeCloseTo((index.bounds.minX + index.bounds.maxX) / 2);
    expect(p.y).toBe(index.bounds.minY);
  });

  it('is where the blocks of an arena look, and rows of a turned block run across it', () => {
    const map = theatre();
    map.rows = [];
    map.seats = [];
    // Four one-row blocks around (500, 500), each facing it.
    [0, 90, 180, 270].forEach((rotation, b) => {
      map.rows.push({ id: `r${b}`, areaId: 'a', label: String(b) });
      const phi = ((rotation + 90) * Math.PI) / 180;
      for (let k = -2; k <= 2; k++) {
        const along = (rotation * Math.PI) / 180;
        map.seats.push({
          id: `s${b}_${k}`,
          rowId: `r${b}`,
          label: String(k + 3),
          x: 500 + 300 * Math.cos(phi) + k * 20 * Math.cos(along),
          y: 500 + 300 * Math.sin(phi) + k * 20 * Math.sin(along),
          rotation,
        });
      }
    });
    const index = new SeatMapIndex(map);
    const p = stagePoint(index);
    expect(p.x).toBeCloseTo(500, 0);
    expect(p.y).toBeCloseTo(500, 0);
    const side = seatsAlongRow(index, 1).map((s) => index.ids[s]);
    expect(side.length).toBe(5);
    expect(labels(index, bestSeats(index, all(index), 5, p))).toHaveLength(5);
  });
});
