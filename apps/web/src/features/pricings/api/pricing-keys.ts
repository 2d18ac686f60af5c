import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Pricing } from '@encore/shared/pricings/pricing.schema';
import { pricings } from './pricing-queries';

export const pricingsQueryKey = pricings.key;
export const pricingQueryKey = (id: string) => pricings.detail(id).queryKey;

/**
 * Every write on a pricing's parts answers the whole pricing: the answer replaces the cached pricing
 * (no refetch round trip), and the lists (category and level counts) are marked stale.
 */
export function usePricingWrite<V>(pricingId: string, send: (variables: V) => Promise<Pricing>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (pricing) => {
      client.setQueryData(pricingQueryKey(pricingId), pricing);
      void client.invalidateQueries({ queryKey: [...pricingsQueryKey, 'list'] });
    },
  });
}
