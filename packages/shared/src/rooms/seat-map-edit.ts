import { createIdFactory, generateSeatBlock, rowLabel, seatNumber } from './seat-block';
import type { RowLabelStyle, SeatBlockOptions, SeatNumbering } from './seat-block';
import {
  areaPalette,
  seatFlags,
  type Seat,
  type SeatFlag,
  type SeatMap,
  type SeatMapArea,
} from './seat-map.schema';

/**
 * The builder's editing operations: pure functions from a map to a new map, so that undo is a list of
 * snapshots and unchanged seats are shared between them. Seats keep their place in `seats` (except
 * deletions), so a selection indexed on the old map still designates the same seats afterwards.
 */

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
const round = (v: number) => Math.round(v * 100) / 100 || 0;
const ids = (list: Iterable<string>) => (list instanceof Set ? (list as Set<string>) : new Set(list));
const allIds = (map: SeatMap) => [...map.areas, ...map.rows, ...map.seats].map((x) => x.id);

/** Where a new block goes when no position is given: under everything already drawn, left-aligned. */
export function freePosition(map: SeatMap, gap: number): { x: number; y: number } {
  if (!map.seats.length) return { x: gap, y: gap };
  let minX = Infinity;
  let maxY = -Infinity;
  for (const s of map.seats) {
    minX = Math.min(minX, s.x);
    maxY = Math.max(maxY, s.y);
  }
  return { x: round(minX), y: round(maxY + gap) };
}

/** Adds a block; a row label already used in the area takes the new seats when their numbers are free. */
export function addBlock(
  map: SeatMap,
  options: Omit<SeatBlockOptions, 'x' | 'y'> & { x?: number; y?: number },
): { map: SeatMap; seatIds: string[] } {
  const position = freePosition(map, Math.max(options.rowSpacing, map.seatRadius * 4) * 2);
  const block = generateSeatBlock(
    { ...options, x: options.x ?? position.x, y: options.y ?? position.y },
    createIdFactory(allIds(map)),
  );
  const existing = new Map(map.rows.filter((r) => r.areaId === options.areaId).map((r) => [r.label, r]));
  const rowIdOf = new Map<string, string>();
  const rows = [...map.rows];
  for (const row of block.rows) {
    const twin = existing.get(row.label);
    if (twin) rowIdOf.set(row.id, twin.id);
    else rows.push(row);
  }
  const seats = block.seats.map((s) => {
    const twin = rowIdOf.get(s.rowId);
    return twin ? { ...s, rowId: twin } : s;
  });
  const taken = new Set(map.seats.map((s) => `${s.rowId}\u0000${s.label}`));
  for (const s of seats)
    if (taken.has(`${s.rowId}\u0000${s.label}`)) {
      const label = map.rows.find((r) => r.id === s.rowId)?.label ?? '';
      throw new SeatMapEditError('seatLabelTaken', `${label}${s.label}`);
    }
  return { map: { ...map, rows, seats: [...map.seats, ...seats] }, seatIds: seats.map((s) => s.id) };
}

/** Inverse of `rowLabel`: "C" is 3, "AA" 27, "12" 12; 0 for a label of another style. */
export function labelNumber(style: RowLabelStyle, label: string): number {
  if (style === 'numbers') return /^\d+$/.test(label) ? Number(label) : 0;
  if (!/^[A-Z]+$/.test(label)) return 0;
  return [...label].reduce((n, c) => n * 26 + c.charCodeAt(0) - 64, 0);
}

/** The row number after the highest one of an area, for the block form's "first row" default. */
export function nextRowNumber(map: SeatMap, areaId: string, style: RowLabelStyle): number {
  let n = 0;
  for (const r of map.rows) if (r.areaId === areaId) n = Math.max(n, labelNumber(style, r.label));
  return n + 1;
}

const mapSelected = (map: SeatMap, seatIds: Iterable<string>, f: (s: Seat) => Seat): SeatMap => {
  const chosen = ids(seatIds);
  return { ...map, seats: map.seats.map((s) => (chosen.has(s.id) ? f(s) : s)) };
};

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

const normalise = (deg: number) => {
  const d = (((deg + 180) % 360) + 360) % 360;
  return round(d - 180 === -180 ? 180 : d - 180);
};

/** Turns seats by `degrees` clockwise around the centre of their bounding box; seats turn with them. */
export function rotateSeats(map: SeatMap, seatIds: Iterable<string>, degrees: number): SeatMap {
  const chosen = ids(seatIds);
  const c = selectionCentre(map, chosen);
  if (!c) return map;
  const a = (degrees * Math.PI) / 180;
  const [cos, sin] = [Math.cos(a), Math.sin(a)];
  return mapSelected(map, chosen, (s) => {
    const [dx, dy] = [s.x - c.x, s.y - c.y];
    const rotation = normalise((s.rotation ?? 0) + degrees);
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

/** Deletes seats, and the rows they leave empty (an empty row would be an invisible, unsellable label). */
export function deleteSeats(map: SeatMap, seatIds: Iterable<string>): SeatMap {
  const chosen = ids(seatIds);
  const seats = map.seats.filter((s) => !chosen.has(s.id));
  const used = new Set(seats.map((s) => s.rowId));
  return { ...map, seats, rows: map.rows.filter((r) => used.has(r.id)) };
}

export interface RenumberOptions {
  numbering: SeatNumbering;
  /** Relabel the rows too, from `firstRow` in this style; absent keeps the row labels. */
  rowLabels?: RowLabelStyle;
  firstRow?: number;
}

/**
 * Re-applies a numbering to every row holding a selected seat, seen from the stage: seats ordered along
 * the row's direction (its seats' mean rotation), rows from the front (top) to the back, per area.
 */
export function renumber(map: SeatMap, seatIds: Iterable<string>, o: RenumberOptions): SeatMap {
  const chosen = ids(seatIds);
  const rowIds = new Set(map.seats.filter((s) => chosen.has(s.id)).map((s) => s.rowId));
  const byRow = new Map<string, Seat[]>([...rowIds].map((id) => [id, []]));
  for (const s of map.seats) byRow.get(s.rowId)?.push(s);
  const label = new Map<string, string>();
  const front = new Map<string, number>();
  for (const [rowId, seats] of byRow) {
    const a = ((seats.reduce((t, s) => t + (s.rotation ?? 0), 0) / seats.length) * Math.PI) / 180;
    const along = (s: Seat) => s.x * Math.cos(a) + s.y * Math.sin(a);
    [...seats]
      .sort((p, q) => along(p) - along(q))
      .forEach((s, i) => {
        label.set(s.id, String(seatNumber(o.numbering, i, seats.length)));
      });
    front.set(rowId, seats.reduce((t, s) => t + (-s.x * Math.sin(a) + s.y * Math.cos(a)), 0) / seats.length);
  }
  let rows = map.rows;
  if (o.rowLabels) {
    const style = o.rowLabels;
    const rowLabelOf = new Map<string, string>();
    for (const areaId of new Set(map.rows.filter((r) => rowIds.has(r.id)).map((r) => r.areaId))) {
      const mine = map.rows.filter((r) => r.areaId === areaId && rowIds.has(r.id));
      mine.sort((p, q) => front.get(p.id)! - front.get(q.id)!);
      mine.forEach((r, i) => rowLabelOf.set(r.id, rowLabel(style, (o.firstRow ?? 1) + i)));
      const others = new Set(
        map.rows.filter((r) => r.areaId === areaId && !rowIds.has(r.id)).map((r) => r.label),
      );
      for (const l of rowLabelOf.values()) if (others.has(l)) throw new SeatMapEditError('rowLabelTaken', l);
    }
    rows = map.rows.map((r) => (rowLabelOf.has(r.id) ? { ...r, label: rowLabelOf.get(r.id)! } : r));
  }
  return {
    ...map,
    rows,
    seats: map.seats.map((s) => (label.has(s.id) ? { ...s, label: label.get(s.id)! } : s)),
  };
}

/**
 * Moves seats to another area, each into the target's row of the same label (created when missing), so
 * "row C" stays row C; a seat whose number is already taken there stops the whole edit.
 */
export function assignToArea(map: SeatMap, seatIds: Iterable<string>, areaId: string): SeatMap {
  const chosen = ids(seatIds);
  const rowById = new Map(map.rows.map((r) => [r.id, r]));
  const target = new Map(map.rows.filter((r) => r.areaId === areaId).map((r) => [r.label, r.id]));
  const nextId = createIdFactory(allIds(map));
  const rows = [...map.rows];
  const taken = new Set(map.seats.filter((s) => !chosen.has(s.id)).map((s) => `${s.rowId}\u0000${s.label}`));
  const seats = map.seats.map((s) => {
    const row = rowById.get(s.rowId);
    if (!chosen.has(s.id) || !row || row.areaId === areaId) return s;
    let rowId = target.get(row.label);
    if (!rowId) {
      rowId = nextId('row');
      target.set(row.label, rowId);
      rows.push({ id: rowId, areaId, label: row.label });
    }
    const key = `${rowId}\u0000${s.label}`;
    if (taken.has(key)) throw new SeatMapEditError('seatLabelTaken', `${row.label}${s.label}`);
    taken.add(key);
    return { ...s, rowId };
  });
  return deleteSeats({ ...map, rows, seats }, []);
}

/** A new area with the first palette colour not used yet. */
export function addArea(map: SeatMap, name: string, colour?: string): { map: SeatMap; areaId: string } {
  const used = new Set(map.areas.map((a) => a.colour));
  const pick =
    colour ?? areaPalette.find((c) => !used.has(c)) ?? areaPalette[map.areas.length % areaPalette.length]!;
  const area = { id: createIdFactory(allIds(map))('area'), name: name.trim(), colour: pick };
  return { map: { ...map, areas: [...map.areas, area] }, areaId: area.id };
}

export const updateArea = (
  map: SeatMap,
  areaId: string,
  patch: Partial<Omit<SeatMapArea, 'id'>>,
): SeatMap => ({
  ...map,
  areas: map.areas.map((a) => (a.id === areaId ? { ...a, ...patch } : a)),
});

/** Deletes an area with its rows and seats (the builder confirms first and can undo). */
export function deleteArea(map: SeatMap, areaId: string): SeatMap {
  const rowIds = new Set(map.rows.filter((r) => r.areaId === areaId).map((r) => r.id));
  return {
    ...map,
    areas: map.areas.filter((a) => a.id !== areaId),
    rows: map.rows.filter((r) => !rowIds.has(r.id)),
    seats: map.seats.filter((s) => !rowIds.has(s.rowId)),
  };
}

export const setBackground = (map: SeatMap, background: SeatMap['background']): SeatMap => ({
  ...map,
  background,
});
