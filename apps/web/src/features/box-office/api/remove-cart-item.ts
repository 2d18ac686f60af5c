import type { Order } from '@encore/shared/orders/order.schema';
import { api } from '@/lib/api-client';
import { useCartWrite } from './cart-write';

/** `DELETE /api/carts/{id}/items/{itemId}`: the seat (or places) go back on sale at once. */
export const removeCartItem = async ({ cartId, itemId }: { cartId: string; itemId: string }) =>
  (await api.delete<{ data: Order }>(`/carts/${cartId}/items/${itemId}`, { idempotent: true })).data;

export const useRemoveCartItem = () => useCartWrite(removeCartItem);
