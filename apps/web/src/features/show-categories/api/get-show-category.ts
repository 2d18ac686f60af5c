import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShowCategory } from '@encore/shared/catalogue/show-category.schema';
import { fetchOne } from '@/components/resource/resource-api';
import { showCategoriesQueryKey } from './list-show-categories';

export const getShowCategory = (id: string) => fetchOne<ShowCategory>('/show-categories', id);

export const showCategoryQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...showCategoriesQueryKey, 'detail', id], queryFn: () => getShowCategory(id) });

export const useShowCategory = (id: string) => useQuery(showCategoryQueryOptions(id));
