import { useQuery } from '@tanstack/react-query';
import type { Room } from '@encore/shared/rooms/room.schema';
import { optionsQuery } from './option-query';

export const roomOptionsQueryOptions = () => optionsQuery<Room>('/rooms', { sort: 'name' }, (r) => r.name);

export const useRoomOptions = () => useQuery(roomOptionsQueryOptions());
