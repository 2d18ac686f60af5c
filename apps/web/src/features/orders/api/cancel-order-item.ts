import type { Order } from '@encore/shared/orders/order.schema';
import { api } from '@/lib/api-client';
import { useOrderWrite } from './order-write';

/** `POST /api/orders/{id}/items/{itemId}/cancel`: one ticket; totals recomputed, the last one cancels all. */
export const cancelOrderItem = async ({ orderId, itemId }: { orderId: string; itemId: string }) =>
  (
    await api.post<{ data: Order }>(`/orders/${orderId}/items/${itemId}/cancel`, undefined, {
      idempotent: true,
    })
  ).data;

export const useCancelOrderItem = () => useOrderWrite(cancelOrderItem);
