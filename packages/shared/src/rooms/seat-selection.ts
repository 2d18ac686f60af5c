import type { SeatMapIndex } from './seat-map-index';

/** The spec's selection modes: whole area, column, row or single seat (plus rectangles, below). */
export const selectionModes = ['area', 'column', 'row', 'seat'] as const;
export type SelectionMode = (typeof selectionModes)[number];

/** Replace the selection, add to it (Shift) or remove from it (Ctrl / Cmd). */
export type SelectionOp = 'replace' | 'add' | 'remove';

/**
 * A selection is one byte per seat (1 = selected), indexed like the SeatMapIndex: drawing 100,000 seats
 * reads it without hashing, and a copy costs 100 kB. Operations return a new array so that React state
 * and undo history can keep the old one.
 */
export type SeatSelection = Uint8Array;

export const emptySelection = (index: SeatMapIndex): SeatSelection => new Uint8Array(index.count);

export function opFromModifiers(e: {
  shiftKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
}): SelectionOp {
  if (e.ctrlKey || e.metaKey) return 'remove';
  if (e.shiftKey) return 'add';
  return 'replace';
}

/** The seats a click on `seat` designates in `mode`. */
export function seatsForMode(index: SeatMapIndex, mode: SelectionMode, seat: number): ArrayLike<number> {
  if (seat < 0 || seat >= index.count) return [];
  switch (mode) {
    case 'area':
      return index.areaSeats[index.areaOf[seat]!] ?? [];
    case 'row':
      return index.rowSeats[index.rowOf[seat]!] ?? [];
    case 'column':
      return index.columnSeats(seat);
    case 'seat':
      return [seat];
  }
}

/** Seats whose centre lies in a rectangle drawn on the plan. */
export function seatsInRect(index: SeatMapIndex, x0: number, y0: number, x1: number, y1: number): number[] {
  const found: number[] = [];
  index.forEachInRect(x0, y0, x1, y1, (i) => found.push(i));
  return found;
}

export function applySelection(
  current: SeatSelection,
  seats: ArrayLike<number>,
  op: SelectionOp,
): SeatSelection {
  const next = op === 'replace' ? new Uint8Array(current.length) : current.slice();
  const value = op === 'remove' ? 0 : 1;
  for (let k = 0; k < seats.length; k++) next[seats[k]!] = value;
  return next;
}

/** Convenience for a click: the seats designated by `mode`, combined with `op`. */
export function selectByMode(
  index: SeatMapIndex,
  current: SeatSelection,
  mode: SelectionMode,
  seat: number,
  op: SelectionOp,
): SeatSelection {
  return applySelection(current, seatsForMode(index, mode, seat), op);
}

export function selectedCount(selection: SeatSelection): number {
  let n = 0;
  for (let i = 0; i < selection.length; i++) n += selection[i]!;
  return n;
}

export function selectionToIds(index: SeatMapIndex, selection: SeatSelection): string[] {
  const ids: string[] = [];
  for (let i = 0; i < selection.length; i++) if (selection[i]) ids.push(index.ids[i]!);
  return ids;
}

/** Unknown ids are ignored: a selection saved before a seat was deleted still loads. */
export function selectionFromIds(index: SeatMapIndex, ids: Iterable<string>): SeatSelection {
  const selection = emptySelection(index);
  for (const id of ids) {
    const i = index.indexOf(id);
    if (i >= 0) selection[i] = 1;
  }
  return selection;
}
