import type { HistoryAction, OrderDetail } from '@encore/shared/orders/order.schema';

/** Steps that make someone a cart's seller: who opened it, then whoever took it over. */
const sellerSteps = new Set<HistoryAction>(['created', 'taken_over']);

/** The name of the cart's seller now: the last such step of its history (oldest first, as the API lists it). */
export function cartSellerName(order: Pick<OrderDetail, 'history'>): string | null {
  const last = order.history.findLast((h) => sellerSteps.has(h.action));
  return last?.userName ?? null;
}

/** Seats and admissions a cart holds. */
export const heldTickets = (order: Pick<OrderDetail, 'items'>) =>
  order.items.filter((i) => i.status === 'held').reduce((n, i) => n + i.quantity, 0);
