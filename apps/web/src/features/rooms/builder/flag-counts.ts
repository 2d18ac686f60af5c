import type { SeatMapIndex } from '@encore/shared/rooms/seat-map-index';
import type { SeatFlag } from '@encore/shared/rooms/seat-map.schema';
import type { SeatSelection } from '@encore/shared/rooms/seat-selection';

/** How many selected seats carry each flag; walks the selection bytes, not the id list, to stay cheap. */
export function flagCounts(index: SeatMapIndex, selection: SeatSelection): Record<SeatFlag, number> {
  const counts = { wheelchair: 0, companion: 0, restrictedView: 0, folding: 0 };
  const seats = index.map.seats;
  for (let i = 0; i < index.count; i++) {
    if (selection[i] !== 1) continue;
    for (const flag of seats[i]!.flags ?? []) counts[flag]++;
  }
  return counts;
}
