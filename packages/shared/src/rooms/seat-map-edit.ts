import { createIdFactory, generateSeatBlock } from './seat-block';
import type { RowLabelStyle, SeatBlockOptions } from './seat-block';
import { ids, round, SeatMapEditError } from './seat-map-edit-base';
import { areaPalette, type SeatMap, type SeatMapArea } from './seat-map.schema';

/**
 * The builder's editing operations: pure functions from a map to a new map, so that undo is a list of
 * snapshots and unchanged seats are shared between them. Seats keep their place in `seats` (except
 * deletions), so a selection indexed on the old map still designates the same seats afterwards.
 * Seat-level edits live in seat-map-seat-edits.ts, renumbering in seat-map-renumber.ts.
 */

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

/** Deletes seats, and the rows they leave empty (an empty row would be an invisible, unsellable label). */
export function deleteSeats(map: SeatMap, seatIds: Iterable<string>): SeatMap {
  const chosen = ids(seatIds);
  const seats = map.seats.filter((s) => !chosen.has(s.id));
  const used = new Set(seats.map((s) => s.rowId));
  return { ...map, seats, rows: map.rows.filter((r) => used.has(r.id)) };
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
