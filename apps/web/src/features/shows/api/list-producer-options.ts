import { useQuery } from '@tanstack/react-query';
import type { Producer } from '@encore/shared/catalogue/producer.schema';
import { optionsQuery } from './option-query';

export const producerOptionsQueryOptions = () =>
  optionsQuery<Producer>('/producers', { sort: 'name' }, (r) => r.name);

export const useProducerOptions = () => useQuery(producerOptionsQueryOptions());
