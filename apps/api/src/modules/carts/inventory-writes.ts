import { holdSeats, takeAreaPlaces, takeQuota } from './inventory-hold';

/**
 * The writes that take seats, places and quota for a cart, as a dependency of the carts service. The
 * row-level implementation (inventory-hold.ts: unique index, conditional updates) is the one the server
 * runs; the composition root may hand in another, which the careful path then uses (the one-statement
 * paths, seat-hold-statement.ts and sale-statement.ts, are the row-level inventory's own).
 */
export interface InventoryWrites {
  holdSeats: typeof holdSeats;
  takeAreaPlaces: typeof takeAreaPlaces;
  takeQuota: typeof takeQuota;
}

export const rowLevelInventory: InventoryWrites = { holdSeats, takeAreaPlaces, takeQuota };

/** The inventory a service uses: the one handed in, else the row-level one. */
export const inventoryOf = (deps: { inventory?: InventoryWrites }): InventoryWrites =>
  deps.inventory ?? rowLevelInventory;
