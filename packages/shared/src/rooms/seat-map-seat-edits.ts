import { normaliseAngle } from './seat-block';
import { ids, mapSelected, round } from './seat-map-edit-base';
import { seatFlags, type SeatFlag, type SeatMap } from './seat-map.schema';

/** Seat-level edits of the builder: move, rotate, flags. Pure, like every edit (see seat-map-edit.ts). */

export const moveSeats = (map: SeatMap, seatIds: Iterable<string>, dx: number, dy: number): SeatMap =>
  mapSelected(map, seatIds, (s) => ({ ...s, x: round(s.x + dx), y: round(s.y + dy) }));

/** The centre of the bounding box of some seats, or null when none. */
export function selectionCentre(map: SeatMap, seatIds: Iterable<string>): { x: number; y: number } | null {
  const chosen = ids(seatIds);
  const box = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  for (const s of map.seats) {
    if (!chosen.has(s.id)) continue;
    box.minX = Math.min(box.minX, s.x);
    box.minY = Math.min(box.minY, s.y);
    box.maxX = Math.max(box.maxX, s.x);
    box.maxY = Math.max(box.maxY, s.y);
  }
  return box.minX === Infinity ? null : { x: (box.minX + box.maxX) / 2, y: (box.minY + box.maxY) / 2 };
}

/** Turns seats by `degrees` clockwise around the centre of their bounding box; seats turn with them. */
export function rotateSeats(map: SeatMap, seatIds: Iterable<string>, degrees: number): SeatMap {
  const chosen = ids(seatIds);
  const c = selectionCentre(map, chosen);
  if (!c) return map;
  const a = (degrees * Math.PI) / 180;
  const [cos, sin] = [Math.cos(a), Math.sin(a)];
  return mapSelected(map, chosen, (s) => {
    const [dx, dy] = [s.x - c.x, s.y - c.y];
    const rotation = round(normaliseAngle((s.rotation ?? 0) + degrees));
    const { rotation: _old, ...rest } = s;
    return {
      ...rest,
      x: round(c.x + dx * cos - dy * sin),
      y: round(c.y + dx * sin + dy * cos),
      ...(rotation ? { rotation } : {}),
    };
  });
}

/**
 * Sets or clears one flag on seats. Flags are kept in the schema's order and an emptied list is removed,
 * so the same flags always serialise the same way (no spurious "unsaved changes" or export diffs).
 */
export function setSeatFlag(map: SeatMap, seatIds: Iterable<string>, flag: SeatFlag, on: boolean): SeatMap {
  const chosen = ids(seatIds);
  if (!map.seats.some((s) => chosen.has(s.id) && (s.flags ?? []).includes(flag) !== on)) return map;
  return mapSelected(map, chosen, (s) => {
    const { flags: old = [], ...rest } = s;
    if (old.includes(flag) === on) return s;
    const flags = seatFlags.filter((f) => (f === flag ? on : old.includes(f)));
    return flags.length ? { ...rest, flags } : rest;
  });
}
