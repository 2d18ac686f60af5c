import type { SeatMap } from './seat-map.schema';

/**
 * A read-only index over a seat map, built once per map: typed arrays for positions, seat lists per area,
 * row and column, and a uniform grid for hit testing and rectangle queries. Everything that touches
 * 100,000 seats (drawing, selecting, pricing) works on seat indices, never on objects or ids.
 */
export class SeatMapIndex {
  readonly count: number;
  readonly ids: readonly string[];
  readonly xs: Float32Array;
  readonly ys: Float32Array;
  readonly rowOf: Uint32Array;
  readonly areaOf: Uint32Array;
  /** Seat indices per row / area, in the order of the map's `rows` / `areas`. */
  readonly rowSeats: Uint32Array[];
  readonly areaSeats: Uint32Array[];
  readonly bounds: { minX: number; minY: number; maxX: number; maxY: number };
  private readonly byId = new Map<string, number>();
  private readonly columns = new Map<string, Uint32Array>();
  private readonly cell: number;
  private readonly gridCols: number;
  private readonly gridRows: number;
  private readonly cellStart: Uint32Array;
  private readonly cellItems: Uint32Array;

  constructor(readonly map: SeatMap) {
    const { seats, rows, areas } = map;
    const n = seats.length;
    this.count = n;
    this.ids = seats.map((s) => s.id);
    this.xs = new Float32Array(n);
    this.ys = new Float32Array(n);
    this.rowOf = new Uint32Array(n);
    this.areaOf = new Uint32Array(n);
    const rowIndex = new Map(rows.map((r, i) => [r.id, i]));
    const areaIndex = new Map(areas.map((a, i) => [a.id, i]));
    const rowArea = rows.map((r) => areaIndex.get(r.areaId) ?? 0);
    const rowLists: number[][] = rows.map(() => []);
    const areaLists: number[][] = areas.map(() => []);
    const columnLists = new Map<string, number[]>();
    let minX = Infinity;
    let minY = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    for (let i = 0; i < n; i++) {
      const s = seats[i]!;
      this.byId.set(s.id, i);
      this.xs[i] = s.x;
      this.ys[i] = s.y;
      const r = rowIndex.get(s.rowId) ?? 0;
      const a = rowArea[r] ?? 0;
      this.rowOf[i] = r;
      this.areaOf[i] = a;
      rowLists[r]?.push(i);
      areaLists[a]?.push(i);
      const key = `${a}\u0000${s.label}`;
      const col = columnLists.get(key);
      if (col) col.push(i);
      else columnLists.set(key, [i]);
      if (s.x < minX) minX = s.x;
      if (s.y < minY) minY = s.y;
      if (s.x > maxX) maxX = s.x;
      if (s.y > maxY) maxY = s.y;
    }
    this.rowSeats = rowLists.map((l) => Uint32Array.from(l));
    this.areaSeats = areaLists.map((l) => Uint32Array.from(l));
    for (const [k, l] of columnLists) this.columns.set(k, Uint32Array.from(l));
    const r = map.seatRadius;
    this.bounds = n
      ? { minX: minX - r, minY: minY - r, maxX: maxX + r, maxY: maxY + r }
      : { minX: 0, minY: 0, maxX: 0, maxY: 0 };

    // Grid of about 4 seats per cell: a hit test looks at a handful of seats whatever the map's size.
    const width = Math.max(1, this.bounds.maxX - this.bounds.minX);
    const height = Math.max(1, this.bounds.maxY - this.bounds.minY);
    this.cell = Math.max(r * 2, Math.sqrt((width * height * 4) / Math.max(1, n)));
    this.gridCols = Math.max(1, Math.ceil(width / this.cell));
    this.gridRows = Math.max(1, Math.ceil(height / this.cell));
    const counts = new Uint32Array(this.gridCols * this.gridRows + 1);
    const cellOf = new Uint32Array(n);
    for (let i = 0; i < n; i++) {
      const c = this.cellAt(this.xs[i]!, this.ys[i]!);
      cellOf[i] = c;
      counts[c + 1]!++;
    }
    for (let c = 1; c < counts.length; c++) counts[c]! += counts[c - 1]!;
    this.cellStart = counts;
    this.cellItems = new Uint32Array(n);
    const fill = counts.slice(0, -1);
    for (let i = 0; i < n; i++) this.cellItems[fill[cellOf[i]!]!++] = i;
  }

  indexOf(seatId: string): number {
    return this.byId.get(seatId) ?? -1;
  }

  /** Seats of the same area with the same number: the spec's "column". */
  columnSeats(seat: number): Uint32Array {
    const label = this.map.seats[seat]?.label ?? '';
    return this.columns.get(`${this.areaOf[seat]}\u0000${label}`) ?? new Uint32Array();
  }

  private cellAt(x: number, y: number): number {
    const cx = Math.min(this.gridCols - 1, Math.max(0, Math.floor((x - this.bounds.minX) / this.cell)));
    const cy = Math.min(this.gridRows - 1, Math.max(0, Math.floor((y - this.bounds.minY) / this.cell)));
    return cy * this.gridCols + cx;
  }

  /** Calls `visit` for every seat whose centre lies in the rectangle (plan units, any corner order). */
  forEachInRect(x0: number, y0: number, x1: number, y1: number, visit: (seat: number) => void): void {
    const [ax, bx] = x0 < x1 ? [x0, x1] : [x1, x0];
    const [ay, by] = y0 < y1 ? [y0, y1] : [y1, y0];
    if (!this.count || bx < this.bounds.minX || ax > this.bounds.maxX) return;
    if (by < this.bounds.minY || ay > this.bounds.maxY) return;
    const c0 = this.cellAt(ax, ay);
    const c1 = this.cellAt(bx, by);
    const colFrom = c0 % this.gridCols;
    const colTo = c1 % this.gridCols;
    for (let gy = Math.floor(c0 / this.gridCols); gy <= Math.floor(c1 / this.gridCols); gy++) {
      for (let gx = colFrom; gx <= colTo; gx++) {
        const c = gy * this.gridCols + gx;
        for (let k = this.cellStart[c]!; k < this.cellStart[c + 1]!; k++) {
          const i = this.cellItems[k]!;
          const x = this.xs[i]!;
          const y = this.ys[i]!;
          if (x >= ax && x <= bx && y >= ay && y <= by) visit(i);
        }
      }
    }
  }

  /** The seat under a point (within the seat radius plus `slop`), nearest first; -1 when none. */
  hitTest(x: number, y: number, slop = 0): number {
    const reach = this.map.seatRadius + slop;
    let best = -1;
    let bestDistance = reach * reach;
    this.forEachInRect(x - reach, y - reach, x + reach, y + reach, (i) => {
      const dx = this.xs[i]! - x;
      const dy = this.ys[i]! - y;
      const d = dx * dx + dy * dy;
      if (d <= bestDistance) {
        bestDistance = d;
        best = i;
      }
    });
    return best;
  }
}
