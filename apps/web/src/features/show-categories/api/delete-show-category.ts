import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteOne } from '@/components/resource/resource-api';
import { showCategoriesQueryKey } from './list-show-categories';

export const deleteShowCategory = (id: string) => deleteOne('/show-categories', id);

export function useDeleteShowCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteShowCategory,
    onSuccess: () => client.invalidateQueries({ queryKey: showCategoriesQueryKey }),
  });
}
