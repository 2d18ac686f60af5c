import type { SeatMapIndex } from '@encore/shared/rooms/seat-map-index';
import type { SeatSelection } from '@encore/shared/rooms/seat-selection';
import type { SeatColours } from './seat-colours';
import { visiblePlanRect, type View } from './view-transform';

export interface DrawTheme {
  ring: string;
  ringRgba: number;
  labelDark: string;
  labelLight: string;
}

export interface SeatLayerInput {
  index: SeatMapIndex;
  colours: SeatColours;
  selection: SeatSelection;
  view: View;
  /** Viewport in CSS pixels and the device pixel ratio. */
  width: number;
  height: number;
  dpr: number;
  theme: DrawTheme;
}

/** Below this radius in device pixels a seat is a few pixels: written straight into an ImageData. */
export const PIXEL_MODE_MAX_RADIUS = 2.5;
/** From this radius (CSS pixels) seats are circles rather than squares. */
const CIRCLE_MIN_RADIUS = 4;
/** From this radius (CSS pixels) seat numbers are readable and drawn. */
export const LABEL_MIN_RADIUS = 8;

/**
 * Level of detail, far: one square of pixels per seat written into a reused 32-bit buffer. 100,000 seats
 * cost a couple of milliseconds, where 100,000 path operations rasterised by Skia on the CPU cost tens.
 */
export function drawSeatPixels(buffer: ImageData, input: SeatLayerInput): void {
  const { index, colours, selection, view, dpr, theme } = input;
  const pixels = new Uint32Array(buffer.data.buffer);
  const w = buffer.width;
  const h = buffer.height;
  pixels.fill(0);
  const s = view.scale * dpr;
  const size = Math.max(1, Math.floor(2 * index.map.seatRadius * s));
  const half = size / 2;
  const ox = view.tx * dpr - half;
  const oy = view.ty * dpr - half;
  const { xs, ys } = index;
  const { of, rgba, rgbaSelected } = colours;
  for (let i = 0; i < index.count; i++) {
    const x0 = Math.round(xs[i]! * s + ox);
    const y0 = Math.round(ys[i]! * s + oy);
    if (x0 < 0 || y0 < 0 || x0 + size > w || y0 + size > h) continue;
    const selected = selection[i] === 1;
    const fill = selected ? (size < 3 ? theme.ringRgba : rgbaSelected[of[i]!]!) : rgba[of[i]!]!;
    for (let dy = 0; dy < size; dy++) {
      const rowStart = (y0 + dy) * w + x0;
      const edgeRow = dy === 0 || dy === size - 1;
      for (let dx = 0; dx < size; dx++)
        pixels[rowStart + dx] =
          selected && size >= 3 && (edgeRow || dx === 0 || dx === size - 1) ? theme.ringRgba : fill;
    }
  }
}

/**
 * Level of detail, near: only the visible seats (grid query), batched into one Path2D per colour and per
 * selected colour, so a frame issues a handful of fills whatever the number of seats.
 */
export function drawSeatPaths(ctx: CanvasRenderingContext2D, input: SeatLayerInput): void {
  const { index, colours, selection, view, width, height, dpr, theme } = input;
  const r = index.map.seatRadius;
  const radiusPx = r * view.scale;
  const circles = radiusPx >= CIRCLE_MIN_RADIUS;
  const drawn = circles ? r * 0.92 : r * 0.85;
  const plain: (Path2D | undefined)[] = [];
  const chosen: (Path2D | undefined)[] = [];
  const ring = new Path2D();
  const visible: number[] = [];
  const box = visiblePlanRect(view, width, height, radiusPx + 2);
  index.forEachInRect(box.minX, box.minY, box.maxX, box.maxY, (i) => {
    const k = colours.of[i]!;
    const selected = selection[i] === 1;
    const list = selected ? chosen : plain;
    const path = (list[k] ??= new Path2D());
    const x = index.xs[i]!;
    const y = index.ys[i]!;
    if (circles) {
      path.moveTo(x + drawn, y);
      path.arc(x, y, drawn, 0, Math.PI * 2);
      if (selected) {
        ring.moveTo(x + drawn, y);
        ring.arc(x, y, drawn, 0, Math.PI * 2);
      }
    } else {
      path.rect(x - drawn, y - drawn, drawn * 2, drawn * 2);
      if (selected) ring.rect(x - drawn, y - drawn, drawn * 2, drawn * 2);
    }
    visible.push(i);
  });
  ctx.setTransform(view.scale * dpr, 0, 0, view.scale * dpr, view.tx * dpr, view.ty * dpr);
  plain.forEach((path, k) => {
    if (!path) return;
    ctx.fillStyle = colours.palette[k]!;
    ctx.fill(path);
  });
  chosen.forEach((path, k) => {
    if (!path) return;
    ctx.fillStyle = cssOf(colours.rgbaSelected[k]!);
    ctx.fill(path);
  });
  ctx.strokeStyle = theme.ring;
  ctx.lineWidth = Math.max(1.5, radiusPx * 0.22) / view.scale;
  ctx.stroke(ring);
  if (radiusPx >= LABEL_MIN_RADIUS) drawLabels(ctx, input, visible, drawn);
}

function drawLabels(ctx: CanvasRenderingContext2D, input: SeatLayerInput, seats: number[], r: number) {
  const { index, colours, selection, theme } = input;
  ctx.font = `600 ${r * 0.95}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  const seatList = index.map.seats;
  // Flag marks are batched per text colour: two extra fills a frame at most, and only at this level.
  const tones = [theme.labelDark, theme.labelLight];
  const marks = [new Path2D(), new Path2D()];
  for (const i of seats) {
    const packed = selection[i] ? colours.rgbaSelected[colours.of[i]!]! : colours.rgba[colours.of[i]!]!;
    const tone = luminance(packed) > DARK_TEXT_ABOVE ? 0 : 1;
    const [x, y, seat] = [index.xs[i]!, index.ys[i]!, seatList[i]!];
    ctx.fillStyle = tones[tone]!;
    ctx.fillText(seat.label, x, y + r * 0.05, r * 1.8);
    if (seat.flags?.length) flagMark(marks[tone]!, x, y, r, seat.flags.includes('wheelchair'));
  }
  for (const tone of [0, 1]) {
    ctx.fillStyle = tones[tone]!;
    ctx.fill(marks[tone]!);
  }
}

/** A notch above the number, as paths (glyphs vary by font): a square for wheelchair, else a triangle. */
function flagMark(path: Path2D, x: number, y: number, r: number, wheelchair: boolean) {
  if (wheelchair) return path.rect(x - r * 0.2, y - r * 0.88, r * 0.4, r * 0.36);
  path.moveTo(x - r * 0.28, y - r * 0.86);
  path.lineTo(x + r * 0.28, y - r * 0.86);
  path.lineTo(x, y - r * 0.5);
  path.closePath();
}

/** Above this luminance black text contrasts more than white: sqrt(1.05 * 0.05) - 0.05 (WCAG ratios). */
const DARK_TEXT_ABOVE = 0.179;

/** Relative luminance of a packed colour, to pick black or white seat numbers (WCAG formula, simplified). */
export function luminance(packed: number): number {
  const channel = (v: number) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return (
    0.2126 * channel(packed & 255) +
    0.7152 * channel((packed >> 8) & 255) +
    0.0722 * channel((packed >> 16) & 255)
  );
}

export const cssOf = (packed: number) =>
  `rgb(${packed & 255}, ${(packed >> 8) & 255}, ${(packed >> 16) & 255})`;
