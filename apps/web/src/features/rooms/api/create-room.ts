import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Room, RoomCreateInput } from '@encore/shared/rooms/room.schema';
import { createOne } from '@/components/resource/resource-api';
import { roomsQueryKey } from './list-rooms';

export const createRoom = (input: RoomCreateInput) => createOne<Room>('/rooms', input);

export function useCreateRoom() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createRoom,
    onSuccess: () => client.invalidateQueries({ queryKey: roomsQueryKey }),
  });
}
