import { ErrorCode } from '@encore/shared/errors';
import type { ApprovalRole, OrderDetail, RefundInput } from '@encore/shared/orders/order.schema';
import { and, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { orderItems, orders } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import type { OrderChangeHook } from '../../lib/order-change';
import type { SessionContext } from '../../plugins/auth';
import { assertOrder, orderNotFound } from './order-access';
import { orderDetail } from './order-detail-dto';
import { transactionWithRetry } from '../../lib/transaction-retry';
import { releaseItems } from '../inventory';
import { addHistory, refreshTotals } from './order-rows';
import { saleClosedReason } from './sql/sale-open';
import { liveItemCount, rowLocks, type OrderLocks, type OrderRow, type OrderStep } from './order-writes';
import { noJournal } from '../../lib/journal-recorder';
import { noTills } from './order-money';
import { refundCancelled, type MoneyDeps } from './order-refunds';

const wrongState = () => new AppError(409, ErrorCode.orderState);
const cancellable = (order: OrderRow) => order.status === 'pending_approval' || order.status === 'confirmed';

/** The order's live items (or the given ones) cancelled: their seats, places and quota back on sale. */
const cancelItems = (tx: Executor, orderId: string, itemIds?: string[]) =>
  releaseItems(tx, orderId, 'cancelled', itemIds);

async function markCancelled(tx: Executor, order: OrderRow, userId: string, reason?: string) {
  await tx
    .update(orders)
    .set({
      status: 'cancelled',
      cancelledAt: new Date(),
      cancelledBy: userId,
      cancelReason: reason ?? null,
      updatedAt: new Date(),
    })
    .where(eq(orders.id, order.id));
  await addHistory(tx, order.id, 'cancelled', userId, reason ? { reason } : null);
}

/** Approvals, cancellations of orders and of single items; each step written to the order's history. */
export function createOrderActionsService(
  db: Database,
  onOrderChange: OrderChangeHook,
  locks: OrderLocks = rowLocks,
  money: MoneyDeps = { journal: noJournal, tills: noTills },
) {
  const locked = async (tx: Executor, id: string, step: OrderStep) => {
    const order = await locks.lock(tx, id, step);
    if (!order) throw orderNotFound();
    return order;
  };
  const detail = async (id: string): Promise<OrderDetail> => {
    const order = await orderDetail(db, id);
    if (!order) throw orderNotFound();
    return order;
  };

  return {
    /**
     * 'Accepted by Show Manager' / 'Accepted by Producer'; the second one confirms the order. Each by its own
     * person: not the order's seller, not the one who gave the other approval (403 E03015, E03016).
     */
    async approve(id: string, as: ApprovalRole, session: SessionContext): Promise<OrderDetail> {
      const userId = session.user.id;
      await transactionWithRetry(db, async (tx) => {
        const order = await locked(tx, id, 'approve');
        assertOrder(session, as === 'producer' ? 'approve_as_producer' : 'approve_as_manager', order);
        const done = as === 'producer' ? order.producerApprovedAt : order.managerApprovedAt;
        if (order.status !== 'pending_approval' || done) throw wrongState();
        // Two approvals are two people, neither of them the seller (issue 22: an ADMIN gave both to its sale).
        if (userId === order.createdBy || userId === order.validatedBy)
          throw new AppError(403, ErrorCode.sellerCannotApprove);
        const other = as === 'producer' ? order.managerApprovedBy : order.producerApprovedBy;
        if (other === userId) throw new AppError(403, ErrorCode.sameApprover);
        // The event state is part of the sale: an event cancelled, started or archived since the order was
        // validated, or a channel taken off the show, refuses the approval (the order row is locked).
        const closed = await saleClosedReason(tx, id);
        if (closed) throw closed;
        const now = new Date();
        const approval =
          as === 'producer'
            ? { producerApprovedBy: userId, producerApprovedAt: now }
            : { managerApprovedBy: userId, managerApprovedAt: now };
        const both = as === 'producer' ? order.managerApprovedAt : order.producerApprovedAt;
        await tx
          .update(orders)
          .set({ ...approval, ...(both ? { status: 'confirmed' as const } : {}), updatedAt: now })
          .where(eq(orders.id, id));
        await addHistory(tx, id, 'approved', userId, { as });
        if (!both) return onOrderChange(tx, id, 'approval_given', { by: userId, as });
        await locks.sellItems(tx, id);
        await addHistory(tx, id, 'confirmed', userId);
        await onOrderChange(tx, id, 'approved', { by: userId, as });
      });
      return detail(id);
    },

    /**
     * A pending or confirmed order is cancelled: all its seats and quota go back on sale, and what was paid
     * for them is refunded (order-refunds.ts; `refund` says how).
     */
    async cancel(
      id: string,
      reason: string | undefined,
      session: SessionContext,
      refund?: RefundInput,
    ): Promise<OrderDetail> {
      await transactionWithRetry(db, async (tx) => {
        const order = await locked(tx, id, 'cancel');
        assertOrder(session, 'update', order);
        if (!cancellable(order)) throw wrongState();
        const cancelled = await cancelItems(tx, id);
        const userId = session.user.id;
        await refundCancelled(tx, money, order, cancelled, { userId, refund, orderItemId: null });
        await markCancelled(tx, order, session.user.id, reason);
        await onOrderChange(tx, id, 'cancelled', { by: session.user.id });
      });
      return detail(id);
    },

    /**
     * One item only: totals recomputed from the items left; cancelling the last one cancels the order;
     * what the item was paid is refunded (order-refunds.ts; `refund` says how).
     */
    async cancelItem(
      id: string,
      itemId: string,
      session: SessionContext,
      refund?: RefundInput,
    ): Promise<OrderDetail> {
      await transactionWithRetry(db, async (tx) => {
        const order = await locked(tx, id, 'cancel_item');
        assertOrder(session, 'update', order);
        if (!cancellable(order)) throw wrongState();
        const [item] = await cancelItems(tx, id, [itemId]);
        if (!item) {
          const [exists] = await tx
            .select({ id: orderItems.id })
            .from(orderItems)
            .where(and(eq(orderItems.id, itemId), eq(orderItems.orderId, id)));
          throw exists ? wrongState() : notFound('Order item not found');
        }
        const { seatId, gaAreaId, quantity, areaLabel, rowLabel, seatLabel } = item;
        await addHistory(tx, id, 'item_cancelled', session.user.id, {
          itemId,
          ...{ seatId, gaAreaId, quantity, areaLabel, rowLabel, seatLabel },
        });
        await refundCancelled(tx, money, order, [item], {
          userId: session.user.id,
          refund,
          orderItemId: itemId,
        });
        await refreshTotals(tx, id);
        if ((await liveItemCount(tx, id)) === 0) await markCancelled(tx, order, session.user.id);
        await onOrderChange(tx, id, 'item_cancelled', { by: session.user.id, itemId });
      });
      return detail(id);
    },
  };
}

export type OrderActionsService = ReturnType<typeof createOrderActionsService>;
