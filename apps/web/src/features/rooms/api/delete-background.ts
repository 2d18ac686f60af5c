import { useMutation, useQueryClient } from '@tanstack/react-query';
import { roomsQueryKey } from './list-rooms';
import { sendRaw } from './send-file';

export const deleteBackground = (roomId: string) =>
  sendRaw(`/rooms/${roomId}/background`, { method: 'DELETE' });

export function useDeleteBackground(roomId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => deleteBackground(roomId),
    onSuccess: () => client.invalidateQueries({ queryKey: roomsQueryKey }),
  });
}
