import type { ApprovalRole, OrderStatus } from '@encore/shared/orders/order.schema';
import type { Executor } from '../db/client';

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
