import type { SeatMapIndex } from '@encore/shared/rooms/seat-map-index';
import type { SeatMapRenderer } from '@/components/seat-map/seat-map-renderer';
import { toScreen } from '@/components/seat-map/view-transform';

/**
 * window.pricingBench, read by bench/pricing-assign.mjs. Times are taken in the page (event timestamps,
 * performance.now, the renderer's frame callback), so Playwright's own latency never counts: from the
 * pointerup on "Assign" to the end of the first frame drawn after the new seat colours reached the renderer.
 */
export function installPricingBenchHooks(index: SeatMapIndex) {
  let renderer: SeatMapRenderer | null = null;
  let pressAt = 0;
  let coloursAt = 0;
  let shownAt = 0;
  let armed = false;
  const hooks = {
    ready: false,
    attach(r: SeatMapRenderer | null) {
      renderer = r;
      if (!r) return;
      const setColours = r.setColours.bind(r);
      r.setColours = (colours) => {
        if (armed && !coloursAt) coloursAt = performance.now();
        setColours(colours);
      };
      r.onFrame = (end) => {
        if (armed && coloursAt && !shownAt) shownAt = end;
        if (r.width) hooks.ready = true;
      };
      document.addEventListener(
        'pointerup',
        (e) => {
          if ((e.target as Element | null)?.closest?.('button')) pressAt = e.timeStamp;
        },
        { capture: true },
      );
    },
    /** Page coordinates of the first seat of an area: where the bench clicks to select the area. */
    areaPoint(area: number) {
      const seat = index.areaSeats[area]![Math.floor(index.areaSeats[area]!.length / 2)]!;
      const box = renderer!.canvas.getBoundingClientRect();
      const [x, y] = toScreen(renderer!.view, index.xs[seat]!, index.ys[seat]!);
      return { x: box.left + x, y: box.top + y };
    },
    areaSize: (area: number) => index.areaSeats[area]!.length,
    arm() {
      armed = true;
      coloursAt = 0;
      shownAt = 0;
    },
    /** Resolves with { colours, shown }: pointerup -> colours handed to the renderer -> frame drawn. */
    waitShown() {
      return new Promise<{ colours: number; shown: number }>((resolve) => {
        const check = () => {
          if (shownAt) {
            armed = false;
            return resolve({ colours: coloursAt - pressAt, shown: shownAt - pressAt });
          }
          requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      });
    },
  };
  (window as unknown as { pricingBench: typeof hooks }).pricingBench = hooks;
  return hooks;
}
