import type { AddCartItemsInput } from '@encore/shared/orders/cart.schema';
import type { Order } from '@encore/shared/orders/order.schema';

/** The adds that hold an expired cart's tickets again: its seats per event and level, its admissions. */
export function holdAgainInputs(cart: Pick<Order, 'items'>): AddCartItemsInput[] {
  const seats = new Map<string, { eventId: string; priceLevelId: string; seatIds: string[] }>();
  const inputs: AddCartItemsInput[] = [];
  for (const item of cart.items) {
    if (item.status !== 'held' && item.status !== 'released') continue;
    if (item.seatId) {
      const key = `${item.eventId} ${item.priceLevelId}`;
      const group = seats.get(key) ?? { eventId: item.eventId, priceLevelId: item.priceLevelId, seatIds: [] };
      group.seatIds.push(item.seatId);
      seats.set(key, group);
    } else if (item.gaAreaId)
      inputs.push({
        eventId: item.eventId,
        priceLevelId: item.priceLevelId,
        gaAreaId: item.gaAreaId,
        quantity: item.quantity,
      });
  }
  return [...seats.values(), ...inputs];
}
