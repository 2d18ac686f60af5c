import type { Pricing, PricingCategoryUpdateInput } from '@encore/shared/pricings/pricing.schema';
import { api } from '@/lib/api-client';
import { usePricingWrite } from './pricing-keys';

export const updateCategory = async (pricingId: string, id: string, input: PricingCategoryUpdateInput) =>
  (await api.patch<{ data: Pricing }>(`/pricings/${pricingId}/categories/${id}`, input)).data;

export const useUpdateCategory = (pricingId: string) =>
  usePricingWrite(pricingId, ({ id, input }: { id: string; input: PricingCategoryUpdateInput }) =>
    updateCategory(pricingId, id, input),
  );
