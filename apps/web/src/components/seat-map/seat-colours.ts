import type { SeatMapIndex } from '@encore/shared/rooms/seat-map-index';

/**
 * Seat colours reduced to a small palette: one palette index per seat (Uint16Array) plus the distinct
 * colours. Drawing then batches seats per colour (one path per colour per frame) and never calls the
 * caller's function in the frame loop.
 */
export interface SeatColours {
  of: Uint16Array;
  palette: string[];
  /** Packed ABGR (little-endian RGBA bytes) for direct pixel writes, normal and selected (darker). */
  rgba: Uint32Array;
  rgbaSelected: Uint32Array;
}

/** #rgb, #rrggbb, rgb()/rgba(): what callers give; anything else resolves through a canvas, if any. */
export function parseColour(colour: string): [number, number, number] {
  const c = colour.trim();
  let m = /^#([0-9a-f]{6})$/i.exec(c);
  if (m) {
    const v = parseInt(m[1]!, 16);
    return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
  }
  m = /^#([0-9a-f]{3})$/i.exec(c);
  if (m) return [...m[1]!].map((h) => parseInt(h + h, 16)) as [number, number, number];
  m = /^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)/i.exec(c);
  if (m) return [Number(m[1]), Number(m[2]), Number(m[3])];
  return resolveThroughCanvas(c);
}

function resolveThroughCanvas(colour: string): [number, number, number] {
  if (typeof document === 'undefined') return [128, 128, 128];
  const ctx = document.createElement('canvas').getContext('2d');
  if (!ctx) return [128, 128, 128];
  ctx.fillStyle = '#808080';
  ctx.fillStyle = colour;
  const normalised = String(ctx.fillStyle);
  return normalised.startsWith('#') || normalised.startsWith('rgb')
    ? parseColour(normalised)
    : [128, 128, 128];
}

/** Selected seats are darker (about 40% towards black) and ringed: both, so colour is not the only cue. */
export const darken = ([r, g, b]: [number, number, number], amount = 0.4): [number, number, number] => [
  Math.round(r * (1 - amount)),
  Math.round(g * (1 - amount)),
  Math.round(b * (1 - amount)),
];

export const toCss = ([r, g, b]: [number, number, number]) => `rgb(${r}, ${g}, ${b})`;
export const packRgba = ([r, g, b]: [number, number, number]) =>
  ((255 << 24) | (b << 16) | (g << 8) | r) >>> 0;

export function computeSeatColours(index: SeatMapIndex, seatColour?: (seat: number) => string): SeatColours {
  const of = new Uint16Array(index.count);
  let palette: string[];
  if (!seatColour) {
    // The default (area colours) needs no per-seat call at all.
    palette = index.map.areas.map((a) => a.colour);
    for (let i = 0; i < index.count; i++) of[i] = index.areaOf[i]!;
  } else {
    const slot = new Map<string, number>();
    palette = [];
    for (let i = 0; i < index.count; i++) {
      const colour = seatColour(i);
      let k = slot.get(colour);
      if (k === undefined) {
        k = palette.length;
        palette.push(colour);
        slot.set(colour, k);
      }
      of[i] = k;
    }
  }
  const rgb = palette.map(parseColour);
  return {
    of,
    palette,
    rgba: Uint32Array.from(rgb.map(packRgba)),
    rgbaSelected: Uint32Array.from(rgb.map((c) => packRgba(darken(c)))),
  };
}
