import type { SeatMapIndex } from '@encore/shared/rooms/seat-map-index';
import type { SeatMapBackground } from '@encore/shared/rooms/seat-map.schema';

/** The drawing's own size: its viewBox, else its width/height attributes, else a 4:3 guess. */
export async function svgSize(file: Blob): Promise<{ width: number; height: number }> {
  const doc = new DOMParser().parseFromString(await file.text(), 'image/svg+xml');
  const svg = doc.documentElement;
  const box = (svg.getAttribute('viewBox') ?? '').split(/[\s,]+/).map(Number);
  if (box.length === 4 && box[2]! > 0 && box[3]! > 0) return { width: box[2]!, height: box[3]! };
  const width = parseFloat(svg.getAttribute('width') ?? '');
  const height = parseFloat(svg.getAttribute('height') ?? '');
  return width > 0 && height > 0 ? { width, height } : { width: 1000, height: 750 };
}

const round = (v: number) => Math.round(v * 100) / 100;

/**
 * A first placement for a new background: over the seats with a margin when there are some (the usual
 * case is a hall drawn around them), else at the drawing's own size at the origin.
 */
export function initialBackground(
  index: SeatMapIndex,
  size: { width: number; height: number },
): SeatMapBackground {
  if (!index.count) return { x: 0, y: 0, width: round(size.width), height: round(size.height) };
  const b = index.bounds;
  const wanted = { width: (b.maxX - b.minX) * 1.3, height: (b.maxY - b.minY) * 1.3 };
  const scale = Math.max(wanted.width / size.width, wanted.height / size.height);
  const width = round(size.width * scale);
  const height = round(size.height * scale);
  return { x: round((b.minX + b.maxX - width) / 2), y: round((b.minY + b.maxY - height) / 2), width, height };
}
