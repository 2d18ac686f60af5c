import type { AddCartItemsInput } from '@encore/shared/orders/cart.schema';
import type { Order } from '@encore/shared/orders/order.schema';
import { api } from '@/lib/api-client';
import { useCartWrite } from './cart-write';

/** `POST /api/carts/{id}/items`: seats, or admissions to an area; all or nothing (409 E03001..E03003). */
export const addCartItems = async ({ cartId, input }: { cartId: string; input: AddCartItemsInput }) =>
  (await api.post<{ data: Order }>(`/carts/${cartId}/items`, input, { idempotent: true })).data;

export const useAddCartItems = () => useCartWrite(addCartItems);
