import type { Order } from '@encore/shared/orders/order.schema';
import { api } from '@/lib/api-client';
import { useOrderWrite } from './order-write';

/**
 * `POST /api/carts/{id}/take-over`: another seller's open cart becomes the signed-in seller's (recorded in
 * its history); only a cart's seller changes, validates or releases it.
 */
export const takeOverCart = async ({ orderId }: { orderId: string }) =>
  (await api.post<{ data: Order }>(`/carts/${orderId}/take-over`, {})).data;

export const useTakeOverCart = () => useOrderWrite(takeOverCart);
