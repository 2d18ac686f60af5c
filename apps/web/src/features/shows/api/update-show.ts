import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Show, ShowUpdateInput } from '@encore/shared/shows/show.schema';
import { updateOne } from '@/components/resource/resource-api';
import { showsQueryKey } from './list-shows';

/** PATCH /shows/:id; `dates`, when sent, replaces the whole schedule (events added and removed). */
export const updateShow = (id: string, input: ShowUpdateInput) => updateOne<Show>('/shows', id, input);

export function useUpdateShow(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ShowUpdateInput) => updateShow(id, input),
    // Events follow the schedule, so both the show and its events are stale after a save.
    onSuccess: () => client.invalidateQueries({ queryKey: showsQueryKey }),
  });
}
