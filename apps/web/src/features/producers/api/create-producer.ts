import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Producer, ProducerCreateInput } from '@encore/shared/catalogue/producer.schema';
import { createOne } from '@/components/resource/resource-api';
import { producersQueryKey } from './list-producers';

export const createProducer = (input: ProducerCreateInput) => createOne<Producer>('/producers', input);

export function useCreateProducer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createProducer,
    onSuccess: () => client.invalidateQueries({ queryKey: producersQueryKey }),
  });
}
