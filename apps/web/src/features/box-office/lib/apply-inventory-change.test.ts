import { describe, expect, it } from 'vitest';
import type { Availability, InventoryChange } from '@encore/shared/orders/availability.schema';
import { applyInventoryChange } from './apply-inventory-change';

const base: Availability = {
  eventId: 'e1',
  soldSeatIds: ['s1'],
  heldSeatIds: ['s2', 's3'],
  cartSeatIds: ['s3'],
  gaAreas: [],
  priceLevels: [],
  held: 2,
  sold: 1,
  capacity: 10,
  serverTime: '2030-01-01T00:00:00.000Z',
};
const change = (kind: InventoryChange['kind'], seatIds: string[], orderId = 'other'): InventoryChange => ({
  eventId: 'e1',
  kind,
  orderId,
  seatIds,
  gaAreas: [],
  at: '2030-01-01T00:00:01.000Z',
});

describe('applyInventoryChange', () => {
  it("shows another seller's hold as held, and this cart's as ours", () => {
    const next = applyInventoryChange(base, change('hold', ['s4']), 'cart');
    expect(next.heldSeatIds).toEqual(['s2', 's3', 's4']);
    expect(next.cartSeatIds).toEqual(['s3']);
    expect(applyInventoryChange(base, change('hold', ['s5'], 'cart'), 'cart').cartSeatIds).toEqual([
      's3',
      's5',
    ]);
  });

  it('frees released seats, sells held ones and frees cancelled sales', () => {
    expect(applyInventoryChange(base, change('release', ['s3']), 'cart')).toMatchObject({
      heldSeatIds: ['s2'],
      cartSeatIds: [],
    });
    expect(applyInventoryChange(base, change('sale', ['s2']), 'cart')).toMatchObject({
      heldSeatIds: ['s3'],
      soldSeatIds: ['s1', 's2'],
    });
    expect(applyInventoryChange(base, change('cancel', ['s1']), null).soldSeatIds).toEqual([]);
  });

  it("ignores another event's messages", () => {
    expect(applyInventoryChange(base, { ...change('hold', ['s9']), eventId: 'e2' }, null)).toBe(base);
  });
});
