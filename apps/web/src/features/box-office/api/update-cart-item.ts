import type { Order } from '@encore/shared/orders/order.schema';
import { api } from '@/lib/api-client';
import { useCartWrite } from './cart-write';

interface UpdateCartItem {
  cartId: string;
  itemId: string;
  priceLevelId: string;
}

/** `PATCH /api/carts/{id}/items/{itemId}`: another price level of the seat's category (quota checked). */
export const updateCartItem = async ({ cartId, itemId, priceLevelId }: UpdateCartItem) =>
  (
    await api.patch<{ data: Order }>(
      `/carts/${cartId}/items/${itemId}`,
      { priceLevelId },
      { idempotent: true },
    )
  ).data;

export const useUpdateCartItem = () => useCartWrite(updateCartItem);
