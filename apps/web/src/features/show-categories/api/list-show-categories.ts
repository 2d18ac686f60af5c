import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ShowCategory } from '@encore/shared/catalogue/show-category.schema';
import { fetchList, type ListParams } from '@/components/resource/resource-api';

export const listShowCategories = (params: ListParams) => fetchList<ShowCategory>('/show-categories', params);

export const showCategoriesQueryKey = ['show-categories'] as const;

export const listShowCategoriesQueryOptions = (params: ListParams) =>
  queryOptions({
    queryKey: [...showCategoriesQueryKey, 'list', params],
    queryFn: () => listShowCategories(params),
    placeholderData: keepPreviousData,
  });

export const useShowCategories = (params: ListParams) => useQuery(listShowCategoriesQueryOptions(params));
