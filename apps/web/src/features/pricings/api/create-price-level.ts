import type { Pricing, PriceLevelCreateInput } from '@encore/shared/pricings/pricing.schema';
import { api } from '@/lib/api-client';
import { usePricingWrite } from './pricing-keys';

export const createPriceLevel = async (pricingId: string, input: PriceLevelCreateInput) =>
  (await api.post<{ data: Pricing }>(`/pricings/${pricingId}/price-levels`, input)).data;

export const useCreatePriceLevel = (pricingId: string) =>
  usePricingWrite(pricingId, (input: PriceLevelCreateInput) => createPriceLevel(pricingId, input));
