import { shared, sharedUsable } from '../../db/ambient-transaction';
import type { Executor } from '../../db/client';
import { seatCategoriesJsonOf } from '../pricings';
import { seatMapJsonOf } from '../rooms';
import type { SaleFacts } from '../shows';

export { saleFacts, type SaleFacts } from '../shows';
export { levelFacts, saleContext, type ChannelFacts, type LevelFacts } from './sql/sale-context';

export interface SeatLabels {
  areaLabel: string;
  rowLabel: string;
  seatLabel: string;
}

/**
 * Parsed seat maps and pricing mappings, cached per (room, revision) and (pricing, updatedAt): an arena's
 * map is megabytes of JSON, far too much to parse on every add-to-cart. A save bumps the key, so a stale
 * entry is never used; the few most recent entries are kept. The promise is cached, not the value: the
 * first sellers of a hot event arrive together, and each parsing the arena's map once would stall the
 * process for seconds (bench/box-office.mjs); a failed load is forgotten so the next call tries again.
 * In an ambient transaction, an entry still loading is not awaited (db/ambient-transaction.ts).
 */
class KeyedCache<V> {
  private readonly entries = new Map<string, Promise<V>>();
  constructor(private readonly size: number) {}
  get(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    if (hit && !sharedUsable(hit)) return load();
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const value = shared(load());
    this.entries.set(key, value);
    value.catch(() => {
      if (this.entries.get(key) === value) this.entries.delete(key);
    });
    if (this.entries.size > this.size) this.entries.delete(this.entries.keys().next().value!);
    return value;
  }
}

const seatCache = new KeyedCache<Map<string, SeatLabels>>(8);
const categoryCache = new KeyedCache<Map<string, string>>(16);

export function seatLabelsOf(db: Executor, facts: SaleFacts): Promise<Map<string, SeatLabels>> {
  return seatCache.get(`${facts.roomId}:${facts.seatMapRevision}`, async () => {
    const json = await seatMapJsonOf(db, facts.roomId);
    const labels = new Map<string, SeatLabels>();
    if (!json) return labels;
    const map = JSON.parse(json) as {
      areas: { id: string; name: string }[];
      rows: { id: string; areaId: string; label: string }[];
      seats: { id: string; rowId: string; label: string }[];
    };
    const areaName = new Map(map.areas.map((a) => [a.id, a.name]));
    const rowOf = new Map(map.rows.map((r) => [r.id, r]));
    for (const seat of map.seats) {
      const row = rowOf.get(seat.rowId);
      labels.set(seat.id, {
        areaLabel: areaName.get(row?.areaId ?? '') ?? '',
        rowLabel: row?.label ?? '',
        seatLabel: seat.label,
      });
    }
    return labels;
  });
}

/** Seat (or general-admission area) id -> category id of the show's pricing. */
export function categoriesOf(db: Executor, facts: SaleFacts): Promise<Map<string, string>> {
  if (!facts.pricingId) return Promise.resolve(new Map());
  const key = `${facts.pricingId}:${facts.pricingUpdatedAt?.getTime() ?? 0}`;
  return categoryCache.get(key, async () => {
    const json = await seatCategoriesJsonOf(db, facts.pricingId!);
    const byCategory = JSON.parse(json ?? '{}') as Record<string, string[]>;
    const map = new Map<string, string>();
    for (const [categoryId, ids] of Object.entries(byCategory)) for (const id of ids) map.set(id, categoryId);
    return map;
  });
}
