import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SeatCategories } from '@encore/shared/pricings/seat-categories.schema';
import { api } from '@/lib/api-client';
import { pricingQueryKey } from './pricing-keys';

export const getSeatCategories = async (pricingId: string) =>
  (await api.get<{ data: SeatCategories }>(`/pricings/${pricingId}/seat-categories`)).data;

export const seatCategoriesQueryKey = (pricingId: string) =>
  [...pricingQueryKey(pricingId), 'seat-categories'] as const;

/** Not refetched on focus: a refetch would replace the mapping being edited. */
export const seatCategoriesQueryOptions = (pricingId: string) =>
  queryOptions({
    queryKey: seatCategoriesQueryKey(pricingId),
    queryFn: () => getSeatCategories(pricingId),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

export const useSeatCategories = (pricingId: string) => useQuery(seatCategoriesQueryOptions(pricingId));
