import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Show, ShowCreateInput } from '@encore/shared/shows/show.schema';
import { createOne } from '@/components/resource/resource-api';
import { showsQueryKey } from './list-shows';

export const createShow = (input: ShowCreateInput) => createOne<Show>('/shows', input);

export function useCreateShow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createShow,
    onSuccess: () => client.invalidateQueries({ queryKey: showsQueryKey }),
  });
}
