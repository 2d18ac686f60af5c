import { describe, expect, it } from 'vitest';
import {
  planBounds,
  fitView,
  keepInView,
  panBy,
  toPlan,
  toScreen,
  visiblePlanRect,
  zoomAt,
  zoomLimits,
} from './view-transform';

const view = { scale: 2, tx: 100, ty: -50 };

describe('view transform', () => {
  it('converts plan to screen and back', () => {
    expect(toScreen(view, 10, 20)).toEqual([120, -10]);
    expect(toPlan(view, 120, -10)).toEqual([10, 20]);
    const [x, y] = toPlan(view, ...toScreen(view, 3.5, -7.25));
    expect(x).toBeCloseTo(3.5);
    expect(y).toBeCloseTo(-7.25);
  });

  it('zooms around a screen point, which stays put', () => {
    const zoomed = zoomAt(view, 1.5, 300, 200);
    expect(zoomed.scale).toBe(3);
    const before = toPlan(view, 300, 200);
    const after = toPlan(zoomed, 300, 200);
    expect(after[0]).toBeCloseTo(before[0]);
    expect(after[1]).toBeCloseTo(before[1]);
  });

  it('clamps the zoom to its limits, still around the point', () => {
    const zoomed = zoomAt(view, 100, 50, 60, { min: 0.5, max: 4 });
    expect(zoomed.scale).toBe(4);
    expect(toPlan(zoomed, 50, 60)[0]).toBeCloseTo(toPlan(view, 50, 60)[0]);
    expect(zoomAt(view, 0.001, 0, 0, { min: 0.5, max: 4 }).scale).toBe(0.5);
  });

  it('fits a rectangle centred in the viewport with padding', () => {
    const fit = fitView({ minX: 0, minY: 0, maxX: 1000, maxY: 200 }, 520, 400, 10);
    expect(fit.scale).toBe(0.5);
    expect(toScreen(fit, 0, 0)).toEqual([10, 150]);
    expect(toScreen(fit, 1000, 200)).toEqual([510, 250]);
    // Taller than wide: height decides.
    expect(fitView({ minX: 0, minY: 0, maxX: 100, maxY: 1000 }, 500, 400, 0).scale).toBe(0.4);
  });

  it('pans, culls and keeps a point in view', () => {
    expect(panBy(view, 5, -5)).toEqual({ scale: 2, tx: 105, ty: -55 });
    expect(visiblePlanRect({ scale: 2, tx: 0, ty: 0 }, 200, 100, 10)).toEqual({
      minX: -5,
      minY: -5,
      maxX: 105,
      maxY: 55,
    });
    const moved = keepInView({ scale: 1, tx: 0, ty: 0 }, 500, 20, 300, 200, 40);
    expect(toScreen(moved, 500, 20)).toEqual([260, 40]);
    const still = { scale: 1, tx: 0, ty: 0 };
    expect(keepInView(still, 100, 100, 300, 200)).toBe(still);
  });

  it('derives zoom limits from the fit scale and the seat size', () => {
    const limits = zoomLimits(0.1, 8, 800, 480);
    expect(limits.min).toBeCloseTo(0.025);
    expect(limits.max).toBe(7.5); // a seat may fill a quarter of the shorter side
    expect(zoomLimits(10, 8, 800, 480).max).toBe(20);
  });
});

describe('planBounds', () => {
  const seats = { minX: 0, minY: 100, maxX: 400, maxY: 300 };
  it('includes the hall drawn behind the seats, so fit never cuts off the stage', () => {
    expect(planBounds(seats, 10, { x: -50, y: 0, width: 500, height: 350 })).toEqual({
      minX: -50,
      minY: 0,
      maxX: 450,
      maxY: 350,
    });
  });
  it('is the seats alone without a background, and the background alone without seats', () => {
    expect(planBounds(seats, 10, null)).toBe(seats);
    expect(
      planBounds({ minX: 0, minY: 0, maxX: 0, maxY: 0 }, 0, { x: 10, y: 20, width: 30, height: 40 }),
    ).toEqual({
      minX: 10,
      minY: 20,
      maxX: 40,
      maxY: 60,
    });
  });
});
