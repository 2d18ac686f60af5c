import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Room, RoomUpdateInput } from '@encore/shared/rooms/room.schema';
import { updateOne } from '@/components/resource/resource-api';
import { roomsQueryKey } from './list-rooms';

export const updateRoom = (id: string, input: RoomUpdateInput) => updateOne<Room>('/rooms', id, input);

export function useUpdateRoom(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: RoomUpdateInput) => updateRoom(id, input),
    onSuccess: () => client.invalidateQueries({ queryKey: roomsQueryKey }),
  });
}
