import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@encore/shared/orders/order.schema';
import { availabilityQueryKey, cartQueryKey } from './box-office-keys';

/**
 * A cart write: its answer (the whole cart) replaces the cached cart, and the event's availability is
 * refetched (the stream also says so, but this screen should not wait for it).
 */
export function useCartWrite<V>(send: (variables: V) => Promise<Order>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (cart) => {
      client.setQueryData(cartQueryKey(cart.id), cart);
      for (const eventId of new Set(cart.items.map((i) => i.eventId)))
        void client.invalidateQueries({ queryKey: availabilityQueryKey(eventId) });
    },
  });
}
