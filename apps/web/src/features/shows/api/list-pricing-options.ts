import { useQuery } from '@tanstack/react-query';
import type { Pricing } from '@encore/shared/pricings/pricing.schema';
import { optionsQuery } from './option-query';

/** Only the pricings drawn for the show's room can be chosen (the API refuses the others). */
export const pricingOptionsQueryOptions = (roomId: string | null) => ({
  ...optionsQuery<Pricing>('/pricings', { sort: 'name', roomId: roomId ?? undefined }, (r) => r.name),
  enabled: Boolean(roomId),
});

export const usePricingOptions = (roomId: string | null) => useQuery(pricingOptionsQueryOptions(roomId));
