import type { Seat, SeatMap } from './seat-map.schema';

/** An edit that would break the schema's unique labels; the builder explains it instead of saving junk. */
export class SeatMapEditError extends Error {
  constructor(
    readonly reason: 'seatLabelTaken' | 'rowLabelTaken',
    readonly label: string,
  ) {
    super(`${reason}: ${label}`);
  }
}

/** Two decimals, and never -0 (which would survive JSON as 0 but not an equality check). */
export const round = (v: number) => Math.round(v * 100) / 100 || 0;
export const ids = (list: Iterable<string>) => (list instanceof Set ? (list as Set<string>) : new Set(list));
/** A new map where the chosen seats went through `f`; the others are shared with the old map. */
export const mapSelected = (map: SeatMap, seatIds: Iterable<string>, f: (s: Seat) => Seat): SeatMap => {
  const chosen = ids(seatIds);
  return { ...map, seats: map.seats.map((s) => (chosen.has(s.id) ? f(s) : s)) };
};
