import type { Pricing, PricingUpdateInput } from '@encore/shared/pricings/pricing.schema';
import { updateOne } from '@/components/resource/resource-api';
import { usePricingWrite } from './pricing-keys';

/** Renames the pricing; its room is fixed at creation. */
export const updatePricing = (id: string, input: PricingUpdateInput) =>
  updateOne<Pricing>('/pricings', id, input);

export const useUpdatePricing = (id: string) =>
  usePricingWrite(id, (input: PricingUpdateInput) => updatePricing(id, input));
