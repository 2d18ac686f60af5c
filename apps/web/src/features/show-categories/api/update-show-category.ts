import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShowCategory, ShowCategoryUpdateInput } from '@encore/shared/catalogue/show-category.schema';
import { updateOne } from '@/components/resource/resource-api';
import { showCategoriesQueryKey } from './list-show-categories';

export const updateShowCategory = (id: string, input: ShowCategoryUpdateInput) =>
  updateOne<ShowCategory>('/show-categories', id, input);

export function useUpdateShowCategory(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ShowCategoryUpdateInput) => updateShowCategory(id, input),
    onSuccess: () => client.invalidateQueries({ queryKey: showCategoriesQueryKey }),
  });
}
