import type { Seat, SeatMapRow } from './seat-map.schema';

export const rowLabelStyles = ['letters', 'numbers'] as const;
export type RowLabelStyle = (typeof rowLabelStyles)[number];

/**
 * How seats of a row are numbered, seen from the stage at the top of the plan:
 * `ltr` 1, 2, 3... from the left; `rtl` from the right; `odd-even` the French theatre habit, odd numbers
 * on the left and even numbers on the right, both growing from the centre aisle outwards.
 */
export const seatNumberings = ['ltr', 'rtl', 'odd-even'] as const;
export type SeatNumbering = (typeof seatNumberings)[number];

export interface SeatBlockOptions {
  areaId: string;
  /** Top-left seat centre of the block, plan units. */
  x: number;
  y: number;
  rows: number;
  seatsPerRow: number;
  seatSpacing: number;
  rowSpacing: number;
  rowLabels: RowLabelStyle;
  /** First row label: 1 is "A" with letters, "1" with numbers. */
  firstRow?: number;
  numbering: SeatNumbering;
  /** Radius of the first row's arc, centred towards the stage; absent or 0 = straight rows. */
  arcRadius?: number;
  /** Block rotation in degrees around its first seat. */
  rotation?: number;
}

/** A, B, ... Z, AA, AB, ... (spreadsheet style). */
export function letterLabel(n: number): string {
  let label = '';
  for (let k = n; k > 0; k = Math.floor((k - 1) / 26))
    label = String.fromCharCode(65 + ((k - 1) % 26)) + label;
  return label;
}

export function rowLabel(style: RowLabelStyle, n: number): string {
  return style === 'letters' ? letterLabel(n) : String(n);
}

/** The number printed on the seat at position `i` (0 = leftmost) of a row of `count` seats. */
export function seatNumber(numbering: SeatNumbering, i: number, count: number): number {
  if (numbering === 'ltr') return i + 1;
  if (numbering === 'rtl') return count - i;
  const half = Math.ceil(count / 2);
  // Left half: odd numbers growing leftwards from the centre; right half: even numbers growing rightwards.
  return i < half ? 2 * (half - i) - 1 : 2 * (i - half + 1);
}

const round = (v: number) => Math.round(v * 100) / 100;
/** Angles kept in (-180, 180]: a curved block rotated by 350 degrees must not yield 370, which the schema refuses. */
export const normaliseAngle = (degrees: number) => {
  const a = ((degrees % 360) + 360) % 360;
  return a > 180 ? a - 360 : a;
};

/**
 * Rows and seats of a rectangular or curved block. Ids come from `nextId` so the caller keeps them unique
 * and stable across the whole map.
 */
export function generateSeatBlock(
  o: SeatBlockOptions,
  nextId: (kind: 'row' | 'seat') => string,
): { rows: SeatMapRow[]; seats: Seat[] } {
  const rows: SeatMapRow[] = [];
  const seats: Seat[] = [];
  const width = (o.seatsPerRow - 1) * o.seatSpacing;
  const angle = ((o.rotation ?? 0) * Math.PI) / 180;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const place = (dx: number, dy: number) => ({
    x: round(o.x + dx * cos - dy * sin),
    y: round(o.y + dx * sin + dy * cos),
  });
  for (let r = 0; r < o.rows; r++) {
    const row: SeatMapRow = {
      id: nextId('row'),
      areaId: o.areaId,
      label: rowLabel(o.rowLabels, (o.firstRow ?? 1) + r),
    };
    rows.push(row);
    for (let i = 0; i < o.seatsPerRow; i++) {
      let dx = i * o.seatSpacing;
      let dy = r * o.rowSpacing;
      let turn = 0;
      if (o.arcRadius && o.arcRadius > 0) {
        // Seats keep their spacing along the arc; each row's arc is centred above the block, towards the stage.
        const radius = o.arcRadius + r * o.rowSpacing;
        const theta = (i * o.seatSpacing - width / 2) / radius;
        dx = width / 2 + radius * Math.sin(theta);
        dy = radius * Math.cos(theta) - o.arcRadius;
        turn = (-theta * 180) / Math.PI;
      }
      const rotation = round(normaliseAngle(turn + (o.rotation ?? 0)));
      seats.push({
        id: nextId('seat'),
        rowId: row.id,
        label: String(seatNumber(o.numbering, i, o.seatsPerRow)),
        ...place(dx, dy),
        ...(rotation ? { rotation } : {}),
      });
    }
  }
  return { rows, seats };
}

/** Short ids unique within a map: a prefix per kind and a counter that starts after the map's highest. */
export function createIdFactory(existing: Iterable<string>): (kind: 'area' | 'row' | 'seat') => string {
  const prefix = { area: 'a', row: 'r', seat: 's' } as const;
  let counter = 0;
  for (const id of existing) {
    const m = /^[ars](\d+)$/.exec(id);
    if (m) counter = Math.max(counter, Number(m[1]));
  }
  return (kind) => `${prefix[kind]}${++counter}`;
}
