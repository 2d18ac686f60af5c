import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SeatMap } from '@encore/shared/rooms/seat-map.schema';
import { api } from '@/lib/api-client';
import { roomsQueryKey } from './list-rooms';

export interface SeatMapDocument {
  revision: number;
  map: SeatMap;
}

export const getSeatMap = async (roomId: string) =>
  (await api.get<{ data: SeatMapDocument }>(`/rooms/${roomId}/seat-map`)).data;

export const seatMapQueryKey = (roomId: string) => [...roomsQueryKey, 'seat-map', roomId] as const;

/** Never refetched behind the builder's back: a refetch would replace the plan being edited. */
export const seatMapQueryOptions = (roomId: string) =>
  queryOptions({
    queryKey: seatMapQueryKey(roomId),
    queryFn: () => getSeatMap(roomId),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

export const useSeatMap = (roomId: string) => useQuery(seatMapQueryOptions(roomId));
