import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { ErrorCode } from '@encore/shared/errors';
import { hasCustomerInfo, type validateOrderSchema } from '@encore/shared/orders/cart.schema';
import type { Order } from '@encore/shared/orders/order.schema';
import type { Transaction } from '../../db/client';
import { orderItems, orders, salesChannels, shows } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { transactionWithRetry } from '../../lib/transaction-retry';
import { cartGuards } from './cart-guards';
import type { CartDeps } from './cart-items.service';
import { notifyInventory, stepsOf } from './inventory-notify';
import { addSold } from './inventory-counters';
import { confirmItems } from './inventory-release';
import { itemsOf, orderDto, orderDtoFrom } from './order-dto';
import { addHistory, findOrder, type OrderRow } from './order-rows';
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

const needsApproval = sql<boolean>`(select ${salesChannels.needsApproval} from ${salesChannels}
  where ${salesChannels.id} = ${orders.salesChannelId})`;

/**
 * Cart -> confirmed, or pending_approval on a channel that needs approval (its seats stay held, without
 * expiry). One conditional update of the cart's row decides a race with the hold's expiry: either the sale
 * happens whole, or 'Your cart has expired' and nothing is sold.
 */
export async function validateCart(
  deps: CartDeps,
  id: string,
  input: ValidateInput,
  userId: string,
): Promise<Order> {
  if (!hasCustomerInfo(input.customer)) throw new AppError(400, ErrorCode.customerRequired);
  if (!deps.safe) {
    await naiveValidate(deps, id, input, userId);
    return (await orderDto(deps.db, id))!;
  }
  const row = await transactionWithRetry(deps.db, async (tx) => {
    const [validated] = await tx
      .update(orders)
      .set({
        status: sql`case when ${needsApproval} then 'pending_approval' else 'confirmed' end`,
        expiresAt: null,
        ...customerColumns(input),
        validatedAt: sql`clock_timestamp()`,
        validatedBy: userId,
        updatedAt: sql`clock_timestamp()`,
      })
      .where(
        and(
          eq(orders.id, id),
          eq(orders.status, 'cart'),
          sql`${orders.expiresAt} > clock_timestamp()`,
          sql`exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id}
            and ${orderItems.status} = 'held')`,
        ),
      )
      .returning();
    if (!validated) throw await validationRefusal(tx, id);
    const { status } = validated;
    await addHistory(tx, id, 'validated', userId, { paymentMethod: input.paymentMethod, status });
    let sold: Awaited<ReturnType<typeof confirmItems>> = [];
    if (status === 'confirmed') {
      await addHistory(tx, id, 'confirmed', userId);
      sold = await confirmItems(tx, id);
    } else await notifyPending(tx, id);
    await deps.onOrderChange?.(tx, id, 'validated', { by: userId });
    // Last: the event's sold count is the one row every sale of the event locks; held for the commit only.
    await addSold(tx, sold, 1);
    return validated;
  });
  return answer(deps, row);
}

/** The validated order's answer: its items and names read once, after the commit. */
async function answer(deps: CartDeps, row: OrderRow): Promise<Order> {
  const [names] = await deps.db
    .select({ channel: salesChannels.name, needsApproval: salesChannels.needsApproval, show: shows.name })
    .from(salesChannels)
    .leftJoin(shows, eq(shows.id, row.showId ?? sql`null`))
    .where(eq(salesChannels.id, row.salesChannelId));
  return orderDtoFrom(row, await itemsOf(deps.db, row.id), {
    salesChannelName: names?.channel ?? '',
    needsApproval: names?.needsApproval ?? false,
    showName: names?.show ?? null,
  });
}

/** Why the cart could not be validated: gone, lapsed, no longer a cart (cartRefusal), or empty. */
async function validationRefusal(tx: Transaction, id: string): Promise<AppError> {
  const refusal = await cartRefusal(tx, id);
  const live =
    refusal.code === ErrorCode.orderState && (refusal.details as { status?: string })?.status === 'cart';
  return live ? new AppError(409, ErrorCode.orderState, 'The cart is empty', { reason: 'empty' }) : refusal;
}

async function notifyPending(tx: Transaction, id: string) {
  const held = await tx
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.orderId, id), eq(orderItems.status, 'held')));
  notifyInventory(tx, 'pending', id, stepsOf(held));
}

/** Test-only (guard off): checks the hold, then writes unconditionally: a lapse in between is missed. */
async function naiveValidate(deps: CartDeps, id: string, input: ValidateInput, userId: string) {
  const row = await findOrder(deps.db, id);
  if (!row || row.status !== 'cart' || !row.expiresAt || row.expiresAt.getTime() <= Date.now())
    throw await cartRefusal(deps.db, id);
  await (cartGuards.afterCheck?.(id) ?? new Promise((resolve) => setTimeout(resolve, 500)));
  await deps.db.transaction(async (tx) => {
    await tx
      .update(orders)
      .set({ status: 'confirmed', expiresAt: null, ...customerColumns(input), validatedBy: userId })
      .where(eq(orders.id, id));
    await tx.update(orderItems).set({ status: 'sold' }).where(eq(orderItems.orderId, id));
  });
}
