import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteOne } from '@/components/resource/resource-api';
import { roomsQueryKey } from './list-rooms';

export const deleteRoom = (id: string) => deleteOne('/rooms', id);

export function useDeleteRoom() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteRoom,
    onSuccess: () => client.invalidateQueries({ queryKey: roomsQueryKey }),
  });
}
