import type { Order, RefundInput } from '@encore/shared/orders/order.schema';
import { api } from '@/lib/api-client';
import { useOrderWrite } from './order-write';

/** `POST /api/orders/{id}/cancel`: a pending or confirmed order is cancelled, its seats back on sale. */
export const cancelOrder = async ({
  orderId,
  reason,
  refund,
}: {
  orderId: string;
  reason?: string;
  refund?: RefundInput;
}) =>
  (
    await api.post<{ data: Order }>(
      `/orders/${orderId}/cancel`,
      { ...(reason && { reason }), ...(refund && { refund }) },
      {
        idempotent: true,
      },
    )
  ).data;

export const useCancelOrder = () => useOrderWrite(cancelOrder);
