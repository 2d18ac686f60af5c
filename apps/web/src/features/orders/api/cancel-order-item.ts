import type { Order, RefundInput } from '@encore/shared/orders/order.schema';
import { api } from '@/lib/api-client';
import { useOrderWrite } from './order-write';

/**
 * `POST /api/orders/{id}/items/{itemId}/cancel`: one ticket; totals recomputed, the last one cancels all;
 * `refund` says how what it was paid goes back (none: all of it, by the original method).
 */
export const cancelOrderItem = async ({
  orderId,
  itemId,
  refund,
}: {
  orderId: string;
  itemId: string;
  refund?: RefundInput;
}) =>
  (
    await api.post<{ data: Order }>(
      `/orders/${orderId}/items/${itemId}/cancel`,
      refund ? { refund } : undefined,
      {
        idempotent: true,
      },
    )
  ).data;

export const useCancelOrderItem = () => useOrderWrite(cancelOrderItem);
