import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ValidateOrderInput } from '@encore/shared/orders/cart.schema';
import type { Order } from '@encore/shared/orders/order.schema';
import { api } from '@/lib/api-client';
import { boxOfficeQueryKey } from './box-office-keys';

/** `POST /api/orders/{id}/validate`: confirmed, or pending approval on a channel that needs it. */
export const validateOrder = async ({ orderId, input }: { orderId: string; input: ValidateOrderInput }) =>
  (await api.post<{ data: Order }>(`/orders/${orderId}/validate`, input, { idempotent: true })).data;

export function useValidateOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: validateOrder,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: boxOfficeQueryKey });
      // The orders list and the events' counts change too.
      void client.invalidateQueries({ queryKey: ['orders'] });
    },
  });
}
