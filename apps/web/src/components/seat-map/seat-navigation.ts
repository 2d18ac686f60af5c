import type { SeatMapIndex } from '@encore/shared/rooms/seat-map-index';

/**
 * The seat an arrow key moves the keyboard focus to: the nearest seat lying in that direction, preferring
 * seats straight ahead (sideways distance counts double). Geometric rather than row/number based, so it
 * follows curved and rotated blocks as the eye sees them. The search grows until a seat is found.
 */
export function nextSeatInDirection(index: SeatMapIndex, from: number, dx: number, dy: number): number {
  if (from < 0 || from >= index.count) return index.count ? 0 : -1;
  const x = index.xs[from]!;
  const y = index.ys[from]!;
  const { minX, minY, maxX, maxY } = index.bounds;
  const span = Math.max(maxX - minX, maxY - minY);
  const minAhead = index.map.seatRadius * 0.5;
  for (let reach = index.map.seatRadius * 4; ; reach *= 2) {
    let best = -1;
    let bestScore = Infinity;
    index.forEachInRect(x - reach, y - reach, x + reach, y + reach, (i) => {
      const ox = index.xs[i]! - x;
      const oy = index.ys[i]! - y;
      const ahead = ox * dx + oy * dy;
      if (i === from || ahead < minAhead) return;
      const side = Math.abs(ox * dy - oy * dx);
      // Only seats within a 60-degree cone-ish region: otherwise "down" would jump sideways along a row.
      if (side > ahead * 1.8) return;
      const score = ahead + 2 * side;
      if (score < bestScore) {
        bestScore = score;
        best = i;
      }
    });
    if (best >= 0 || reach > span) return best >= 0 ? best : from;
  }
}

/** The seat nearest to a plan point (the keyboard focus starts there: the centre of the view). */
export function nearestSeat(index: SeatMapIndex, x: number, y: number): number {
  if (!index.count) return -1;
  const { minX, minY, maxX, maxY } = index.bounds;
  const span = Math.max(maxX - minX, maxY - minY, 1);
  for (let reach = index.map.seatRadius * 4; ; reach *= 2) {
    const seat = index.hitTest(x, y, reach);
    if (seat >= 0 || reach > span * 2) return seat >= 0 ? seat : 0;
  }
}
