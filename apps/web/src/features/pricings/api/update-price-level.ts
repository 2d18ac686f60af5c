import type { Pricing, PriceLevelUpdateInput } from '@encore/shared/pricings/pricing.schema';
import { api } from '@/lib/api-client';
import { usePricingWrite } from './pricing-keys';

export const updatePriceLevel = async (pricingId: string, id: string, input: PriceLevelUpdateInput) =>
  (await api.patch<{ data: Pricing }>(`/pricings/${pricingId}/price-levels/${id}`, input)).data;

export const useUpdatePriceLevel = (pricingId: string) =>
  usePricingWrite(pricingId, ({ id, input }: { id: string; input: PriceLevelUpdateInput }) =>
    updatePriceLevel(pricingId, id, input),
  );
