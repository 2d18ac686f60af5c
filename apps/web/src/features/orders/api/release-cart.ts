import type { Order } from '@encore/shared/orders/order.schema';
import { api } from '@/lib/api-client';
import { useOrderWrite } from './order-write';

/** `DELETE /api/carts/{id}`: a cart left open (a closed tab) is abandoned, its seats back on sale at once. */
export const releaseCart = async ({ orderId }: { orderId: string }) =>
  (await api.delete<{ data: Order }>(`/carts/${orderId}`)).data;

export const useReleaseCart = () => useOrderWrite(releaseCart);
