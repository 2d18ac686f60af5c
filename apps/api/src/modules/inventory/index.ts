// The module's public surface: other modules import it from here only (eslint.config.js zones).
export { heldByEvent, heldOfEvent } from './availability.service';
export { availabilityRoutes, type ShowLinks } from './availability.routes';
export { createInventoryBus } from './inventory-bus';
export { decrementCounters } from './inventory-counters';
export { lapsedHolders, type NewItem } from './inventory-hold';
export { notifyInventory, publishInventory, stepsOf } from './inventory-notify';
export { confirmItems, releaseItems } from './inventory-release';
export { inventoryOf, type InventoryWrites } from './inventory-writes';
export {
  inListingOrder,
  insertListing,
  listingOf,
  liveItemsOf,
  releaseCartListing,
  withEventStart,
  type LiveItem,
} from './sql/item-listing';
export {
  cartOpen,
  holdLapsed,
  holdsNow,
  holdTimePassed,
  isCartByKey,
  liveItem,
  liveItemStatuses,
  liveSeatIndex,
} from './unit-rules';
