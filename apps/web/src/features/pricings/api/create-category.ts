import type { Pricing, PricingCategoryCreateInput } from '@encore/shared/pricings/pricing.schema';
import { api } from '@/lib/api-client';
import { usePricingWrite } from './pricing-keys';

export const createCategory = async (pricingId: string, input: PricingCategoryCreateInput) =>
  (await api.post<{ data: Pricing }>(`/pricings/${pricingId}/categories`, input)).data;

export const useCreateCategory = (pricingId: string) =>
  usePricingWrite(pricingId, (input: PricingCategoryCreateInput) => createCategory(pricingId, input));
