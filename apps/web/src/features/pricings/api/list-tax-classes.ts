import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListResponse } from '@encore/shared/common/list.schema';
import type { TaxClass } from '@encore/shared/catalogue/tax-class.schema';
import { api } from '@/lib/api-client';
import { pricingsQueryKey } from './pricing-keys';

/** Every tax class (a handful), for the price level's select and its live VAT. */
export const listTaxClasses = async () =>
  (await api.get<ListResponse<TaxClass>>('/tax-classes?page=1&pageSize=100&sort=rateBasisPoints')).data;

export const taxClassesQueryOptions = () =>
  queryOptions({ queryKey: [...pricingsQueryKey, 'tax-classes'], queryFn: listTaxClasses });

export const useTaxClasses = () => useQuery(taxClassesQueryOptions());
