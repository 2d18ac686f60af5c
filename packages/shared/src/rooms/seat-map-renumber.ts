import { rowLabel, seatNumber, type RowLabelStyle, type SeatNumbering } from './seat-block';
import { ids, SeatMapEditError } from './seat-map-edit-base';
import type { Seat, SeatMap } from './seat-map.schema';

export interface RenumberOptions {
  numbering: SeatNumbering;
  /** Relabel the rows too, from `firstRow` in this style; absent keeps the row labels. */
  rowLabels?: RowLabelStyle;
  firstRow?: number;
}

/**
 * Re-applies a numbering to every row holding a selected seat, seen from the stage: seats ordered along
 * the row's direction (its seats' mean rotation), rows from the front (top) to the back, per area.
 */
export function renumber(map: SeatMap, seatIds: Iterable<string>, o: RenumberOptions): SeatMap {
  const chosen = ids(seatIds);
  const rowIds = new Set(map.seats.filter((s) => chosen.has(s.id)).map((s) => s.rowId));
  const byRow = new Map<string, Seat[]>([...rowIds].map((id) => [id, []]));
  for (const s of map.seats) byRow.get(s.rowId)?.push(s);
  const label = new Map<string, string>();
  const front = new Map<string, number>();
  for (const [rowId, seats] of byRow) {
    const a = ((seats.reduce((t, s) => t + (s.rotation ?? 0), 0) / seats.length) * Math.PI) / 180;
    const along = (s: Seat) => s.x * Math.cos(a) + s.y * Math.sin(a);
    [...seats]
      .sort((p, q) => along(p) - along(q))
      .forEach((s, i) => {
        label.set(s.id, String(seatNumber(o.numbering, i, seats.length)));
      });
    front.set(rowId, seats.reduce((t, s) => t + (-s.x * Math.sin(a) + s.y * Math.cos(a)), 0) / seats.length);
  }
  let rows = map.rows;
  if (o.rowLabels) {
    const style = o.rowLabels;
    const rowLabelOf = new Map<string, string>();
    for (const areaId of new Set(map.rows.filter((r) => rowIds.has(r.id)).map((r) => r.areaId))) {
      const mine = map.rows.filter((r) => r.areaId === areaId && rowIds.has(r.id));
      mine.sort((p, q) => front.get(p.id)! - front.get(q.id)!);
      mine.forEach((r, i) => rowLabelOf.set(r.id, rowLabel(style, (o.firstRow ?? 1) + i)));
      const others = new Set(
        map.rows.filter((r) => r.areaId === areaId && !rowIds.has(r.id)).map((r) => r.label),
      );
      for (const l of rowLabelOf.values()) if (others.has(l)) throw new SeatMapEditError('rowLabelTaken', l);
    }
    rows = map.rows.map((r) => (rowLabelOf.has(r.id) ? { ...r, label: rowLabelOf.get(r.id)! } : r));
  }
  return {
    ...map,
    rows,
    seats: map.seats.map((s) => (label.has(s.id) ? { ...s, label: label.get(s.id)! } : s)),
  };
}
