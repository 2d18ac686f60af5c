import { describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { SeatMapIndex } from '@encore/shared/rooms/seat-map-index';
import type { Availability } from '@encore/shared/orders/availability.schema';
import { selectedCount } from '@encore/shared/rooms/seat-selection';
import { makeTestMap } from '@/components/seat-map/test-map';
import type { SaleSetup } from '../lib/sale-setup';
import { useSeatSelling } from './use-seat-selling';

vi.mock('react-i18next', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));

const index = new SeatMapIndex(makeTestMap(6, 6, 1));
const setup = {
  index,
  categoryOfSeat: Object.fromEntries(index.ids.map((id) => [id, 'gold'])),
  pricing: { categories: [{ id: 'gold' }], priceLevels: [] },
} as unknown as SaleSetup;
// Every seat but the last is held by another seller.
const availability = {
  soldSeatIds: [],
  heldSeatIds: index.ids.slice(0, -1),
  cartSeatIds: [],
} as unknown as Availability;

describe('useSeatSelling', () => {
  it('offers no seat states nor best seats before the availability is in, then only free seats', () => {
    const { result, rerender } = renderHook(({ a }) => useSeatSelling(setup, a, async () => true), {
      initialProps: { a: undefined as Availability | undefined },
    });
    expect(result.current.states).toBeNull();
    expect(result.current.best('gold', 1)).toBe(false);
    rerender({ a: availability });
    let found = false;
    act(() => {
      found = result.current.best('gold', 1);
    });
    expect(found).toBe(true);
    expect(selectedCount(result.current.selection)).toBe(1);
    expect(result.current.selection[index.count - 1]).toBe(1);
  });
});
