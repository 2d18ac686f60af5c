import type { rooms } from '../schema';
import type { Random } from './demo-orders-data';

type RoomRow = typeof rooms.$inferSelect;

export interface StockSeat {
  id: string;
  area: string;
  row: string;
  label: string;
  categoryId: string;
}
export interface StockArea {
  id: string;
  name: string;
  capacity: number;
  categoryId: string;
}

/** What a room offers under a pricing: seats by row (placed) or general-admission areas, with categories. */
export function stockOf(room: RoomRow, seatCategoriesJson: string | null) {
  const categoryOf = new Map<string, string>();
  for (const [categoryId, ids] of Object.entries(
    JSON.parse(seatCategoriesJson ?? '{}') as Record<string, string[]>,
  ))
    for (const id of ids) categoryOf.set(id, categoryId);
  const areas: StockArea[] = room.gaAreas.flatMap((a) => {
    const categoryId = categoryOf.get(a.id);
    return categoryId ? [{ ...a, categoryId }] : [];
  });
  const rows: StockSeat[][] = [];
  if (room.kind === 'placed' && room.seatMapJson) {
    const map = JSON.parse(room.seatMapJson) as {
      areas: { id: string; name: string }[];
      rows: { id: string; areaId: string; label: string }[];
      seats: { id: string; rowId: string; label: string }[];
    };
    const areaName = new Map(map.areas.map((a) => [a.id, a.name]));
    const byRow = new Map<string, StockSeat[]>();
    const rowOf = new Map(map.rows.map((r) => [r.id, r]));
    for (const seat of map.seats) {
      const categoryId = categoryOf.get(seat.id);
      const row = rowOf.get(seat.rowId);
      if (!categoryId || !row) continue;
      const list = byRow.get(row.id) ?? [];
      list.push({
        id: seat.id,
        area: areaName.get(row.areaId) ?? '',
        row: row.label,
        label: seat.label,
        categoryId,
      });
      byRow.set(row.id, list);
    }
    rows.push(...byRow.values());
  }
  return { rows, areas };
}
export type Stock = ReturnType<typeof stockOf>;

/** Up to `n` free adjacent seats in one random row (several tries), taken from `taken`; [] when none. */
export function takeSeats(stock: Stock, taken: Set<string>, n: number, random: Random): StockSeat[] {
  for (let attempt = 0; attempt < 8 && stock.rows.length; attempt++) {
    const row = random.pick(stock.rows);
    const start = random.int(0, Math.max(0, row.length - n));
    const seats = row.slice(start, start + n);
    if (seats.length && seats.every((s) => !taken.has(s.id))) {
      for (const s of seats) taken.add(s.id);
      return seats;
    }
  }
  return [];
}
