import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShowCategory, ShowCategoryCreateInput } from '@encore/shared/catalogue/show-category.schema';
import { createOne } from '@/components/resource/resource-api';
import { showCategoriesQueryKey } from './list-show-categories';

export const createShowCategory = (input: ShowCategoryCreateInput) =>
  createOne<ShowCategory>('/show-categories', input);

export function useCreateShowCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createShowCategory,
    onSuccess: () => client.invalidateQueries({ queryKey: showCategoriesQueryKey }),
  });
}
