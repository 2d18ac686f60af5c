import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Producer } from '@encore/shared/catalogue/producer.schema';
import { fetchOne } from '@/components/resource/resource-api';
import { producersQueryKey } from './list-producers';

export const getProducer = (id: string) => fetchOne<Producer>('/producers', id);

export const producerQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...producersQueryKey, 'detail', id], queryFn: () => getProducer(id) });

export const useProducer = (id: string) => useQuery(producerQueryOptions(id));
