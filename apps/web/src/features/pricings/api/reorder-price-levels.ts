import type { Pricing } from '@encore/shared/pricings/pricing.schema';
import { api } from '@/lib/api-client';
import { usePricingWrite } from './pricing-keys';

/** The API orders all levels of the pricing at once: the caller sends every level id, first to last. */
export const reorderPriceLevels = async (pricingId: string, ids: string[]) =>
  (
    await api.request<{ data: Pricing }>(`/pricings/${pricingId}/price-levels/order`, {
      method: 'PUT',
      body: { ids },
    })
  ).data;

export const useReorderPriceLevels = (pricingId: string) =>
  usePricingWrite(pricingId, (ids: string[]) => reorderPriceLevels(pricingId, ids));
