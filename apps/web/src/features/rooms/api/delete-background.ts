import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rooms } from './room-queries';
import { api } from '@/lib/api-client';

export const deleteBackground = (roomId: string) => api.delete(`/rooms/${roomId}/background`);

export function useDeleteBackground(roomId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => deleteBackground(roomId),
    onSuccess: () => client.invalidateQueries({ queryKey: rooms.key }),
  });
}
