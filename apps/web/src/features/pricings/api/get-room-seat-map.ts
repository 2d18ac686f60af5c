import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SeatMap } from '@encore/shared/rooms/seat-map.schema';
import { api } from '@/lib/api-client';
import { pricingsQueryKey } from './pricing-keys';

export const getRoomSeatMap = async (roomId: string) =>
  (await api.get<{ data: { revision: number; map: SeatMap } }>(`/rooms/${roomId}/seat-map`)).data;

/** A plan of 20,000 seats is worth keeping: it changes only when the room's revision does. */
export const roomSeatMapQueryOptions = (roomId: string, revision: number) =>
  queryOptions({
    queryKey: [...pricingsQueryKey, 'seat-map', roomId, revision],
    queryFn: () => getRoomSeatMap(roomId),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

export const useRoomSeatMap = (roomId: string, revision: number, enabled: boolean) =>
  useQuery({ ...roomSeatMapQueryOptions(roomId, revision), enabled });
