import type { Availability } from '@encore/shared/orders/availability.schema';
import type { SeatMapIndex } from '@encore/shared/rooms/seat-map-index';

/** What a seat is for this seller right now. `unpriced`: no category maps it, it cannot be sold. */
export const seatStates = ['unpriced', 'free', 'mine', 'held', 'sold'] as const;
export type SeatState = (typeof seatStates)[number];
export const SeatStateCode = { unpriced: 0, free: 1, mine: 2, held: 3, sold: 4 } as const;

export interface SeatStates {
  /** One SeatStateCode per seat of the index. */
  state: Uint8Array;
  /** Category index per seat (into `categoryIds`), -1 without one. */
  category: Int16Array;
  categoryIds: string[];
  /** Free seats per category id. */
  freeByCategory: Map<string, number>;
  /** Categories that map at least one seat (a standing area's category maps none: it sells by quantity). */
  seatedCategoryIds: Set<string>;
}

/** Seat by seat, from the pricing's mapping and the event's availability (typed arrays: an arena is 20,000). */
export function computeSeatStates(
  index: SeatMapIndex,
  categoryOfSeat: Record<string, string>,
  categoryIds: string[],
  availability: Pick<Availability, 'soldSeatIds' | 'heldSeatIds' | 'cartSeatIds'> | undefined,
): SeatStates {
  const state = new Uint8Array(index.count);
  const category = new Int16Array(index.count).fill(-1);
  const slot = new Map(categoryIds.map((id, k) => [id, k]));
  const seatedCategoryIds = new Set<string>();
  for (let i = 0; i < index.count; i++) {
    const k = slot.get(categoryOfSeat[index.ids[i]!] ?? '');
    if (k === undefined) continue;
    category[i] = k;
    seatedCategoryIds.add(categoryIds[k]!);
    state[i] = SeatStateCode.free;
  }
  const mark = (ids: string[] | undefined, code: number) => {
    for (const id of ids ?? []) {
      const i = index.indexOf(id);
      if (i >= 0) state[i] = code;
    }
  };
  mark(availability?.heldSeatIds, SeatStateCode.held);
  mark(availability?.cartSeatIds, SeatStateCode.mine);
  mark(availability?.soldSeatIds, SeatStateCode.sold);
  const freeByCategory = new Map(categoryIds.map((id) => [id, 0]));
  for (let i = 0; i < index.count; i++)
    if (state[i] === SeatStateCode.free) {
      const id = categoryIds[category[i]!]!;
      freeByCategory.set(id, freeByCategory.get(id)! + 1);
    }
  return { state, category, categoryIds, freeByCategory, seatedCategoryIds };
}

/** 1 for the free seats (of one category when given): what a selection or "best seats" may take. */
export function freeMask(states: SeatStates, categoryId?: string | null): Uint8Array {
  const k = categoryId ? states.categoryIds.indexOf(categoryId) : -1;
  const mask = new Uint8Array(states.state.length);
  for (let i = 0; i < mask.length; i++)
    mask[i] = states.state[i] === SeatStateCode.free && (k < 0 || states.category[i] === k) ? 1 : 0;
  return mask;
}

/** A selection keeps only the seats it may take: clicking an area never selects its sold seats. */
export function keepFree(selection: Uint8Array, mask: Uint8Array): Uint8Array {
  const next = new Uint8Array(selection.length);
  for (let i = 0; i < selection.length; i++) next[i] = selection[i]! & mask[i]!;
  return next;
}

/** Selected seats now held by another cart or sold: what the seller must hear about. */
export function takenBySomeoneElse(selection: Uint8Array, states: SeatStates): number {
  let n = 0;
  for (let i = 0; i < selection.length; i++)
    if (selection[i] && (states.state[i] === SeatStateCode.held || states.state[i] === SeatStateCode.sold))
      n++;
  return n;
}
