import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteOne } from '@/components/resource/resource-api';
import { producersQueryKey } from './list-producers';

export const deleteProducer = (id: string) => deleteOne('/producers', id);

export function useDeleteProducer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteProducer,
    onSuccess: () => client.invalidateQueries({ queryKey: producersQueryKey }),
  });
}
