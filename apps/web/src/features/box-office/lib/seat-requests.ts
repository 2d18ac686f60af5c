import type { PriceLevel } from '@encore/shared/pricings/pricing.schema';
import type { SeatMapIndex } from '@encore/shared/rooms/seat-map-index';
import type { SeatStates } from './seat-states';

/** The price levels a category offers, in their display order: the first is the default tariff. */
export function levelsOf(levels: PriceLevel[], categoryId: string): PriceLevel[] {
  return levels.filter((l) => l.categoryId === categoryId).sort((a, b) => a.rank - b.rank);
}

/**
 * The add-to-cart requests for a selection: one per category (a request names one price level), each at
 * its category's first level; the seller changes a ticket's level in the cart. Seats of a category
 * without any level cannot be sold and are returned apart.
 */
export function seatRequests(
  index: SeatMapIndex,
  selection: Uint8Array,
  states: SeatStates,
  levels: PriceLevel[],
): { requests: { priceLevelId: string; seatIds: string[] }[]; unpriced: string[] } {
  const byCategory = new Map<number, string[]>();
  for (let i = 0; i < selection.length; i++) {
    if (!selection[i]) continue;
    const k = states.category[i]!;
    const list = byCategory.get(k);
    if (list) list.push(index.ids[i]!);
    else byCategory.set(k, [index.ids[i]!]);
  }
  const requests: { priceLevelId: string; seatIds: string[] }[] = [];
  const unpriced: string[] = [];
  for (const [k, seatIds] of byCategory) {
    const level = k >= 0 ? levelsOf(levels, states.categoryIds[k]!)[0] : undefined;
    if (level) requests.push({ priceLevelId: level.id, seatIds });
    else unpriced.push(...seatIds);
  }
  return { requests, unpriced };
}
