import type { ApprovalRole, OrderStatus } from '@encore/shared/orders/order.schema';
import type { Executor } from '../db/client';
import type { orderItems } from '../db/schema';

/**
 * What changed an order: its validation, an approval (`approval_given` while the other one is awaited,
 * `approved` when it confirms the order), a cancellation of the order or of one item.
 */
export type OrderChange = 'validated' | 'approval_given' | 'approved' | 'cancelled' | 'item_cancelled';

/** Who made the change and, for an approval, which one; for a cancelled item, which item. */
export interface OrderChangeContext {
  by: string;
  as?: ApprovalRole;
  itemId?: string;
  /** The order's status after the change, when the caller has it: spares the hooks a read. */
  status?: OrderStatus;
  /**
   * The order (as just written) and its live items, when the caller's statements answered them (a cart
   * just validated): spares the tickets hook its read.
   */
  snapshot?: OrderSnapshot;
  /**
   * The change was committed by one statement of its own (the one-statement sale, sales/sql/sell-cart.ts):
   * the hook runs right after it, outside any transaction, with the database as `tx`. `ticketsWritten`:
   * that statement wrote every ticket (codes made at hold time), so none is owed.
   */
  committed?: { ticketsWritten: boolean };
}

export interface OrderSnapshot {
  order: { id: string; status: OrderStatus; showId: string | null; producerId: string | null };
  items: (typeof orderItems.$inferSelect)[];
}

/**
 * Called by the carts and orders modules inside the transaction that changed an order, so its tickets and
 * the inbox follow at once (modules/tickets, modules/notifications); the composition root hands it in,
 * the modules import neither.
 */
export type OrderChangeHook = (
  tx: Executor,
  orderId: string,
  change: OrderChange,
  context?: OrderChangeContext,
) => Promise<void>;

/**
 * Tickets of sales that one statement committed outside any transaction (modules/sales/sql/sell-cart.ts):
 * `codes` signs the tickets an item will have, when it is held, and the sale's statement writes them;
 * `issue` writes those of items held another way right after the sale; `repair` writes those a process
 * stopped between the two statements left missing (every process, at start and then every few seconds:
 * modules/tickets/ticket-repair.ts). Handed in by the composition root, as the hook above.
 */
export interface SaleTickets {
  /**
   * Fresh ticket codes for an event, each with its signature: made when seats are held, so the sale
   * writes its tickets in its own statement (order_items.ticket_codes).
   */
  codes(eventId: string, count: number): { codes: string[]; signatures: string[] };
  issue(sale: OrderSnapshot): Promise<void>;
  /** `recent`: the cheap pass over the last day's orders; otherwise the last two days'. */
  repair(recent?: boolean): Promise<number>;
}
