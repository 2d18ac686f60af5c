import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Room } from '@encore/shared/rooms/room.schema';
import { fetchOne } from '@/components/resource/resource-api';
import { pricingsQueryKey } from './pricing-keys';

/** The pricing's room: its kind, general-admission areas and whether it has a background. */
export const getPricingRoom = (roomId: string) => fetchOne<Room>('/rooms', roomId);

export const pricingRoomQueryOptions = (roomId: string) =>
  queryOptions({ queryKey: [...pricingsQueryKey, 'room', roomId], queryFn: () => getPricingRoom(roomId) });

export const usePricingRoom = (roomId: string) => useQuery(pricingRoomQueryOptions(roomId));
