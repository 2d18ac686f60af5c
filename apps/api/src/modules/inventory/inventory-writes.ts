import type { WithSubquery } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { holdSeats, takeAreaPlaces, takeQuota, type CloseLapsed, type NewItem } from './inventory-hold';
import type { LiveItem } from './sql/item-listing';

/**
 * The writes that take seats, places and quota for a cart, as a dependency of the sales module. The
 * row-level implementation (inventory-hold.ts: unique index, conditional updates) is the one the server
 * runs; the composition root may hand in another, which the careful path then uses (the one-statement
 * paths, sales/sql/hold-seats.ts and sales/sql/sell-cart.ts, use the row-level inventory's rules).
 */
export interface InventoryWrites {
  holdSeats: typeof holdSeats;
  takeAreaPlaces: typeof takeAreaPlaces;
  takeQuota: typeof takeQuota;
}

export const rowLevelInventory: InventoryWrites = { holdSeats, takeAreaPlaces, takeQuota };

/** The inventory's writes as a cart makes them: lapsed carts in the way are closed by `closeLapsed`. */
export interface CartInventory {
  holdSeats(tx: Executor, rows: NewItem[]): Promise<LiveItem[]>;
  takeAreaPlaces(tx: Executor, eventId: string, gaAreaId: string, n: number, capacity: number): Promise<void>;
  takeQuota(
    tx: Executor,
    eventId: string,
    priceLevelId: string,
    n: number,
    quota: number | null,
    own: string[],
    first?: WithSubquery,
  ): Promise<void>;
}

/** The inventory a service uses (the one handed in, else the row-level one), bound to the sales expiry. */
export function inventoryOf(deps: { inventory?: InventoryWrites }, closeLapsed: CloseLapsed): CartInventory {
  const writes = deps.inventory ?? rowLevelInventory;
  return {
    holdSeats: (tx, rows) => writes.holdSeats(tx, rows, closeLapsed),
    takeAreaPlaces: (tx, eventId, areaId, n, capacity) =>
      writes.takeAreaPlaces(tx, eventId, areaId, n, capacity, closeLapsed),
    takeQuota: (tx, eventId, levelId, n, quota, own, first) =>
      writes.takeQuota(tx, eventId, levelId, n, quota, own, closeLapsed, first),
  };
}
