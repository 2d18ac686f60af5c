import type { Pricing } from '@encore/shared/pricings/pricing.schema';
import { api } from '@/lib/api-client';
import { usePricingWrite } from './pricing-keys';

/** The new display order names every category of the pricing, first to last. */
export const reorderCategories = async (pricingId: string, ids: string[]) =>
  (
    await api.request<{ data: Pricing }>(`/pricings/${pricingId}/categories/order`, {
      method: 'PUT',
      body: { ids },
    })
  ).data;

export const useReorderCategories = (pricingId: string) =>
  usePricingWrite(pricingId, (ids: string[]) => reorderCategories(pricingId, ids));
