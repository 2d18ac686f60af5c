import { and, eq, inArray, sql } from 'drizzle-orm';
import { ErrorCode } from '@encore/shared/errors';
import { orderItems, orders } from '../../db/schema';
import { rawRows } from '../../db/raw-rows';
import { holdTimePassed } from '../inventory';
import { userName } from '../users';
import { AppError } from '../../lib/errors';
import { transactionWithRetry } from '../../lib/transaction-retry';
import type { CartDeps } from './cart-items.service';
import { addHistory } from './order-rows';
import { cartNotFound } from './sale-checks';
import { sellerHolds, tooManyHeldSeats, tooManyOpenCarts } from './sql/seller-holds';

/**
 * A seller takes over another seller's live cart (left in a closed tab, a colleague's customer at the
 * next counter): from now on only the new seller changes, validates or abandons it (issue 22). The step
 * is written to the cart's history with both sellers; the hold is renewed. The new seller's caps apply
 * (seller-holds.ts): a cart taken over counts as one it opened. Taking over one's own cart does nothing.
 */
export async function takeOverCart(deps: CartDeps, id: string, userId: string): Promise<void> {
  await transactionWithRetry(deps.db, async (tx) => {
    // The new seller's row first, then the cart's (the lock order, inventory-counters.ts).
    const held = await sellerHolds(tx, userId);
    const [cart] = await tx
      .select({
        status: orders.status,
        createdBy: orders.createdBy,
        lapsed: sql<boolean>`coalesce(${holdTimePassed(orders)}, false)`,
      })
      .from(orders)
      .where(eq(orders.id, id))
      .for('update');
    if (!cart) throw cartNotFound();
    if (cart.status !== 'cart')
      throw new AppError(409, ErrorCode.orderState, undefined, { status: cart.status });
    // A lapsed cart's seats may be anyone's by now: the box office holds them again in a new cart.
    if (cart.lapsed) throw new AppError(409, ErrorCode.cartExpired);
    if (cart.createdBy === userId) return;
    const [seats] = await tx
      .select({ n: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
      .from(orderItems)
      .where(and(eq(orderItems.orderId, id), inArray(orderItems.status, ['held'])));
    if (held.carts + 1 > deps.caps.openCarts) throw tooManyOpenCarts(deps.caps);
    if (held.seats + Number(seats?.n ?? 0) > deps.caps.heldSeats) throw tooManyHeldSeats(deps.caps);
    await tx
      .update(orders)
      .set({
        createdBy: userId,
        expiresAt: sql`clock_timestamp() + make_interval(secs => ${deps.holdSeconds})`,
        updatedAt: sql`clock_timestamp()`,
      })
      .where(eq(orders.id, id));
    // The former seller's name as it was then: the history says whose cart it was.
    const [former] = cart.createdBy
      ? await rawRows<{ name: string | null }>(
          tx,
          sql`select ${userName(sql`${cart.createdBy}::uuid`)} as name`,
        )
      : [];
    await addHistory(tx, id, 'taken_over', userId, {
      from: cart.createdBy,
      fromName: former?.name ?? null,
      to: userId,
    });
  });
}
