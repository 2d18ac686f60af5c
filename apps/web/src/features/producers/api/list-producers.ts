import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Producer } from '@encore/shared/catalogue/producer.schema';
import { fetchList, type ListParams } from '@/components/resource/resource-api';

export const listProducers = (params: ListParams) => fetchList<Producer>('/producers', params);

export const producersQueryKey = ['producers'] as const;

export const listProducersQueryOptions = (params: ListParams) =>
  queryOptions({
    queryKey: [...producersQueryKey, 'list', params],
    queryFn: () => listProducers(params),
    placeholderData: keepPreviousData,
  });

export const useProducers = (params: ListParams) => useQuery(listProducersQueryOptions(params));
