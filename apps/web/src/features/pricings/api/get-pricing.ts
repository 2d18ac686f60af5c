import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Pricing } from '@encore/shared/pricings/pricing.schema';
import { fetchOne } from '@/components/resource/resource-api';
import { pricingQueryKey } from './pricing-keys';

export const getPricing = (id: string) => fetchOne<Pricing>('/pricings', id);

export const pricingQueryOptions = (id: string) =>
  queryOptions({ queryKey: pricingQueryKey(id), queryFn: () => getPricing(id) });

export const usePricing = (id: string) => useQuery(pricingQueryOptions(id));
