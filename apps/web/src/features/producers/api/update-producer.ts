import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Producer, ProducerUpdateInput } from '@encore/shared/catalogue/producer.schema';
import { updateOne } from '@/components/resource/resource-api';
import { producersQueryKey } from './list-producers';

export const updateProducer = (id: string, input: ProducerUpdateInput) =>
  updateOne<Producer>('/producers', id, input);

export function useUpdateProducer(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ProducerUpdateInput) => updateProducer(id, input),
    onSuccess: () => client.invalidateQueries({ queryKey: producersQueryKey }),
  });
}
