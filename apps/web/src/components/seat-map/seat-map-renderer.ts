import type { SeatMapIndex } from '@encore/shared/rooms/seat-map-index';
import type { SeatSelection } from '@encore/shared/rooms/seat-selection';
import { drawSeatPaths, drawSeatPixels, PIXEL_MODE_MAX_RADIUS, type DrawTheme } from './draw-seats';
import type { SeatColours } from './seat-colours';
import { fitView, planBounds, zoomAt, zoomLimits, type View } from './view-transform';

export interface OverlayTheme extends DrawTheme {
  rectFill: string;
  rectStroke: string;
}

/**
 * Owns the canvas outside React: props arrive through setters, any change asks for one frame, and several
 * changes in the same frame are drawn once (requestAnimationFrame coalescing). React never re-renders for
 * a pan or a zoom.
 */
export class SeatMapRenderer {
  view: View = { scale: 1, tx: 0, ty: 0 };
  width = 0;
  height = 0;
  hover = -1;
  focus = -1;
  /** Rectangle being drawn, screen coordinates (CSS pixels). */
  rect: [number, number, number, number] | null = null;
  /** Called after each frame with the time its drawing ended (bench hooks, tests). */
  onFrame?: (end: number, drawMs: number) => void;
  onViewChange?: () => void;
  private index?: SeatMapIndex;
  private colours?: SeatColours;
  /** The selection the next frame draws (read by the bench to know when a click became visible). */
  selection: SeatSelection = new Uint8Array();
  private theme?: OverlayTheme;
  private background: { image: CanvasImageSource; x: number; y: number; w: number; h: number } | null = null;
  private frame = 0;
  private dpr = 1;
  private pixels?: ImageData;
  private pixelCanvas?: HTMLCanvasElement;
  private readonly ctx: CanvasRenderingContext2D | null;

  constructor(readonly canvas: HTMLCanvasElement) {
    this.ctx = canvas.getContext('2d', { alpha: true });
  }

  setIndex(index: SeatMapIndex) {
    this.index = index;
    this.hover = -1;
    this.focus = -1;
  }
  setColours(colours: SeatColours) {
    this.colours = colours;
    this.invalidate();
  }
  setSelection(selection: SeatSelection) {
    this.selection = selection;
    this.invalidate();
  }
  setTheme(theme: OverlayTheme) {
    this.theme = theme;
    this.invalidate();
  }
  setBackground(background: SeatMapRenderer['background']) {
    this.background = background;
    this.invalidate();
  }
  setView(view: View) {
    this.view = view;
    this.invalidate();
    this.onViewChange?.();
  }

  /** Canvas size in CSS pixels; the backing store follows devicePixelRatio so seats stay sharp. */
  resize(width: number, height: number, dpr = window.devicePixelRatio || 1) {
    const first = this.width === 0 || this.height === 0;
    this.width = width;
    this.height = height;
    this.dpr = dpr;
    this.canvas.width = Math.max(1, Math.round(width * dpr));
    this.canvas.height = Math.max(1, Math.round(height * dpr));
    this.pixels = undefined;
    if (first) this.fit();
    else this.invalidate();
  }

  private fitBounds() {
    const index = this.index!;
    return planBounds(index.bounds, index.count, index.map.background);
  }
  fitScale() {
    return this.index ? fitView(this.fitBounds(), this.width, this.height).scale : 1;
  }
  limits() {
    const r = this.index?.map.seatRadius ?? 8;
    return zoomLimits(this.fitScale(), r, this.width, this.height);
  }
  fit() {
    if (this.index && this.width && this.height)
      this.setView(fitView(this.fitBounds(), this.width, this.height));
  }
  zoom(factor: number, sx = this.width / 2, sy = this.height / 2) {
    this.setView(zoomAt(this.view, factor, sx, sy, this.limits()));
  }

  invalidate() {
    if (this.frame) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      const start = performance.now();
      this.draw();
      const end = performance.now();
      this.onFrame?.(end, end - start);
    });
  }

  destroy() {
    if (this.frame) cancelAnimationFrame(this.frame);
    this.frame = 0;
  }

  draw() {
    const { ctx, index, colours, theme } = this;
    if (!ctx || !index || !colours || !theme || !this.width) return;
    const { view, dpr } = this;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, this.canvas.width, this.canvas.height);
    const bg = this.background;
    if (bg) {
      ctx.setTransform(view.scale * dpr, 0, 0, view.scale * dpr, view.tx * dpr, view.ty * dpr);
      ctx.drawImage(bg.image, bg.x, bg.y, bg.w, bg.h);
    }
    const input = {
      index,
      colours,
      selection: this.selection,
      view,
      width: this.width,
      height: this.height,
      dpr,
      theme,
    };
    const far = index.map.seatRadius * view.scale * dpr < PIXEL_MODE_MAX_RADIUS;
    if (far) this.drawPixelLayer(ctx, input);
    else drawSeatPaths(ctx, input);
    this.drawOverlays(ctx);
  }

  private drawPixelLayer(ctx: CanvasRenderingContext2D, input: Parameters<typeof drawSeatPixels>[1]) {
    const { width, height } = this.canvas;
    if (!this.pixels || this.pixels.width !== width || this.pixels.height !== height) {
      this.pixels = new ImageData(width, height);
      this.pixelCanvas = document.createElement('canvas');
      this.pixelCanvas.width = width;
      this.pixelCanvas.height = height;
    }
    drawSeatPixels(this.pixels, input);
    // putImageData ignores compositing: go through a second canvas so the background stays visible.
    this.pixelCanvas!.getContext('2d')!.putImageData(this.pixels, 0, 0);
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.drawImage(this.pixelCanvas!, 0, 0);
  }

  private drawOverlays(ctx: CanvasRenderingContext2D) {
    const { index, theme, view, dpr } = this;
    if (!index || !theme) return;
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    const r = Math.max(4, index.map.seatRadius * view.scale + 3);
    for (const [seat, dashed] of [
      [this.hover, false],
      [this.focus, true],
    ] as const) {
      if (seat < 0 || seat >= index.count) continue;
      ctx.beginPath();
      ctx.arc(
        index.xs[seat]! * view.scale + view.tx,
        index.ys[seat]! * view.scale + view.ty,
        r,
        0,
        Math.PI * 2,
      );
      ctx.setLineDash(dashed ? [4, 3] : []);
      ctx.lineWidth = 2;
      ctx.strokeStyle = theme.ring;
      ctx.stroke();
    }
    ctx.setLineDash([]);
    if (this.rect) {
      const [x0, y0, x1, y1] = this.rect;
      ctx.fillStyle = theme.rectFill;
      ctx.strokeStyle = theme.rectStroke;
      ctx.lineWidth = 1;
      ctx.fillRect(Math.min(x0, x1), Math.min(y0, y1), Math.abs(x1 - x0), Math.abs(y1 - y0));
      ctx.strokeRect(Math.min(x0, x1), Math.min(y0, y1), Math.abs(x1 - x0), Math.abs(y1 - y0));
    }
  }
}
