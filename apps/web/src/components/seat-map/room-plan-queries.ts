import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import type { SeatMap } from '@encore/shared/rooms/seat-map.schema';
import { roomResource } from '@encore/shared/rooms/room.resource';
import { api } from '@/lib/api-client';

/**
 * A room's plan and background, read by the room builder and by the pricing editor alike: one cache
 * under the rooms key, so a plan saved or a background changed in the builder is what the pricing
 * editor shows next (and every room write, which invalidates ['rooms'], reaches both).
 */
export interface SeatMapDocument {
  revision: number;
  map: SeatMap;
}

export const seatMapQueryKey = (roomId: string) => [roomResource.name, 'seat-map', roomId] as const;

const getSeatMap = async (roomId: string) =>
  (await api.get<{ data: SeatMapDocument }>(`/rooms/${roomId}/seat-map`)).data;

/**
 * Never refetched behind the builder's back (a refetch would replace the plan being edited). A reader
 * that knows the room's current revision (the pricing editor) names it: an older cached plan is then
 * stale and fetched again when it mounts.
 */
export const seatMapQueryOptions = (roomId: string, revision?: number) =>
  queryOptions({
    queryKey: seatMapQueryKey(roomId),
    queryFn: () => getSeatMap(roomId),
    staleTime: (query) =>
      revision === undefined || (query.state.data?.revision ?? -1) >= revision ? Infinity : 0,
    refetchOnWindowFocus: false,
  });

/** The sanitised SVG behind the seats; `version` (the room's updatedAt) changes with every room write. */
export const backgroundQueryOptions = (roomId: string, version: string) =>
  queryOptions({
    queryKey: [roomResource.name, 'background', roomId, version] as const,
    queryFn: () => api.blob(`/rooms/${roomId}/background.svg`),
    staleTime: Infinity,
  });

/** An object URL of the room's background while the caller is mounted, or null when it has none. */
export function useBackgroundUrl(roomId: string, hasBackground: boolean, version: string): string | null {
  const query = useQuery({ ...backgroundQueryOptions(roomId, version), enabled: hasBackground });
  const blob = hasBackground ? query.data : undefined;
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}
