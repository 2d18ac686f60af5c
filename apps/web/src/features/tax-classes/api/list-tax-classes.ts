import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TaxClass } from '@encore/shared/catalogue/tax-class.schema';
import { fetchList, type ListParams } from '@/components/resource/resource-api';

export const listTaxClasses = (params: ListParams) => fetchList<TaxClass>('/tax-classes', params);

export const taxClassesQueryKey = ['tax-classes'] as const;

export const listTaxClassesQueryOptions = (params: ListParams) =>
  queryOptions({
    queryKey: [...taxClassesQueryKey, 'list', params],
    queryFn: () => listTaxClasses(params),
    placeholderData: keepPreviousData,
  });

export const useTaxClasses = (params: ListParams) => useQuery(listTaxClassesQueryOptions(params));
