import type { PricingCategory } from '@encore/shared/pricings/pricing.schema';
import { SeatStateCode, type SeatStates } from './seat-states';

/** Colours of the states that are not a category's: the same in the legend and on the map. */
export const stateColours = {
  light: { mine: '#6741d9', held: '#f59f00', sold: '#495057', unpriced: '#dee2e6' },
  dark: { mine: '#845ef7', held: '#fcc419', sold: '#5c5f66', unpriced: '#2c2e33' },
} as const;
export type Scheme = keyof typeof stateColours;

/**
 * The map's colour of a seat: free seats in their category's colour, this cart's seats, seats held by
 * another cart and sold seats in the state colours (each also named by the legend and the seat's tooltip).
 */
export function seatColourOf(states: SeatStates, categories: PricingCategory[], scheme: Scheme) {
  const palette = stateColours[scheme];
  const byId = new Map(categories.map((c) => [c.id, c.defaultColour]));
  const categoryColour = states.categoryIds.map((id) => byId.get(id) ?? palette.unpriced);
  return (seat: number): string => {
    switch (states.state[seat]) {
      case SeatStateCode.free:
        return categoryColour[states.category[seat]!]!;
      case SeatStateCode.mine:
        return palette.mine;
      case SeatStateCode.held:
        return palette.held;
      case SeatStateCode.sold:
        return palette.sold;
      default:
        return palette.unpriced;
    }
  };
}
