import { and, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { ErrorCode } from '@encore/shared/errors';
import { hasCustomerInfo, type validateOrderSchema } from '@encore/shared/orders/cart.schema';
import type { Transaction } from '../../db/client';
import { orderItems, orders, salesChannels } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { transactionWithRetry } from '../../lib/transaction-retry';
import { lockCart, type CartDeps } from './cart-items.service';
import { notifyInventory, stepsOf } from './inventory-notify';
import { confirmItems } from './inventory-release';
import { addHistory, findOrder } from './order-rows';
import { cartRefusal } from './sale-checks';

export type ValidateInput = z.output<typeof validateOrderSchema>;

function customerColumns(input: ValidateInput) {
  const { name, email, phone, language } = input.customer;
  return {
    customerName: name,
    customerEmail: email || null,
    customerPhone: phone || null,
    customerLanguage: language,
    paymentMethod: input.paymentMethod,
  };
}

/**
 * Cart -> confirmed, or pending_approval on a channel that needs approval (its seats stay held, without
 * expiry). The cart's row lock and the conditional "not lapsed" check decide a race with the hold's
 * expiry: either the sale happens whole, or 'Your cart has expired' and nothing is sold.
 */
export async function validateCart(deps: CartDeps, id: string, input: ValidateInput, userId: string) {
  if (!hasCustomerInfo(input.customer)) throw new AppError(400, ErrorCode.customerRequired);
  if (!deps.safe) return naiveValidate(deps, id, input, userId);
  await transactionWithRetry(deps.db, async (tx) => {
    const cart = await lockCart(tx, id, deps);
    const [items] = await tx
      .select({ n: count() })
      .from(orderItems)
      .where(and(eq(orderItems.orderId, id), eq(orderItems.status, 'held')));
    if (!items?.n) throw new AppError(409, ErrorCode.orderState, 'The cart is empty', { reason: 'empty' });
    const [channel] = await tx
      .select({ needsApproval: salesChannels.needsApproval })
      .from(salesChannels)
      .where(eq(salesChannels.id, cart.salesChannelId));
    const status = channel?.needsApproval ? 'pending_approval' : 'confirmed';
    await tx
      .update(orders)
      .set({
        status,
        expiresAt: null,
        ...customerColumns(input),
        validatedAt: sql`clock_timestamp()`,
        validatedBy: userId,
        updatedAt: sql`clock_timestamp()`,
      })
      .where(eq(orders.id, id));
    await addHistory(tx, id, 'validated', userId, { paymentMethod: input.paymentMethod, status });
    if (status === 'confirmed') {
      await addHistory(tx, id, 'confirmed', userId);
      await confirmItems(tx, id);
    } else await notifyPending(tx, id);
  });
}

async function notifyPending(tx: Transaction, id: string) {
  const held = await tx
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.orderId, id), eq(orderItems.status, 'held')));
  await notifyInventory(tx, 'pending', id, stepsOf(held));
}

/** Test-only (guard off): checks the hold, then writes unconditionally: a lapse in between is missed. */
async function naiveValidate(deps: CartDeps, id: string, input: ValidateInput, userId: string) {
  const row = await findOrder(deps.db, id);
  if (!row || row.status !== 'cart' || !row.expiresAt || row.expiresAt.getTime() <= Date.now())
    throw await cartRefusal(deps.db, id);
  await new Promise((resolve) => setTimeout(resolve, 500));
  await deps.db.transaction(async (tx) => {
    await tx
      .update(orders)
      .set({ status: 'confirmed', expiresAt: null, ...customerColumns(input), validatedBy: userId })
      .where(eq(orders.id, id));
    await tx.update(orderItems).set({ status: 'sold' }).where(eq(orderItems.orderId, id));
  });
}
