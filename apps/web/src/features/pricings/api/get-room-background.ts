import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { api } from '@/lib/api-client';
import { pricingsQueryKey } from './pricing-keys';

/** The sanitised SVG behind the seats, fetched with the bearer token (an <img> could not send it). */
export const getRoomBackground = (roomId: string) => api.blob(`/rooms/${roomId}/background.svg`);

export const roomBackgroundQueryOptions = (roomId: string, version: string) =>
  queryOptions({
    queryKey: [...pricingsQueryKey, 'background', roomId, version],
    queryFn: () => getRoomBackground(roomId),
    staleTime: Infinity,
    retry: false,
  });

/** An object URL of the background while mounted; null without one (the seats are drawn alone). */
export function useRoomBackgroundUrl(roomId: string, hasBackground: boolean, version: string) {
  const query = useQuery({ ...roomBackgroundQueryOptions(roomId, version), enabled: hasBackground });
  const blob = hasBackground ? query.data : undefined;
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}
