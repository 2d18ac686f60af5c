import type { SeatMapIndex } from '@encore/shared/rooms/seat-map-index';

/** A gap up to this many times the row's usual spacing still counts as "side by side"; wider is an aisle. */
const AISLE_FACTOR = 1.5;

/**
 * The row's seats in their order along the row: projected on the row's direction, perpendicular to where
 * its seats face on average (curved rows and turned blocks included).
 */
export function seatsAlongRow(index: SeatMapIndex, row: number): number[] {
  const seats = Array.from(index.rowSeats[row] ?? []);
  let fx = 0;
  let fy = 0;
  for (const s of seats) {
    const theta = ((index.map.seats[s]!.rotation ?? 0) * Math.PI) / 180;
    fx += Math.sin(theta);
    fy -= Math.cos(theta);
  }
  // The row runs perpendicular to the facing direction (facing up: the row runs left to right).
  const [ux, uy] = fx === 0 && fy === 0 ? [1, 0] : [-fy, fx];
  const along = (s: number) => index.xs[s]! * ux + index.ys[s]! * uy;
  return seats.sort((p, q) => along(p) - along(q));
}

const gap = (index: SeatMapIndex, p: number, q: number) =>
  Math.hypot(index.xs[p]! - index.xs[q]!, index.ys[p]! - index.ys[q]!);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/**
 * The best `count` seats: side by side in one row (no aisle, no taken seat between them), all `eligible`
 * (free and in the wanted category), whose middle is nearest the stage. Null when no row has that many.
 */
export function bestSeats(
  index: SeatMapIndex,
  eligible: Uint8Array,
  count: number,
  stage: { x: number; y: number },
): number[] | null {
  if (count < 1) return null;
  let best: number[] | null = null;
  let bestDistance = Infinity;
  for (let row = 0; row < index.rowSeats.length; row++) {
    const candidates = index.rowSeats[row]!;
    let free = 0;
    for (const s of candidates) free += eligible[s]!;
    if (free < count) continue; // most rows of a busy event: skip the sort
    const ordered = seatsAlongRow(index, row);
    const gaps = ordered.slice(1).map((s, k) => gap(index, ordered[k]!, s));
    const limit = median(gaps) * AISLE_FACTOR;
    let runStart = 0;
    for (let k = 0; k < ordered.length; k++) {
      const seat = ordered[k]!;
      if (!eligible[seat]) {
        runStart = k + 1;
        continue;
      }
      if (k > runStart && gaps[k - 1]! > limit) runStart = k;
      if (k - runStart + 1 < count) continue;
      const window = ordered.slice(k - count + 1, k + 1);
      let cx = 0;
      let cy = 0;
      for (const s of window) {
        cx += index.xs[s]!;
        cy += index.ys[s]!;
      }
      const distance = Math.hypot(cx / count - stage.x, cy / count - stage.y);
      if (distance < bestDistance) {
        bestDistance = distance;
        best = window;
      }
    }
  }
  return best;
}
