import { ForbiddenError } from '@casl/ability';
import { and, eq, sql } from 'drizzle-orm';
import type { Action } from '@encore/shared/auth/permissions';
import { ErrorCode } from '@encore/shared/errors';
import type { AddCartItemsInput } from '@encore/shared/orders/cart.schema';
import type { Order } from '@encore/shared/orders/order.schema';
import { orders, salesChannels } from '../../db/schema';
import { findPgError } from '../../lib/database-errors';
import { AppError, notFound } from '../../lib/errors';
import { assertReach } from '../../lib/object-access';
import { transactionWithRetry } from '../../lib/transaction-retry';
import type { SessionContext } from '../../plugins/auth';
import { changeItemLevel, removeItem } from './cart-item-edits';
import { addItems, type CartDeps } from './cart-items.service';
import { validateCart, type ValidateInput } from './cart-validate';
import { releaseItems } from './inventory-release';
import { addHistory, findOrder, newOrderNumber, type OrderRow } from './order-rows';
import { orderDto, orderDtoOf } from './order-dto';
import { cartNotFound } from './sale-checks';

/** Carts: the box office's orders being built (routes in carts.routes.ts). */
export function createCartsService(deps: CartDeps) {
  const { db } = deps;

  /** The cart, when the session may act on it; someone else's is "not found" like a missing one. */
  async function reach(id: string, session: SessionContext, action: Action): Promise<OrderRow> {
    const row = await findOrder(db, id);
    if (!row) throw cartNotFound();
    assertReach(session.ability, action, 'Cart', row, cartNotFound);
    return row;
  }
  const answer = async (id: string): Promise<Order> => (await orderDto(db, id))!;

  return {
    async create(salesChannelId: string, session: SessionContext): Promise<Order> {
      ForbiddenError.from(session.ability).throwUnlessCan('create', 'Cart');
      const [channel] = await db
        .select({ id: salesChannels.id })
        .from(salesChannels)
        .where(eq(salesChannels.id, salesChannelId));
      if (!channel) throw notFound('Sales channel not found');
      for (let attempt = 0; ; attempt++) {
        try {
          const row = await db.transaction(async (tx) => {
            const [created] = await tx
              .insert(orders)
              .values({
                number: newOrderNumber(),
                salesChannelId,
                createdBy: session.user.id,
                expiresAt: sql`clock_timestamp() + make_interval(secs => ${deps.holdSeconds})`,
              })
              .returning();
            await addHistory(tx, created!.id, 'created', session.user.id, { salesChannelId });
            return created!;
          });
          return orderDtoOf(db, row);
        } catch (error) {
          // Two carts drew the same number (rare): draw again.
          if (findPgError(error)?.constraint !== 'orders_number_unique' || attempt >= 5) throw error;
        }
      }
    },

    async get(id: string, session: SessionContext): Promise<Order> {
      await reach(id, session, 'read');
      return answer(id);
    },

    async addItems(id: string, input: AddCartItemsInput, session: SessionContext): Promise<Order> {
      const cart = await reach(id, session, 'update');
      await addItems(deps, cart, input, session.user.id);
      return answer(id);
    },

    async changeItem(id: string, itemId: string, priceLevelId: string, session: SessionContext) {
      const cart = await reach(id, session, 'update');
      await changeItemLevel(deps, cart, itemId, priceLevelId, session.user.id);
      return answer(id);
    },

    async removeItem(id: string, itemId: string, session: SessionContext): Promise<Order> {
      const cart = await reach(id, session, 'update');
      await removeItem(deps, cart, itemId, session.user.id);
      return answer(id);
    },

    /** Abandons a cart: everything it held is on sale again at once. */
    async abandon(id: string, session: SessionContext): Promise<Order> {
      await reach(id, session, 'delete');
      await transactionWithRetry(db, async (tx) => {
        const [row] = await tx
          .update(orders)
          .set({ status: 'abandoned', expiresAt: null, updatedAt: sql`clock_timestamp()` })
          .where(and(eq(orders.id, id), eq(orders.status, 'cart')))
          .returning({ id: orders.id });
        if (!row) throw new AppError(409, ErrorCode.orderState);
        await releaseItems(tx, id, 'released');
        await addHistory(tx, id, 'abandoned', session.user.id);
      });
      return answer(id);
    },

    async validate(id: string, input: ValidateInput, session: SessionContext): Promise<Order> {
      await reach(id, session, 'update');
      ForbiddenError.from(session.ability).throwUnlessCan('create', 'Order');
      await validateCart(deps, id, input, session.user.id);
      return answer(id);
    },
  };
}
export type CartsService = ReturnType<typeof createCartsService>;
