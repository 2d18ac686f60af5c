import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShowEvent } from '@encore/shared/shows/event.schema';
import { api } from '@/lib/api-client';
import { showsQueryKey } from './list-shows';

/** Takes the event out of sale; it stays with its sales (an event with sales cannot be removed). */
export const cancelEvent = async (id: string) =>
  (await api.post<{ data: ShowEvent }>(`/events/${id}/cancel`, {})).data;

export function useCancelEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelEvent,
    // The shows key covers the events list and the show's dates and next event, which change too.
    onSuccess: () => client.invalidateQueries({ queryKey: showsQueryKey }),
  });
}
