import { ForbiddenError } from '@casl/ability';
import crypto from 'node:crypto';
import type { Action } from '@encore/shared/auth/permissions';
import { hasCustomerInfo, type AddCartItemsInput } from '@encore/shared/orders/cart.schema';
import type { Order, ValidatedOrder } from '@encore/shared/orders/order.schema';
import { rowOfJson } from '../../db/raw-rows';
import { orders } from '../../db/schema';
import { findPgError } from '../../lib/database-errors';
import { notFound } from '../../lib/errors';
import { assertReach, reachesEvery } from '../../lib/object-access';
import type { SessionContext } from '../../plugins/auth';
import { abandonCart } from './cart-abandon';
import { changeItemLevel, removeItem } from './cart-item-edits';
import { addItems, type CartDeps, type ValidateInput } from './cart-items.service';
import { takeOverCart } from './cart-take-over';
import { validateCart } from './cart-validate';
import { paymentPlan } from './order-money';
import { findOrder, newOrderNumber, type OrderRow } from './order-rows';
import { orderDto, orderDtoFrom } from './order-dto';
import { cartNotFound } from './sale-checks';
import { newCartStatement } from './sql/new-cart';
import { tooManyOpenCarts } from './sql/seller-holds';

/** Carts: the box office's orders being built (routes in carts.routes.ts). */
export function createCartsService(deps: CartDeps) {
  const { db, contexts } = deps;

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
      const userId = session.user.id;
      for (let attempt = 0; ; attempt++) {
        // One statement (the order, its first history step, its channel's names): a seller opens a cart
        // per customer, and each round trip costs both processes CPU.
        const id = crypto.randomUUID();
        try {
          const [row] = await newCartStatement(db, {
            id,
            number: newOrderNumber(),
            salesChannelId,
            userId,
            holdSeconds: deps.holdSeconds,
            maxCarts: deps.caps.openCarts,
            details: JSON.stringify({ salesChannelId }),
          });
          if (!row) throw tooManyOpenCarts(deps.caps);
          const order = rowOfJson(orders, row.cart);
          contexts?.cartSeen(order, row.row_version as string);
          return orderDtoFrom(order, [], {
            salesChannelName: row.channel_name as string,
            needsApproval: Boolean(row.needs_approval),
            showName: null,
          });
        } catch (error) {
          const constraint = findPgError(error)?.constraint;
          if (constraint === 'orders_sales_channel_id_sales_channels_id_fk')
            throw notFound('Sales channel not found');
          // Two carts drew the same number (rare): draw again.
          if (constraint !== 'orders_number_unique' || attempt >= 5) throw error;
        }
      }
    },

    async get(id: string, session: SessionContext): Promise<Order> {
      await reach(id, session, 'read');
      return answer(id);
    },

    async addItems(id: string, input: AddCartItemsInput, session: SessionContext): Promise<Order> {
      // The cart is read with what the sale checks (one query); the same permission check as reach().
      return addItems(deps, id, input, session.user.id, (row) => {
        if (!row) throw cartNotFound();
        assertReach(session.ability, 'update', 'Cart', row, cartNotFound);
        return row;
      });
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

    /** The cart becomes the session's (cart-take-over.ts): only its seller changes it (issue 22). */
    async takeOver(id: string, session: SessionContext): Promise<Order> {
      await reach(id, session, 'update');
      await takeOverCart(deps, id, session.user.id);
      return answer(id);
    },

    /** Abandons a cart: everything it held is on sale again at once. */
    async abandon(id: string, session: SessionContext): Promise<Order> {
      // With every cart in reach, abandonCart's own statement finds a missing cart (404): no read first.
      if (!reachesEvery(session.ability, 'delete', 'Cart')) await reach(id, session, 'delete');
      contexts?.forget(id);
      return abandonCart(db, id, session.user.id);
    },

    async validate(id: string, input: ValidateInput, session: SessionContext): Promise<ValidatedOrder> {
      // With every cart in reach, the right to make orders and a customer, the cart's update answers a
      // missing cart 404 as reach() would (cartRefusal): one round trip less per sale. Otherwise the
      // refusals keep their order: 404, 403, then the customer's 400.
      const { ability } = session;
      const direct =
        hasCustomerInfo(input.customer) &&
        reachesEvery(ability, 'update', 'Cart') &&
        ability.can('create', 'Order');
      if (!direct) {
        await reach(id, session, 'update');
        ForbiddenError.from(ability).throwUnlessCan('create', 'Order');
      }
      contexts?.forget(id);
      const order = await validateCart(deps, id, input, session.user.id);
      // The change due on the cash tendered is the input's arithmetic (checked: tendered >= amount).
      return { ...order, changeCents: paymentPlan(input).changeCents };
    },
  };
}
export type CartsService = ReturnType<typeof createCartsService>;
