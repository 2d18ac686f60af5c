import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShowEvent } from '@encore/shared/shows/event.schema';
import { api } from '@/lib/api-client';
import { showsQueryKey } from './list-shows';

export interface NewEvent {
  date: string;
  time: string;
}

export const createShowEvent = async (showId: string, input: NewEvent) =>
  (await api.post<{ data: ShowEvent[] }>(`/shows/${showId}/events`, input)).data;

export function useCreateShowEvent(showId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: NewEvent) => createShowEvent(showId, input),
    // The show's dates and counts change with its events.
    onSuccess: () => client.invalidateQueries({ queryKey: showsQueryKey }),
  });
}
