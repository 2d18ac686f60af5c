import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TaxClass, TaxClassUpdateInput } from '@encore/shared/catalogue/tax-class.schema';
import { updateOne } from '@/components/resource/resource-api';
import { taxClassesQueryKey } from './list-tax-classes';

export const updateTaxClass = (id: string, input: TaxClassUpdateInput) =>
  updateOne<TaxClass>('/tax-classes', id, input);

export function useUpdateTaxClass(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TaxClassUpdateInput) => updateTaxClass(id, input),
    onSuccess: () => client.invalidateQueries({ queryKey: taxClassesQueryKey }),
  });
}
