import type { Order } from '@encore/shared/orders/order.schema';
import { api } from '@/lib/api-client';
import { useOrderWrite } from './order-write';

/** `POST /api/orders/{id}/cancel`: a pending or confirmed order is cancelled, its seats back on sale. */
export const cancelOrder = async ({ orderId, reason }: { orderId: string; reason?: string }) =>
  (
    await api.post<{ data: Order }>(`/orders/${orderId}/cancel`, reason ? { reason } : {}, {
      idempotent: true,
    })
  ).data;

export const useCancelOrder = () => useOrderWrite(cancelOrder);
