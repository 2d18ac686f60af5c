import { describe, expect, it } from 'vitest';
import { SeatAssignment, slotColours } from './seat-assignment';

const ids = ['a1', 'a2', 'a3', 'b1', 'b2'];
const indexOf = (id: string) => ids.indexOf(id);
const select = (...seats: number[]) => {
  const s = new Uint8Array(ids.length);
  for (const i of seats) s[i] = 1;
  return s;
};

describe('SeatAssignment', () => {
  it('loads a mapping, assigns and unassigns selections, counts and saves', () => {
    const a = new SeatAssignment(ids.length);
    a.load({ a1: 'gold', b2: 'silver', ghost: 'gold' }, indexOf);
    expect(a.categoryAt(0)).toBe('gold');
    expect(a.categoryAt(1)).toBeNull();
    expect(a.assign(select(0, 1, 2), 'silver')).toBe(3);
    expect(a.assign(select(0, 1), 'silver')).toBe(0);
    expect(a.assign(select(2), null)).toBe(1);
    const { byCategory, unassigned } = a.counts();
    expect(Object.fromEntries(byCategory)).toEqual({ gold: 0, silver: 3 });
    expect(unassigned).toBe(2);
    expect(a.toRecord(ids)).toEqual({ a1: 'silver', a2: 'silver', b2: 'silver' });
  });

  it('keeps slots stable and forgets deleted categories', () => {
    const a = new SeatAssignment(ids.length);
    a.assign(select(0, 1), 'gold');
    a.assign(select(3), 'silver');
    a.forget('gold');
    expect(a.toRecord(ids)).toEqual({ b1: 'silver' });
    const colours = slotColours(a, [{ id: 'silver', defaultColour: '#00ff00' }], '#cccccc');
    expect(colours).toEqual(['#cccccc', '#cccccc', '#00ff00']);
    expect(colours[a.cells[3]!]).toBe('#00ff00');
  });

  it('assigns 5,000 of 20,000 seats quickly', () => {
    const a = new SeatAssignment(20_000);
    const selection = new Uint8Array(20_000).fill(1, 5_000, 10_000);
    const start = performance.now();
    expect(a.assign(selection, 'gold')).toBe(5_000);
    expect(performance.now() - start).toBeLessThan(50);
    expect(a.counts().byCategory.get('gold')).toBe(5_000);
  });
});
