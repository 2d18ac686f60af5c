import type { Pricing } from '@encore/shared/pricings/pricing.schema';
import { api } from '@/lib/api-client';
import { usePricingWrite } from './pricing-keys';

export const deletePriceLevel = async (pricingId: string, id: string) =>
  (await api.delete<{ data: Pricing }>(`/pricings/${pricingId}/price-levels/${id}`)).data;

export const useDeletePriceLevel = (pricingId: string) =>
  usePricingWrite(pricingId, (id: string) => deletePriceLevel(pricingId, id));
