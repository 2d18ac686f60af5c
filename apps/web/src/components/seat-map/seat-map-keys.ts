import type { KeyboardEvent } from 'react';
import { opFromModifiers } from '@encore/shared/rooms/seat-selection';
import type { SeatMapRenderer } from './seat-map-renderer';
import { nearestSeat, nextSeatInDirection } from './seat-navigation';
import { clickSelection, type LatestProps } from './selection-target';
import { keepInView, panBy, toPlan, toScreen } from './view-transform';

const PAN_STEP = 60;
const ZOOM_STEP = 1.25;
const directions: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * Keys on the focused canvas (listed in the hint under the map): arrows move the focused seat and the view
 * follows it, Shift+arrows pan, Enter/Space select the focused seat's set (Shift adds, Ctrl/Cmd removes),
 * + and - zoom around the focused seat, 0 fits the map.
 */
export function handleSeatMapKey(
  e: KeyboardEvent,
  r: SeatMapRenderer,
  p: LatestProps,
  onFocusSeat: (seat: number) => void,
): void {
  const direction = directions[e.key];
  if (direction) {
    e.preventDefault();
    if (e.shiftKey) return r.setView(panBy(r.view, -direction[0] * PAN_STEP, -direction[1] * PAN_STEP));
    const seat =
      r.focus < 0
        ? nearestSeat(p.index, ...toPlan(r.view, r.width / 2, r.height / 2))
        : nextSeatInDirection(p.index, r.focus, ...direction);
    return moveFocus(r, p, seat, onFocusSeat);
  }
  if (e.key === 'Enter' || e.key === ' ') {
    e.preventDefault();
    if (r.focus < 0)
      return moveFocus(r, p, nearestSeat(p.index, ...toPlan(r.view, r.width / 2, r.height / 2)), onFocusSeat);
    if (!p.onSelectionChange) return;
    const next = clickSelection(p, r.focus, opFromModifiers(e));
    if (next) p.onSelectionChange(next);
    return;
  }
  const [cx, cy] =
    r.focus >= 0 ? toScreen(r.view, p.index.xs[r.focus]!, p.index.ys[r.focus]!) : [r.width / 2, r.height / 2];
  if (e.key === '+' || e.key === '=') r.zoom(ZOOM_STEP, cx, cy);
  else if (e.key === '-' || e.key === '_') r.zoom(1 / ZOOM_STEP, cx, cy);
  else if (e.key === '0') r.fit();
  else if (e.key === 'Escape' && r.focus >= 0) moveFocus(r, p, -1, onFocusSeat);
  else return;
  e.preventDefault();
}

function moveFocus(r: SeatMapRenderer, p: LatestProps, seat: number, onFocusSeat: (seat: number) => void) {
  r.focus = seat;
  if (seat >= 0) r.setView(keepInView(r.view, p.index.xs[seat]!, p.index.ys[seat]!, r.width, r.height));
  else r.invalidate();
  onFocusSeat(seat);
}
