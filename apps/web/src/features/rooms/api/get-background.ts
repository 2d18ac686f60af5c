import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { roomsQueryKey } from './list-rooms';
import { api } from '@/lib/api-client';

/** The sanitised SVG, fetched with the bearer token (an <img> could not send it). */
export const getBackground = (roomId: string) => api.blob(`/rooms/${roomId}/background.svg`);

export const backgroundQueryOptions = (roomId: string, version: string) =>
  queryOptions({
    queryKey: [...roomsQueryKey, 'background', roomId, version],
    queryFn: () => getBackground(roomId),
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
