import type { Order } from '@encore/shared/orders/order.schema';
import { api } from '@/lib/api-client';
import { useCartWrite } from './cart-write';

/** `POST /api/carts`: a new empty cart on a sales channel; its hold starts with the first item. */
export const createCart = async (salesChannelId: string) =>
  (await api.post<{ data: Order }>('/carts', { salesChannelId }, { idempotent: true })).data;

export const useCreateCart = () => useCartWrite(createCart);
