import type { SeatMapIndex } from '@encore/shared/rooms/seat-map-index';

/**
 * Where the stage is, read from the seats themselves: a seat's rotation says where it faces (0 = the top of
 * the plan), so the stage is the point nearest to every seat's line of sight (least squares). An arena's
 * blocks all face the floor: their lines meet at its centre. Rows that all face the same way (parallel
 * lines, no single meeting point) fall back to the middle of the plan's top edge, where the schema puts it.
 */
export function stagePoint(index: SeatMapIndex): { x: number; y: number } {
  const { bounds } = index;
  const fallback = { x: (bounds.minX + bounds.maxX) / 2, y: bounds.minY };
  // Normal equations of sum over seats of the squared distance to the seat's line: A x = b, A = sum(I - d d^T).
  let a11 = 0;
  let a12 = 0;
  let a22 = 0;
  let b1 = 0;
  let b2 = 0;
  const seats = index.map.seats;
  for (let i = 0; i < index.count; i++) {
    const theta = ((seats[i]!.rotation ?? 0) * Math.PI) / 180;
    const dx = Math.sin(theta);
    const dy = -Math.cos(theta);
    const m11 = 1 - dx * dx;
    const m12 = -dx * dy;
    const m22 = 1 - dy * dy;
    const x = index.xs[i]!;
    const y = index.ys[i]!;
    a11 += m11;
    a12 += m12;
    a22 += m22;
    b1 += m11 * x + m12 * y;
    b2 += m12 * x + m22 * y;
  }
  const det = a11 * a22 - a12 * a12;
  // Nearly parallel lines: the meeting point is far away or nowhere; the plan's top is the better guess.
  if (index.count === 0 || det < 1e-3 * index.count * index.count) return fallback;
  return { x: (a22 * b1 - a12 * b2) / det, y: (a11 * b2 - a12 * b1) / det };
}
