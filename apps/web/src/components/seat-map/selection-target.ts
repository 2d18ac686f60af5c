import type { SeatMapIndex } from '@encore/shared/rooms/seat-map-index';
import {
  applySelection,
  selectByMode,
  seatsInRect,
  type SeatSelection,
  type SelectionMode,
  type SelectionOp,
} from '@encore/shared/rooms/seat-selection';

/** What the viewer's event handlers read at event time (a ref, so listeners are bound once). */
export interface LatestProps {
  index: SeatMapIndex;
  selection: SeatSelection;
  onSelectionChange?: (next: SeatSelection) => void;
  mode: SelectionMode;
  rectMode: boolean;
}

/** A click on `seat` (or on empty floor, seat = -1, which clears a plain selection). */
export function clickSelection(p: LatestProps, seat: number, op: SelectionOp): SeatSelection | null {
  if (seat >= 0) return selectByMode(p.index, p.selection, p.mode, seat, op);
  if (op === 'replace' && p.selection.includes(1)) return new Uint8Array(p.selection.length);
  return null;
}

/** A rectangle drawn on the plan: its seats replace, join or leave the selection. */
export function rectSelection(
  p: LatestProps,
  plan: [number, number, number, number],
  op: SelectionOp,
): SeatSelection {
  return applySelection(p.selection, seatsInRect(p.index, ...plan), op);
}
