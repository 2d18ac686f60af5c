import { useEffect, type RefObject } from 'react';
import { opFromModifiers, type SelectionOp } from '@encore/shared/rooms/seat-selection';
import type { SeatMapRenderer } from './seat-map-renderer';
import { clickSelection, rectSelection, type LatestProps } from './selection-target';
import { clamp, panBy, toPlan, zoomAt, type View } from './view-transform';

/** Below this many pixels of movement a press is a click, not a drag. */
const DRAG_THRESHOLD = 4;

type Gesture =
  | { kind: 'pan' | 'rect'; x0: number; y0: number; x: number; y: number; moved: boolean; op: SelectionOp }
  | { kind: 'pinch'; distance: number; mid: [number, number]; view: View };

/**
 * Mouse, pen and touch through pointer events: drag pans (or draws a rectangle with Shift, Ctrl/Cmd or the
 * rectangle tool), two pointers pinch-zoom, the wheel zooms around the cursor, a click selects by mode.
 */
export function useSeatMapPointer(
  canvasRef: RefObject<HTMLCanvasElement | null>,
  rendererRef: RefObject<SeatMapRenderer | null>,
  latest: RefObject<LatestProps>,
  onHover: (seat: number) => void,
) {
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const pointers = new Map<number, [number, number]>();
    let gesture: Gesture | null = null;
    const at = (e: { clientX: number; clientY: number }): [number, number] => {
      const box = canvas.getBoundingClientRect();
      return [e.clientX - box.left, e.clientY - box.top];
    };
    const pinchOf = (): Gesture => {
      const [a, b] = [...pointers.values()] as [[number, number], [number, number]];
      const distance = Math.max(1, Math.hypot(a[0] - b[0], a[1] - b[1]));
      return {
        kind: 'pinch',
        distance,
        mid: [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2],
        view: rendererRef.current!.view,
      };
    };
    const commit = (next: Uint8Array | null) => {
      if (next) latest.current.onSelectionChange?.(next);
    };
    const hover = (seat: number) => {
      const r = rendererRef.current!;
      if (r.hover === seat) return;
      r.hover = seat;
      r.invalidate();
      onHover(seat);
    };

    const down = (e: PointerEvent) => {
      if (e.button !== 0 || !rendererRef.current) return;
      try {
        canvas.setPointerCapture(e.pointerId); // keeps the drag when the pointer leaves the canvas
      } catch {
        /* synthetic events have no active pointer to capture */
      }
      pointers.set(e.pointerId, at(e));
      if (pointers.size === 2) gesture = pinchOf();
      if (pointers.size !== 1) return;
      const [x, y] = at(e);
      const modifiers = e.shiftKey || e.ctrlKey || e.metaKey;
      const kind = latest.current.rectMode || modifiers ? 'rect' : 'pan';
      gesture = { kind, x0: x, y0: y, x, y, moved: false, op: opFromModifiers(e) };
    };
    const move = (e: PointerEvent) => {
      const r = rendererRef.current;
      if (!r) return;
      const [x, y] = at(e);
      if (!gesture || !pointers.has(e.pointerId)) {
        const [px, py] = toPlan(r.view, x, y);
        return hover(latest.current.index.hitTest(px, py, 3 / r.view.scale));
      }
      pointers.set(e.pointerId, [x, y]);
      if (gesture.kind === 'pinch') {
        if (pointers.size < 2) return;
        const now = pinchOf() as Extract<Gesture, { kind: 'pinch' }>;
        const limits = r.limits();
        const scale = clamp(gesture.view.scale * (now.distance / gesture.distance), limits.min, limits.max);
        const [px, py] = toPlan(gesture.view, ...gesture.mid);
        return r.setView({ scale, tx: now.mid[0] - px * scale, ty: now.mid[1] - py * scale });
      }
      if (!gesture.moved && Math.hypot(x - gesture.x0, y - gesture.y0) < DRAG_THRESHOLD) return;
      if (!gesture.moved) hover(-1);
      gesture.moved = true;
      if (gesture.kind === 'pan') r.setView(panBy(r.view, x - gesture.x, y - gesture.y));
      else {
        r.rect = [gesture.x0, gesture.y0, x, y];
        r.invalidate();
      }
      gesture.x = x;
      gesture.y = y;
    };
    const up = (e: PointerEvent) => {
      const r = rendererRef.current;
      if (!pointers.delete(e.pointerId) || !r || !gesture) return;
      const g = gesture;
      gesture = null;
      if (g.kind === 'pinch') return;
      const [x, y] = at(e);
      if (g.kind === 'rect' && g.moved) {
        r.rect = null;
        r.invalidate();
        const [ax, ay] = toPlan(r.view, g.x0, g.y0);
        const [bx, by] = toPlan(r.view, x, y);
        return commit(rectSelection(latest.current, [ax, ay, bx, by], g.op));
      }
      if (g.moved) return;
      const [px, py] = toPlan(r.view, x, y);
      const seat = latest.current.index.hitTest(px, py, 3 / r.view.scale);
      if (seat >= 0) r.focus = seat;
      commit(clickSelection(latest.current, seat, g.op));
    };
    const cancel = (e: PointerEvent) => {
      pointers.delete(e.pointerId);
      gesture = null;
      const r = rendererRef.current;
      if (r?.rect) {
        r.rect = null;
        r.invalidate();
      }
    };
    const wheel = (e: WheelEvent) => {
      const r = rendererRef.current;
      if (!r) return;
      e.preventDefault();
      const [x, y] = at(e);
      // Pixel and line deltas differ by ~16x; exp() makes successive small steps compose smoothly.
      const delta = e.deltaMode === 1 ? e.deltaY * 16 : e.deltaY;
      r.setView(zoomAt(r.view, Math.exp(-delta * 0.0015), x, y, r.limits()));
    };
    const leave = () => {
      if (!gesture && rendererRef.current) hover(-1);
    };
    canvas.addEventListener('pointerdown', down);
    canvas.addEventListener('pointermove', move);
    canvas.addEventListener('pointerup', up);
    canvas.addEventListener('pointercancel', cancel);
    canvas.addEventListener('pointerleave', leave);
    canvas.addEventListener('wheel', wheel, { passive: false });
    return () => {
      canvas.removeEventListener('pointerdown', down);
      canvas.removeEventListener('pointermove', move);
      canvas.removeEventListener('pointerup', up);
      canvas.removeEventListener('pointercancel', cancel);
      canvas.removeEventListener('pointerleave', leave);
      canvas.removeEventListener('wheel', wheel);
    };
  }, [canvasRef, rendererRef, latest, onHover]);
}
