import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Pricing, PricingCreateInput } from '@encore/shared/pricings/pricing.schema';
import { createOne } from '@/components/resource/resource-api';
import { pricingsQueryKey } from './pricing-keys';

export const createPricing = (input: PricingCreateInput) => createOne<Pricing>('/pricings', input);

export function useCreatePricing() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createPricing,
    onSuccess: () => client.invalidateQueries({ queryKey: pricingsQueryKey }),
  });
}
