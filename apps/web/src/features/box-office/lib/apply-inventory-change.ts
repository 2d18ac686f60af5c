import type { Availability, InventoryChange } from '@encore/shared/orders/availability.schema';

const without = (list: string[], drop: Set<string>) => list.filter((id) => !drop.has(id));
const union = (list: string[], add: string[]) => [...new Set([...list, ...add])];

/**
 * One message of the event's stream applied to the cached availability, so another seller's hold shows on
 * the map at once (the refetch that follows brings the counts). `cartId`: the cart this screen builds.
 */
export function applyInventoryChange(
  current: Availability,
  change: InventoryChange,
  cartId: string | null,
): Availability {
  if (change.eventId !== current.eventId || change.seatIds.length === 0) return current;
  const seats = new Set(change.seatIds);
  const mine = cartId !== null && change.orderId === cartId;
  switch (change.kind) {
    case 'hold':
    case 'pending':
      return {
        ...current,
        heldSeatIds: union(current.heldSeatIds, change.seatIds),
        cartSeatIds: mine ? union(current.cartSeatIds, change.seatIds) : current.cartSeatIds,
      };
    case 'release':
      return {
        ...current,
        heldSeatIds: without(current.heldSeatIds, seats),
        cartSeatIds: without(current.cartSeatIds, seats),
      };
    case 'sale':
      return {
        ...current,
        heldSeatIds: without(current.heldSeatIds, seats),
        cartSeatIds: without(current.cartSeatIds, seats),
        soldSeatIds: union(current.soldSeatIds, change.seatIds),
      };
    case 'cancel':
      return { ...current, soldSeatIds: without(current.soldSeatIds, seats) };
  }
}
