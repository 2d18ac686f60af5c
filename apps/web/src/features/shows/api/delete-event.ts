import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteOne } from '@/components/resource/resource-api';
import { showsQueryKey } from './list-shows';

/** Refused by the server (E00008) when the event has sales. */
export const deleteEvent = (id: string) => deleteOne('/events', id);

export function useDeleteEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteEvent,
    onSuccess: () => client.invalidateQueries({ queryKey: showsQueryKey }),
  });
}
