import type { SeatMapIndex } from '@encore/shared/rooms/seat-map-index';
import type { SelectionMode } from '@encore/shared/rooms/seat-selection';
import type { SeatMapRenderer } from '@/components/seat-map/seat-map-renderer';
import { toScreen } from '@/components/seat-map/view-transform';
import { drawSeatPaths } from '@/components/seat-map/draw-seats';

/**
 * window.seatMapBench, read by bench/seat-map.mjs: every figure is taken in the page with performance.now()
 * and requestAnimationFrame, so Playwright's own latency never counts.
 */
export function installBenchHooks(setup: { generateMs: number; indexMs: number }) {
  let renderer: SeatMapRenderer | null = null;
  let index: SeatMapIndex | null = null;
  let firstFrame: Promise<number> | null = null;
  let resolveFirst: (t: number) => void = () => {};
  firstFrame = new Promise((resolve) => (resolveFirst = resolve));
  const frames: { end: number; drawMs: number }[] = [];
  let clickAt = 0;
  let armed: Uint8Array | null = null;
  let shownAt = 0;
  const hooks = {
    ...setup,
    mountStart: 0,
    stages: { queued: 0, handled: 0, committed: 0 },
    selectionChanged() {
      hooks.stages.handled = performance.now() - clickAt;
    },
    setMode: (_mode: SelectionMode) => {},
    attach(r: SeatMapRenderer | null, i: SeatMapIndex) {
      renderer = r;
      index = i;
      if (!r) return;
      // ?lod=paths draws paths at every zoom, to measure what the pixel level of detail saves.
      if (new URLSearchParams(location.search).get('lod') === 'paths') {
        (r as unknown as { drawPixelLayer: typeof drawSeatPaths }).drawPixelLayer = drawSeatPaths;
      }
      r.onFrame = (end, drawMs) => {
        frames.push({ end, drawMs });
        if (armed && !shownAt && r.selection !== armed) shownAt = end;
        if (r.width) resolveFirst(end);
      };
      // Breakdown of the selection feedback: handler done -> React committed -> frame drawn.
      const setSelection = r.setSelection.bind(r);
      r.setSelection = (next) => {
        hooks.stages.committed = performance.now() - clickAt;
        setSelection(next);
      };
      r.canvas.addEventListener(
        'pointerup',
        (e) => {
          clickAt = e.timeStamp;
          hooks.stages.queued = performance.now() - clickAt;
        },
        { capture: true },
      );
    },
    firstRenderMs: async () => (await firstFrame!) - hooks.mountStart,
    /** Screen position (page coordinates) of a seat: where the bench clicks. */
    seatPoint(seat: number) {
      const box = renderer!.canvas.getBoundingClientRect();
      const [x, y] = toScreen(renderer!.view, index!.xs[seat]!, index!.ys[seat]!);
      return { x: box.left + x, y: box.top + y };
    },
    /** Remembers the selection on screen before a click, so waitShown() knows when it changed. */
    arm() {
      armed = renderer!.selection;
      shownAt = 0;
    },
    /** Resolves with the time from the last pointerup to the end of the frame drawing the new selection. */
    waitShown() {
      return new Promise<number>((resolve) => {
        const check = () => {
          if (shownAt) return resolve(shownAt - clickAt);
          requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      });
    },
    currentSelection: () => renderer!.selection,
    selectedSeats: () => renderer!.selection.reduce((n, v) => n + v, 0),
    rowSeats: (seat: number) => index!.rowSeats[index!.rowOf[seat]!]!.length,
    areaSeats: (seat: number) => index!.areaSeats[index!.areaOf[seat]!]!.length,
    /** Frame intervals (rAF timestamps) and draw costs between two marks, for the pan/zoom figure. */
    startFrames() {
      const intervals: number[] = [];
      let last = 0;
      let running = true;
      const from = frames.length;
      const tick = (t: number) => {
        if (last) intervals.push(t - last);
        last = t;
        if (running) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
      return () => {
        running = false;
        return { intervals, draws: frames.slice(from).map((f) => f.drawMs) };
      };
    },
  };
  (window as unknown as { seatMapBench: typeof hooks }).seatMapBench = hooks;
  return hooks;
}
