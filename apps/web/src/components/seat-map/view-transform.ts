/**
 * The viewer's camera: a uniform scale and a translation, screen = plan * scale + offset (CSS pixels).
 * Pure functions so the maths is unit-tested without a canvas (jsdom has none).
 */
export interface View {
  scale: number;
  tx: number;
  ty: number;
}

export interface Rect {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** Zoom limits relative to the fit scale: never lose the whole map, never zoom past a seat filling the view. */
export interface ZoomLimits {
  min: number;
  max: number;
}

export const identityView: View = { scale: 1, tx: 0, ty: 0 };

export const toScreen = (v: View, x: number, y: number): [number, number] => [
  x * v.scale + v.tx,
  y * v.scale + v.ty,
];

export const toPlan = (v: View, sx: number, sy: number): [number, number] => [
  (sx - v.tx) / v.scale,
  (sy - v.ty) / v.scale,
];

export const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The view showing the whole rectangle centred in a `width` x `height` viewport with `padding` around it. */
export function fitView(bounds: Rect, width: number, height: number, padding = 16): View {
  const w = Math.max(1e-6, bounds.maxX - bounds.minX);
  const h = Math.max(1e-6, bounds.maxY - bounds.minY);
  const availableW = Math.max(1, width - 2 * padding);
  const availableH = Math.max(1, height - 2 * padding);
  const scale = Math.min(availableW / w, availableH / h);
  return {
    scale,
    tx: width / 2 - ((bounds.minX + bounds.maxX) / 2) * scale,
    ty: height / 2 - ((bounds.minY + bounds.maxY) / 2) * scale,
  };
}

/** Zoom by `factor` keeping the plan point under screen point (sx, sy) where it is (wheel, pinch, buttons). */
export function zoomAt(v: View, factor: number, sx: number, sy: number, limits?: ZoomLimits): View {
  const scale = limits ? clamp(v.scale * factor, limits.min, limits.max) : v.scale * factor;
  const [px, py] = toPlan(v, sx, sy);
  return { scale, tx: sx - px * scale, ty: sy - py * scale };
}

export const panBy = (v: View, dx: number, dy: number): View => ({ ...v, tx: v.tx + dx, ty: v.ty + dy });

/** Limits from the fit scale: a quarter of it at least, and a seat at most ~1/4 of the viewport's shorter side. */
export function zoomLimits(fitScale: number, seatRadius: number, width: number, height: number): ZoomLimits {
  const min = fitScale / 4;
  const max = Math.max(fitScale * 2, Math.min(width, height) / 4 / Math.max(1e-6, 2 * seatRadius));
  return { min, max };
}

/** The plan rectangle visible through the viewport (for culling). */
export function visiblePlanRect(v: View, width: number, height: number, margin = 0): Rect {
  const [x0, y0] = toPlan(v, -margin, -margin);
  const [x1, y1] = toPlan(v, width + margin, height + margin);
  return { minX: x0, minY: y0, maxX: x1, maxY: y1 };
}

/** Pan so that the plan point (x, y) is inside the viewport with `margin` pixels around it. */
export function keepInView(v: View, x: number, y: number, width: number, height: number, margin = 40): View {
  const [sx, sy] = toScreen(v, x, y);
  const dx = sx < margin ? margin - sx : sx > width - margin ? width - margin - sx : 0;
  const dy = sy < margin ? margin - sy : sy > height - margin ? height - margin - sy : 0;
  return dx || dy ? panBy(v, dx, dy) : v;
}

/**
 * What "fit" shows: the seats and the hall drawn behind them (a stage above the first row would be cut
 * off if only the seats counted). A map without seats fits its background alone.
 */
export function planBounds(
  seats: Rect,
  seatCount: number,
  background: { x: number; y: number; width: number; height: number } | null,
): Rect {
  if (!background) return seats;
  const hall = {
    minX: background.x,
    minY: background.y,
    maxX: background.x + background.width,
    maxY: background.y + background.height,
  };
  if (!seatCount) return hall;
  return {
    minX: Math.min(seats.minX, hall.minX),
    minY: Math.min(seats.minY, hall.minY),
    maxX: Math.max(seats.maxX, hall.maxX),
    maxY: Math.max(seats.maxY, hall.maxY),
  };
}
