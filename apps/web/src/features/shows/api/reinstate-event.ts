import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShowEvent } from '@encore/shared/shows/event.schema';
import { api } from '@/lib/api-client';
import { showsQueryKey } from './list-shows';

/** Puts a cancelled event back on sale; refused with E02001 when its slot in the room was taken meanwhile. */
export const reinstateEvent = async (id: string) =>
  (await api.post<{ data: ShowEvent }>(`/events/${id}/reinstate`, {})).data;

export function useReinstateEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: reinstateEvent,
    // The shows key covers the events list and the show's dates and next event, which change too.
    onSuccess: () => client.invalidateQueries({ queryKey: showsQueryKey }),
  });
}
