import { describe, expect, it } from 'vitest';
import { SeatMapIndex } from '@encore/shared/rooms/seat-map-index';
import type { PriceLevel } from '@encore/shared/pricings/pricing.schema';
import { makeTestMap } from '@/components/seat-map/test-map';
import { seatRequests } from './seat-requests';
import { computeSeatStates, freeMask, keepFree, SeatStateCode, takenBySomeoneElse } from './seat-states';

const index = new SeatMapIndex(makeTestMap(6, 6, 1));
const [s0, s1, s2, s3, s4] = index.ids as [string, string, string, string, string];
// s5 is mapped to no category: it cannot be sold.
const mapping = { [s0]: 'gold', [s1]: 'gold', [s2]: 'gold', [s3]: 'silver', [s4]: 'silver' };
const availability = { soldSeatIds: [s0], heldSeatIds: [s1, s2], cartSeatIds: [s2] };

const level = (id: string, categoryId: string, rank: number) => ({ id, categoryId, rank }) as PriceLevel;

describe('computeSeatStates', () => {
  it('tells free, mine, held by others, sold and unpriced seats apart, and counts the free ones', () => {
    const states = computeSeatStates(index, mapping, ['gold', 'silver'], availability);
    expect(Array.from(states.state)).toEqual([
      SeatStateCode.sold,
      SeatStateCode.held,
      SeatStateCode.mine,
      SeatStateCode.free,
      SeatStateCode.free,
      SeatStateCode.unpriced,
    ]);
    expect(Object.fromEntries(states.freeByCategory)).toEqual({ gold: 0, silver: 2 });
  });

  it("leaves a standing area's category (no seat) out of the seated categories (the map's legend)", () => {
    const states = computeSeatStates(
      index,
      { ...mapping, fosse: 'pit' },
      ['gold', 'silver', 'pit'],
      undefined,
    );
    expect([...states.seatedCategoryIds]).toEqual(['gold', 'silver']);
  });

  it('lets a selection keep only free seats, of one category when asked', () => {
    const states = computeSeatStates(index, mapping, ['gold', 'silver'], availability);
    const everything = new Uint8Array(index.count).fill(1);
    expect(Array.from(keepFree(everything, freeMask(states)))).toEqual([0, 0, 0, 1, 1, 0]);
    expect(Array.from(freeMask(states, 'gold'))).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it('counts the selected seats another seller took, not those that went into this cart', () => {
    const states = computeSeatStates(index, mapping, ['gold', 'silver'], availability);
    expect(takenBySomeoneElse(Uint8Array.from([1, 1, 1, 1, 0, 0]), states)).toBe(2);
  });
});

describe('seatRequests', () => {
  it("asks for each category's seats at its first level, and sets apart seats without a level", () => {
    const states = computeSeatStates(index, mapping, ['gold', 'silver'], undefined);
    const selection = Uint8Array.from([1, 1, 0, 1, 0, 0]);
    const levels = [level('gold-reduced', 'gold', 2), level('gold-full', 'gold', 1)];
    expect(seatRequests(index, selection, states, levels)).toEqual({
      requests: [{ priceLevelId: 'gold-full', seatIds: [s0, s1] }],
      unpriced: [s3],
    });
  });
});
