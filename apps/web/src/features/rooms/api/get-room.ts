import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Room } from '@encore/shared/rooms/room.schema';
import { fetchOne } from '@/components/resource/resource-api';
import { roomsQueryKey } from './list-rooms';

export const getRoom = (id: string) => fetchOne<Room>('/rooms', id);

export const roomQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...roomsQueryKey, 'detail', id], queryFn: () => getRoom(id) });

export const useRoom = (id: string) => useQuery(roomQueryOptions(id));
