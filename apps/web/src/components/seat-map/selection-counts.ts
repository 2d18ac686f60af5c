import type { SeatMapIndex } from '@encore/shared/rooms/seat-map-index';
import type { SeatSelection } from '@encore/shared/rooms/seat-selection';

/** Selected seats per area and per row in one pass (100,000 seats: well under a millisecond). */
export function selectionCounts(index: SeatMapIndex, selection: SeatSelection) {
  const areas = new Uint32Array(index.map.areas.length);
  const rows = new Uint32Array(index.map.rows.length);
  for (let i = 0; i < index.count; i++) {
    if (!selection[i]) continue;
    areas[index.areaOf[i]!]!++;
    rows[index.rowOf[i]!]!++;
  }
  return { areas, rows };
}

/** Row indices of each area, in the map's row order. */
export function rowsByArea(index: SeatMapIndex): number[][] {
  const areaIndex = new Map(index.map.areas.map((a, i) => [a.id, i]));
  const lists: number[][] = index.map.areas.map(() => []);
  index.map.rows.forEach((row, r) => lists[areaIndex.get(row.areaId) ?? 0]?.push(r));
  return lists;
}
