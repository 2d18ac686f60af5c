import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TaxClass, TaxClassCreateInput } from '@encore/shared/catalogue/tax-class.schema';
import { createOne } from '@/components/resource/resource-api';
import { taxClassesQueryKey } from './list-tax-classes';

export const createTaxClass = (input: TaxClassCreateInput) => createOne<TaxClass>('/tax-classes', input);

export function useCreateTaxClass() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createTaxClass,
    onSuccess: () => client.invalidateQueries({ queryKey: taxClassesQueryKey }),
  });
}
