import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteOne } from '@/components/resource/resource-api';
import { taxClassesQueryKey } from './list-tax-classes';

export const deleteTaxClass = (id: string) => deleteOne('/tax-classes', id);

export function useDeleteTaxClass() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteTaxClass,
    onSuccess: () => client.invalidateQueries({ queryKey: taxClassesQueryKey }),
  });
}
