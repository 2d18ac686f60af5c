import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@encore/shared/orders/order.schema';
import { inboxQueryKey } from '@/lib/inbox/inbox-keys';
import { ordersQueryKey } from './order-keys';

/**
 * An action on an order: the details are refetched (the answer lacks the history) with the lists, and the
 * box office's availability (a cancellation frees seats) and the inbox.
 */
export function useOrderWrite<V>(send: (variables: V) => Promise<Order>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ordersQueryKey });
      void client.invalidateQueries({ queryKey: ['box-office'] });
      void client.invalidateQueries({ queryKey: ['shows'] });
      // An approval or cancellation settles inbox questions (the stream tells too, a moment later).
      void client.invalidateQueries({ queryKey: inboxQueryKey });
    },
  });
}
