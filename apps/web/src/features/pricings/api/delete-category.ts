import type { Pricing } from '@encore/shared/pricings/pricing.schema';
import { api } from '@/lib/api-client';
import { usePricingWrite } from './pricing-keys';

/** Removing a category removes its price levels and unassigns its seats (server side). */
export const deleteCategory = async (pricingId: string, id: string) =>
  (await api.delete<{ data: Pricing }>(`/pricings/${pricingId}/categories/${id}`)).data;

export const useDeleteCategory = (pricingId: string) =>
  usePricingWrite(pricingId, (id: string) => deleteCategory(pricingId, id));
