import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SalesChannel } from '@encore/shared/catalogue/sales-channel.schema';
import { fetchList, type ListParams } from '@/components/resource/resource-api';

export const listSalesChannels = (params: ListParams) => fetchList<SalesChannel>('/sales-channels', params);

export const salesChannelsQueryKey = ['sales-channels'] as const;

export const listSalesChannelsQueryOptions = (params: ListParams) =>
  queryOptions({
    queryKey: [...salesChannelsQueryKey, 'list', params],
    queryFn: () => listSalesChannels(params),
    placeholderData: keepPreviousData,
  });

export const useSalesChannels = (params: ListParams) => useQuery(listSalesChannelsQueryOptions(params));
