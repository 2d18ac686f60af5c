import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { boxOfficeQueryKey, cartQueryKey } from './box-office-keys';

/** `DELETE /api/carts/{id}`: the whole cart is abandoned and everything it held released. */
export const abandonCart = (cartId: string) => api.delete<unknown>(`/carts/${cartId}`, { idempotent: true });

export function useAbandonCart() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: abandonCart,
    onSuccess: (_, cartId) => {
      client.removeQueries({ queryKey: cartQueryKey(cartId) });
      void client.invalidateQueries({ queryKey: [...boxOfficeQueryKey, 'availability'] });
    },
  });
}
