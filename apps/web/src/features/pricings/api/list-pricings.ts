import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Pricing } from '@encore/shared/pricings/pricing.schema';
import type { ListResponse } from '@encore/shared/common/list.schema';
import { listQueryString, type ListParams } from '@/components/resource/resource-api';
import { api } from '@/lib/api-client';
import { pricingsQueryKey } from './pricing-keys';

export type PricingListParams = ListParams & { roomId?: string };

export function listPricings({ roomId, ...params }: PricingListParams) {
  const room = roomId ? `&roomId=${encodeURIComponent(roomId)}` : '';
  return api.get<ListResponse<Pricing>>(`/pricings?${listQueryString(params)}${room}`);
}

export const listPricingsQueryOptions = (params: PricingListParams) =>
  queryOptions({
    queryKey: [...pricingsQueryKey, 'list', params],
    queryFn: () => listPricings(params),
    placeholderData: keepPreviousData,
  });

export const usePricings = (params: PricingListParams) => useQuery(listPricingsQueryOptions(params));
